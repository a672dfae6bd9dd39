import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gameSessionSchema, type GameSession } from '../../../../protocol/games';
import { leaderboardResponseSchema } from '../../../../protocol/leaderboard';
import { quizLeaderboardScore } from '../../../../protocol/quiz';
import type { DomainEventMap } from '../../../lib/domain-events';
import type { AppContext } from '../../../lib/feature';
import { JobModel } from '../../../lib/jobs/model';
import { runnerFor, stopAll, until } from '../../../lib/jobs/test-support';
import { callApi } from '../../../test/api';
import { useTestApp } from '../../../test/fixtures';
import { recordEvents, subscribe } from '../../../test/harness';
import { recordLiveQuizPlay } from '../../games/door';
import { quizResultsOf } from '../door';
import { act, hostAction, phoneOn, stateWhere, storedQuiz } from '../test-support';
import { QuizResultsRecorder, RECORD_JOB } from './record';
import { createHash } from 'node:crypto';

// A real run, played over HTTP and Socket.IO, ended by its host: the quiz's own results source,
// the games, the leaderboard, the job runner and the database are the real ones.
const app = useTestApp({}, { organizer: true });
const scored: DomainEventMap['game.scored'][] = [];

beforeAll(() => {
  app.server.events.on('game.scored', (event) => {
    if (event.gameType === 'live_quiz') scored.push(event);
  });
});
afterAll(stopAll);

const board = async (gameType = 'live_quiz') =>
  leaderboardResponseSchema.parse(
    (await callApi(app.url, `/api/games/leaderboard?gameType=${gameType}`)).body,
  ).leaderboard;

const sessionsOf = async (phone: string): Promise<GameSession[]> => {
  const { body } = await callApi<unknown[]>(app.url, '/api/games/sessions', { deviceId: phone });
  return body.map((session) => gameSessionSchema.parse(session));
};

const jobsOf = (runId: string, state: 'done' | { $in: string[] }) =>
  JobModel.countDocuments({ type: RECORD_JOB, key: runId, state });

/** Emits `quiz.ended` for the run `times` at once; resolves once every recording it caused is done. */
async function endedAgain(runId: string, times: number): Promise<void> {
  const before = await jobsOf(runId, 'done');
  await Promise.all(Array.from({ length: times }, () => app.server.events.emit('quiz.ended', { runId })));
  await until(`the recordings of ${runId}`, async () =>
    (await jobsOf(runId, 'done')) > before && (await jobsOf(runId, { $in: ['queued', 'running'] })) === 0,
  );
}

/** A one-question run: Ana right, Ben wrong, Carla silent; ended by the host. */
async function playedRun(): Promise<{ runId: string; points: Map<string, number> }> {
  const quizId = await storedQuiz([2], 3);
  const opened = await hostAction(app.url, app.organizer, { action: 'open', quizId });
  expect(opened.status).toBe(200);
  let run = opened.body.run!;
  const phones = await Promise.all(['ana', 'ben', 'carla'].map((label) => phoneOn(app.url, label)));
  const [ana, ben, carla] = phones;
  for (const [phone, name] of [[ana!, 'Ana'], [ben!, 'Ben'], [carla!, 'Carla']] as const)
    expect((await phone.join(name)).status).toBe(200);
  const asked = stateWhere(ana!.socket, (r) => r?.phase === 'question');
  run = await act(app.url, app.organizer, run, 'start');
  await asked;
  const revealed = stateWhere(ana!.socket, (r) => r?.phase === 'reveal');
  expect(await ana!.answer(run.id, 0, 2)).toBe(202);
  expect(await ben!.answer(run.id, 0, 1)).toBe(202);
  run = (await revealed).run!;
  const points = new Map<string, number>();
  for (const [phone, name] of [[ana!, 'Ana'], [ben!, 'Ben'], [carla!, 'Carla']] as const)
    points.set(name, (await phone.mine()).player!.score);
  const podium = await act(app.url, app.organizer, run, 'end');
  await act(app.url, app.organizer, podium, 'end');
  for (const phone of phones) phone.socket.disconnect();
  return { runId: run.id, points };
}

