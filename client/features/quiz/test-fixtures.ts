import type { MyQuiz, QuizLive, QuizRun } from '../../../protocol/quiz';

/** A run as the server sends it, in the lobby unless told otherwise (tests of the quiz pages). */
export function quizRun(fields: Partial<QuizRun> = {}): QuizRun {
  return {
    id: 'run-1',
    quizId: 'quiz-1',
    title: 'How well do you know them?',
    titleEs: '¿Cuánto los conoces?',
    phase: 'lobby',
    paused: false,
    revision: 1,
    questionIndex: -1,
    questionCount: 3,
    question: null,
    openedAt: null,
    closesAt: null,
    remainingMs: null,
    players: 12,
    reveal: null,
    standings: null,
    podium: null,
    teams: false,
    startedAt: '2026-11-28T20:00:00.000Z',
    ...fields,
  };
}

/** The run on its first question, open for `secondsLeft` more seconds by the phone's clock. */
export function questionRun(fields: Partial<QuizRun> = {}, secondsLeft = 20): QuizRun {
  const now = Date.now();
  return quizRun({
    phase: 'question',
    revision: 2,
    questionIndex: 0,
    question: {
      index: 0,
      text: 'Where did they meet?',
      textEs: '¿Dónde se conocieron?',
      answers: [
        { text: 'At school', textEs: 'En el colegio' },
        { text: 'At work', textEs: 'En el trabajo' },
        { text: 'On a train', textEs: '' },
      ],
      limitSeconds: 20,
      pictureUrl: null,
    },
    openedAt: new Date(now - (20 - secondsLeft) * 1000).toISOString(),
    closesAt: new Date(now + secondsLeft * 1000).toISOString(),
    ...fields,
  });
}

export const liveOf = (run: QuizRun | null): QuizLive => ({
  run,
  serverNow: new Date().toISOString(),
});

export function mineOf(fields: Partial<MyQuiz> = {}): MyQuiz {
  return {
    runId: 'run-1',
    player: { playerId: 'p1', name: 'Abuela Rosa', tableName: null, score: 0, rank: null },
    answer: null,
    ...fields,
  };
}
