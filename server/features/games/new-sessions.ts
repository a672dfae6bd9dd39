import type { Types } from 'mongoose';
import type { GameType } from '../../../protocol/games';
import { bingoBoard } from './bingo-boards';
import type { IssuedQuestion } from './issued';
import type { GamePlayerDocument } from './model';

// What a new session of each game holds: its player, what the server issued, no progress yet, and
// the legacy gameData mirror the spec's clients read.

const ownedBy = (player: GamePlayerDocument) => ({
  playerId: player._id,
  playerName: player.name,
  playerEmail: player.email ?? null,
});

export const newBingoSession = (player: GamePlayerDocument, items: string[]) => ({
  gameType: 'bingo',
  ...ownedBy(player),
  issued: { items },
  ...bingoBoard(player.name, items, []),
});

export const newTriviaSession = (player: GamePlayerDocument, questions: IssuedQuestion[]) => ({
  gameType: 'trivia',
  ...ownedBy(player),
  issued: { questions },
  progress: { answers: [] },
  gameData: JSON.stringify({ currentQuestion: 0, answers: [], completed: false, score: 0 }),
});

/** A photo-challenge or scavenger-hunt session, under the id that follows from player and game. */
export const newCollectionSession = (
  _id: Types.ObjectId,
  player: GamePlayerDocument,
  gameType: GameType,
) => ({
  _id,
  gameType,
  ...ownedBy(player),
  progress: { completedItems: [] },
  gameData: JSON.stringify({ completedItems: [] }),
});