describe('a live quiz run in the games leaderboard', () => {
  it('gives each player one live_quiz game scored from their points, pushed live, counted once', async () => {
    const [viewer] = app.sockets;
    await subscribe(viewer, 'leaderboard');
    const pushes = recordEvents(viewer, 'leaderboard:updated');
    // Ana has played the games before, under another name: her player is the same phone's.
    const saved = await callApi(app.url, '/api/games/player', {
      method: 'PUT',
      deviceId: 'ana',
      body: { playerName: 'Ana G.' },
    });
    expect(saved.status).toBe(200);

    const { runId, points } = await playedRun();
    expect(points.get('Ana')).toBeGreaterThan(500);
    expect(points.get('Ben')).toBe(0);
    await until('three players recorded', () => scored.length === 3);
    await until('the first recording done', async () =>
      (await jobsOf(runId, 'done')) === 1 && (await jobsOf(runId, { $in: ['queued', 'running'] })) === 0,
    );

    const expected = [
      { playerName: 'Ana G.', totalScore: quizLeaderboardScore(points.get('Ana')!), gamesCompleted: 1 },
      { playerName: 'Ben', totalScore: 0, gamesCompleted: 1 },
      { playerName: 'Carla', totalScore: 0, gamesCompleted: 1 },
    ];
    const rows = (await board()).map(({ playerName, totalScore, gamesCompleted }) => ({ playerName, totalScore, gamesCompleted }));
    expect(rows[0]).toEqual(expected[0]);
    expect(rows.slice(1)).toEqual(expect.arrayContaining(expected.slice(1)));
    await vi.waitFor(() =>
      expect(pushes.at(-1)?.leaderboard.find((row) => row.playerName === 'Ana G.')?.totalScore).toBe(expected[0]!.totalScore),
    );
    const [ana] = await sessionsOf('ana');
    expect(ana).toMatchObject({ gameType: 'live_quiz', playerName: 'Ana G.', completed: true });
    expect(await sessionsOf('carla')).toEqual([
      expect.objectContaining({ gameType: 'live_quiz', playerName: 'Carla', score: 0 }),
    ]);

    // Ended again after a restart, twice at once, and heard by a second process: nothing more.
    const second = runnerFor('results-test-second', { pollMs: 200 });
    second.start();
    new QuizResultsRecorder(quizResultsOf({} as AppContext), app.server.events, second);
    await endedAgain(runId, 2);
    expect(scored).toHaveLength(3);
    expect((await sessionsOf('ana')).filter((session) => session.gameType === 'live_quiz')).toHaveLength(1);

    // A new round empties the board; the old run does not come back into it.
    const round = await callApi(app.url, '/api/games/leaderboard/rounds', { method: 'POST', cookie: app.organizer });
    expect(round.status).toBe(201);
    await endedAgain(runId, 1);
    expect(scored).toHaveLength(3);
    expect(await board()).toEqual([]);
  }, 60_000);

  it('records a player once when recordings race each other', async () => {
    const play = {
      runId: 'f'.repeat(24),
      deviceHash: createHash('sha256').update('a phone of its own').digest('hex'),
      name: 'Eve',
      score: 7,
      rank: 1,
      answered: 1,
      correct: 1,
    };
    const recorded = await Promise.all(Array.from({ length: 4 }, () => recordLiveQuizPlay(play)));
    // At least one says it recorded (on FerretDB two may: a repeated 'game.scored' changes nothing).
    expect(recorded.filter(Boolean).length).toBeGreaterThan(0);
    expect(await recordLiveQuizPlay(play)).toBeNull();
    // One session of the run, scored once (the game's standings read the sessions themselves).
    expect((await board()).filter((row) => row.playerName === 'Eve')).toEqual([
      expect.objectContaining({ totalScore: 7, gamesCompleted: 1 }),
    ]);
    // The players' rows follow the announcement (the listener emits it after recording).
    expect((await board('all')).find((row) => row.playerName === 'Eve')).toBeUndefined();
    await app.server.events.emit('game.scored', recorded.find(Boolean)!);
    await vi.waitFor(async () =>
      expect((await board('all')).find((row) => row.playerName === 'Eve')?.totalScore).toBe(7),
    );
  });
});
