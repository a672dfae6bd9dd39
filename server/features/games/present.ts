import type { GameSession, GameType } from '../../../protocol/games';
import {
  bingoProgress,
  collectionProgress,
  issuedBingo,
  issuedTrivia,
  triviaProgress,
} from './issued';
import type { GameSessionDocument } from './model';

/**
 * A session as its own device sees it. Trivia answers are revealed only for the questions the
 * player has answered; the rest of `issued` never leaves the server.
 */
export function presentSession(doc: GameSessionDocument): GameSession {
  const gameType = doc.gameType as GameType;
  const base: GameSession = {
    id: doc._id.toString(),
    gameType,
    playerName: doc.playerName,
    playerEmail: doc.playerEmail ?? null,
    score: doc.score ?? 0,
    completed: doc.completed ?? false,
    completedAt: doc.completedAt ? doc.completedAt.toISOString() : null,
    createdAt: doc.createdAt.toISOString(),
  };
  if (gameType === 'bingo') {
    const { checkedCells } = bingoProgress(doc);
    return { ...base, items: issuedBingo(doc).items, ...(checkedCells.length ? { checkedCells } : {}) };
  }
  if (gameType === 'trivia') {
    const { questions } = issuedTrivia(doc);
    return {
      ...base,
      questions: questions.map(({ question, options }) => ({ question, options })),
      answers: triviaProgress(doc).answers.map((given, questionIndex) => ({
        questionIndex,
        answer: given.answer,
        correct: given.correct,
        correctAnswer: questions[questionIndex]?.correctAnswer ?? -1,
      })),
    };
  }
  // A live quiz run: its score is all there is to show.
  if (gameType === 'live_quiz') return base;
  return { ...base, completedItems: collectionProgress(doc).completedItems };
}
