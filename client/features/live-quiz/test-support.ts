import type {
  QuizAskedQuestion,
  QuizLive,
  QuizPlayerStanding,
  QuizRoster,
  QuizRun,
} from '../../../protocol/quiz';

export const RUN_ID = 'run0000000000000000000001';

/** A run in its lobby; phases build on it. */
export function lobbyRun(fields: Partial<QuizRun> = {}): QuizRun {
  return {
    id: RUN_ID,
    quizId: 'quiz000000000000000000001',
    title: 'How well do you know Sofia & Daniel?',
    titleEs: '¿Cuánto conoces a Sofía y Daniel?',
    phase: 'lobby',
    paused: false,
    revision: 1,
    questionIndex: -1,
    questionCount: 3,
    question: null,
    openedAt: null,
    closesAt: null,
    remainingMs: null,
    players: 0,
    reveal: null,
    standings: null,
    podium: null,
    teams: false,
    startedAt: '2026-06-20T21:00:00.000Z',
    ...fields,
  };
}

export const askedQuestion: QuizAskedQuestion = {
  index: 1,
  text: 'Where did they meet?',
  textEs: '¿Dónde se conocieron?',
  answers: [
    { text: 'In Lisbon', textEs: 'En Lisboa' },
    { text: 'At school', textEs: 'En el colegio' },
    { text: 'On a train', textEs: '' },
    { text: 'At a wedding', textEs: 'En una boda' },
  ],
  limitSeconds: 20,
  pictureUrl: '/api/gallery-photos/abc/image',
};

/** The second question open, closing `closesInMs` after `serverNow` on the server's clock. */
export function questionRun(serverNow: number, closesInMs: number, fields: Partial<QuizRun> = {}) {
  return lobbyRun({
    phase: 'question',
    revision: 4,
    questionIndex: 1,
    question: askedQuestion,
    openedAt: new Date(serverNow + closesInMs - 20_000).toISOString(),
    closesAt: new Date(serverNow + closesInMs).toISOString(),
    players: 5,
    ...fields,
  });
}

export function standing(
  rank: number,
  fields: Partial<QuizPlayerStanding> = {},
): QuizPlayerStanding {
  return {
    playerId: `player${rank}`,
    name: `Player ${rank}`,
    nameTag: null,
    tableName: null,
    score: 3000 - rank * 100,
    rank,
    lastPoints: 900 - rank * 10,
    ...fields,
  };
}

export function live(run: QuizRun | null, serverNow = Date.now()): QuizLive {
  return { run, serverNow: new Date(serverNow).toISOString() };
}

export function roster(
  players: QuizRoster['players'],
  count = players.length,
  answered: QuizRoster['answered'] = null,
): QuizRoster {
  return { runId: RUN_ID, count, players, answered };
}
