import { describe, expect, it } from 'vitest';
import { quizPoints, type QuizLive } from '../../../protocol/quiz';
import { callApi } from '../../test/api';
import { signedInGuestOn } from '../../test/fixtures';
import { subscribe } from '../../test/harness';
import type { AppContext } from '../../lib/feature';
import { quizResultsOf } from './door';
import { QuizAnswerModel, type AnswerDocument } from './model';
import { act, hasKey, phoneOn, stateWhere, useLiveQuizApp, type Phone } from './test-support';

const { app, openRun } = useLiveQuizApp();

/** Every payload sent before a question closed carries no right answer. */
function expectNoRightAnswerBeforeClose(received: { event: string; payload: unknown }[]) {
  let questions = 0;
  for (const { event, payload } of received) {
    if (event === 'quiz:roster' || event === 'quiz:answered') {
      expect(hasKey(payload, 'correctIndex')).toBe(false);
    }
    if (event !== 'quiz:state') continue;
    const { run } = payload as QuizLive;
    if (run?.phase !== 'question') continue;
    questions += 1;
    expect(hasKey(payload, 'correctIndex'), JSON.stringify(payload)).toBe(false);
    expect(run.reveal).toBeNull();
  }
  expect(questions).toBeGreaterThan(0);
}

describe('the live quiz', () => {
  it('plays a whole quiz: exact scores, reveal, standings, podium, a phone rejoining', async () => {
    const ended: string[] = [];
    app.server.events.on('quiz.ended', ({ runId }) => void ended.push(runId));
    const projector = await app.connect();
    const projected: { event: string; payload: unknown }[] = [];
    projector.onAny((event: string, payload: unknown) => projected.push({ event, payload }));
    await subscribe(projector, 'quiz', 'quiz-screen');

    let run = await openRun([1, 2]);
    expect(run).toMatchObject({ phase: 'lobby', questionIndex: -1, questionCount: 2, players: 0 });
    // Subscribed once the lobby is open: pinged at once, so their answers take the delay off.
    const ana = await phoneOn(app.url, 'quiz-ana');
    const ben = await phoneOn(app.url, 'quiz-ben');
    const cai = await phoneOn(app.url, 'quiz-cai', false);
    const rosterOf3 = new Promise<void>((resolve) =>
      projector.on('quiz:roster', (roster) => roster.count === 3 && resolve()),
    );
    for (const [phone, name] of [
      [ana, 'Ana'],
      [ben, 'Ben'],
      [cai, 'Ana'],
    ] as [Phone, string][]) {
      const joined = await phone.join(name);
      expect(joined.status).toBe(200);
    }
    await rosterOf3;
    const roster = await callApi<{ players: { name: string; nameTag: string | null }[] }>(
      app.url,
      '/api/quiz/live/roster',
    );
    // Two "Ana"s are told apart; Ben needs no tag.
    expect(roster.body.players.filter((p) => p.name === 'Ana').every((p) => p.nameTag)).toBe(true);

    const asked = stateWhere(ana.socket, (r) => r?.phase === 'question');
    run = await act(app.url, app.organizer, run, 'start');
    const first = (await asked).run!;
    expect(first.question).toMatchObject({ index: 0, text: 'Question 1', limitSeconds: 3 });
    const revealed = stateWhere(projector, (r) => r?.phase === 'reveal');
    expect(await ana.answer(run.id, 0, 1)).toBe(202);
    expect(await ben.answer(run.id, 0, 0)).toBe(202);
    expect(await cai.answer(run.id, 0, 1)).toBe(202);
    const before = await ana.mine();
    expect(before.answer).toMatchObject({ choice: 1, correct: null, points: null });
    const reveal = (await revealed).run!;
    expect(reveal.reveal).toEqual({ questionIndex: 0, correctIndex: 1, counts: [1, 2, 0, 0] });

    run = await act(app.url, app.organizer, reveal, 'next');
    expect(run.phase).toBe('standings');
    const second = stateWhere(ana.socket, (r) => r?.phase === 'question' && r.questionIndex === 1);
    run = await act(app.url, app.organizer, run, 'next');
    const q2 = (await second).run!;
    expect(await ana.answer(run.id, 1, 2)).toBe(202);
    expect(await ben.answer(run.id, 1, 2)).toBe(202);
    // A projector reloaded now reads how many answered this question with the roster.
    const midQuestion = await callApi<{ answered: unknown }>(app.url, '/api/quiz/live/roster');
    expect(midQuestion.body.answered).toEqual({
      runId: run.id,
      questionIndex: 1,
      answered: 2,
      players: 3,
    });
    // Ana's phone reloads mid-question: the same player, the score of the first question kept.
    const scoredFirst = (await ana.mine()).player!.score;
    expect(scoredFirst).toBeGreaterThan(500);
    const rejoined = await ana.join('Ana');
    expect(rejoined.body).toMatchObject({ player: { score: scoredFirst } });
    const revealed2 = stateWhere(projector, (r) => r?.phase === 'reveal' && r.questionIndex === 1);
    const final = (await revealed2).run!;
    expect(final.reveal).toEqual({ questionIndex: 1, correctIndex: 2, counts: [0, 0, 2, 0] });

    // Exact: each answer's time is its arrival less the emission less the phone's one-way delay.
    const answers = await QuizAnswerModel.find({ runId: run.id }).lean<AnswerDocument[]>();
    const openedAt = [Date.parse(first.openedAt!), Date.parse(q2.openedAt!)];
    const totals = new Map<string, number>();
    for (const answer of answers) {
      const elapsed =
        answer.receivedAt.getTime() - openedAt[answer.questionIndex]! - answer.oneWayDelayMs;
      expect(answer.elapsedMs).toBeCloseTo(Math.max(0, elapsed), 6);
      expect(answer.points).toBe(answer.correct ? quizPoints(answer.elapsedMs, 3000) : 0);
      totals.set(answer.deviceKey, (totals.get(answer.deviceKey) ?? 0) + answer.points);
    }
    const delays = answers.map((answer) => answer.oneWayDelayMs);
    expect(delays.filter((delay) => delay > 0).length).toBe(4); // Ana's and Ben's, pinged
    expect(delays.filter((delay) => delay === 0).length).toBe(1); // Cai never acknowledged
    const scores = await Promise.all([ana, ben, cai].map((phone) => phone.mine()));
    expect(scores.map((mine) => mine.player!.score).sort()).toEqual([...totals.values()].sort());
    expect(final.standings!.players.map((p) => p.score)).toEqual(
      [...totals.values()].sort((a, b) => b - a),
    );
    expect(final.standings!.players[0]!.rank).toBe(1);

    const mineAfter = await ana.mine();
    expect(mineAfter.answer).toMatchObject({ choice: 2, correct: true });

    run = await act(app.url, app.organizer, final, 'next');
    run = await act(app.url, app.organizer, run, 'next');
    expect(run.phase).toBe('podium');
    expect(run.podium!.map((place) => place?.score ?? null)).toEqual(
      final.standings!.players.slice(0, 3).map((p) => p.score),
    );
    expect(ended).toEqual([run.id]);
    // What the results, the leaderboard and the keepsake read once it ended.
    const source = quizResultsOf({} as AppContext);
    const results = (await source.results(run.id))!;
    expect(results.players.map((p) => p.score)).toEqual([...totals.values()].sort((a, b) => b - a));
    expect(results.players.every((p) => /^[0-9a-f]{64}$/.test(p.deviceHash))).toBe(true);
    expect(results.questions.map((q) => [q.correctIndex, q.counts])).toEqual([
      [1, [1, 2, 0, 0]],
      [2, [0, 0, 2, 0]],
    ]);
    expect((await source.runs())[0]).toMatchObject({ id: run.id, players: 3, podium: run.podium });
    const closed = stateWhere(projector, (r) => r === null);
    await act(app.url, app.organizer, run, 'end');
    await closed;
    expect((await callApi<QuizLive>(app.url, '/api/quiz/live')).body.run).toBeNull();

    for (const phone of [ana, ben, cai]) expectNoRightAnswerBeforeClose(phone.received);
    expectNoRightAnswerBeforeClose(projected);
  }, 60_000);

  it('plays tables as teams once the seating chart is published; the unseated play alone', async () => {
    const [ines, juan] = [
      await signedInGuestOn(app, { firstName: 'Ines', lastName: 'Quiz' }),
      await signedInGuestOn(app, { firstName: 'Juan', lastName: 'Quiz' }),
    ];
    const table = await callApi<{ id: string }>(app.url, '/api/seating/tables', {
      method: 'POST',
      cookie: app.organizer,
      body: { tableNumber: 7, tableName: 'Family' },
    });
    expect(table.status).toBe(201);
    const seated = await callApi(app.url, '/api/seating/import', {
      method: 'POST',
      cookie: app.organizer,
      body: { guestIds: [ines.id, juan.id], tableId: table.body.id },
    });
    expect(seated.status).toBe(201);
    await callApi(app.url, '/api/seating/publication', {
      method: 'PUT',
      cookie: app.organizer,
      body: { published: true },
    });
    const projector = await app.connect();
    await subscribe(projector, 'quiz');

    let run = await openRun([2]);
    const solo = await phoneOn(app.url, 'teams-solo');
    const asGuest = (guest: typeof ines, path: string, body: unknown) =>
      callApi<{ player?: { tableName: string | null } }>(app.url, path, {
        method: 'POST',
        headers: guest.headers,
        body,
      });
    const joined = await asGuest(ines, '/api/quiz/players', { name: 'Ines' });
    expect(joined.body.player?.tableName).toBe('Family');
    await asGuest(juan, '/api/quiz/players', { name: 'Juan' });
    expect((await solo.join('Solo')).body).toMatchObject({ player: { tableName: null } });

    run = await act(app.url, app.organizer, run, 'start');
    const revealed = stateWhere(projector, (r) => r?.phase === 'reveal');
    const answer = { runId: run.id, questionIndex: 0 };
    expect((await asGuest(ines, '/api/quiz/answers', { ...answer, choice: 2 })).status).toBe(202);
    expect((await asGuest(juan, '/api/quiz/answers', { ...answer, choice: 0 })).status).toBe(202);
    expect(await solo.answer(run.id, 0, 2)).toBe(202);
    const { standings, teams } = (await revealed).run!;
    expect(teams).toBe(true);
    const inesScore = standings!.players.find((p) => p.name === 'Ines')!.score;
    expect(inesScore).toBeGreaterThan(500);
    expect(standings!.tables).toEqual([
      {
        tableId: table.body.id,
        name: 'Family',
        score: Math.round(inesScore / 2),
        players: 2,
        rank: 1,
      },
    ]);
    expect(standings!.players.find((p) => p.name === 'Solo')!.tableName).toBeNull();
  }, 60_000);
});
