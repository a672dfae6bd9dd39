import { describe, expect, it } from 'vitest';
import type { QuizLive } from '../../../protocol/quiz';
import { callApi } from '../../test/api';
import { QuizAnswerModel } from './model';
import { act, hostAction, phoneOn, stateWhere, storedQuiz, useLiveQuizApp } from './test-support';

const { app, openRun } = useLiveQuizApp();

const answerAs = (deviceId: string | undefined, body: unknown) =>
  callApi<{ code?: string }>(app.url, '/api/quiz/answers', { method: 'POST', deviceId, body });

describe('the live quiz refuses what must not count', () => {
  it('answers: no run, unknown or closed question, not joined, a second answer, a bad choice, no device', async () => {
    const noRun = await answerAs('quiz-stranger', { runId: 'x', questionIndex: 0, choice: 0 });
    expect([noRun.status, noRun.body.code]).toEqual([404, 'quiz.noQuiz']);

    let run = await openRun([0, 1], 5);
    const ana = await phoneOn(app.url, 'inputs-ana');
    expect((await ana.join('Ana')).status).toBe(200);
    const notOpen = await answerAs(ana.label, { runId: run.id, questionIndex: 0, choice: 0 });
    expect([notOpen.status, notOpen.body.code]).toEqual([409, 'quiz.questionNotOpen']);
    const asked = stateWhere(ana.socket, (r) => r?.phase === 'question');
    run = await act(app.url, app.organizer, run, 'start');
    await asked;

    const refusals: [string | undefined, unknown, number, string][] = [
      [ana.label, { runId: 'another', questionIndex: 0, choice: 0 }, 404, 'quiz.noQuiz'],
      [ana.label, { runId: run.id, questionIndex: 1, choice: 0 }, 409, 'quiz.questionNotOpen'],
      [ana.label, { runId: run.id, questionIndex: 0, choice: 4 }, 400, 'quiz.choiceInvalid'],
      [ana.label, { runId: run.id, questionIndex: 0, choice: -1 }, 400, 'quiz.choiceInvalid'],
      [undefined, { runId: run.id, questionIndex: 0, choice: 0 }, 400, 'quiz.deviceRequired'],
      ['inputs-not-joined', { runId: run.id, questionIndex: 0, choice: 0 }, 403, 'quiz.notJoined'],
    ];
    for (const [device, body, status, code] of refusals) {
      const refused = await answerAs(device, body);
      expect([refused.status, refused.body.code], JSON.stringify(body)).toEqual([status, code]);
    }
    // A forged device header is no device at all.
    const forged = await callApi<{ code?: string }>(app.url, '/api/quiz/answers', {
      method: 'POST',
      headers: { 'x-device-id': 'd1.forged.abc.def' },
      body: { runId: run.id, questionIndex: 0, choice: 0 },
    });
    expect(forged.status).toBe(400);

    expect(await ana.answer(run.id, 0, 0)).toBe(202);
    const second = await answerAs(ana.label, { runId: run.id, questionIndex: 0, choice: 1 });
    expect([second.status, second.body.code]).toEqual([409, 'quiz.alreadyAnswered']);
    const stored = await QuizAnswerModel.find({ runId: run.id }).lean();
    expect(stored.map((answer) => answer.choice)).toEqual([0]);

    // Closed: after the close and its grace nothing more counts.
    await stateWhere(ana.socket, (r) => r?.phase === 'reveal', 15_000);
    const late = await answerAs(ana.label, { runId: run.id, questionIndex: 0, choice: 0 });
    expect([late.status, late.body.code]).toEqual([409, 'quiz.questionClosed']);
    expect(await QuizAnswerModel.countDocuments({ runId: run.id })).toBe(1);
  }, 60_000);

  it('host actions: a stale revision, an action the phase does not allow, a second quiz', async () => {
    const run = await openRun([0]);
    const notNow = await hostAction(app.url, app.organizer, {
      action: 'resume',
      runId: run.id,
      revision: run.revision,
    });
    expect([notNow.status, notNow.body.code]).toEqual([409, 'quiz.actionNotNow']);
    // Two host pages tap Start on the same revision at once: one starts, the other is told.
    const taps = await Promise.all(
      [0, 1].map(() =>
        hostAction(app.url, app.organizer, {
          action: 'start',
          runId: run.id,
          revision: run.revision,
        }),
      ),
    );
    expect(taps.map((tap) => tap.status).sort()).toEqual([200, 409]);
    expect(taps.find((tap) => tap.status === 409)!.body.code).toBe('quiz.staleAction');
    const live = (await callApi<QuizLive>(app.url, '/api/quiz/live')).body.run!;
    expect([live.phase, live.questionIndex, live.revision]).toEqual(['question', 0, 1]);

    const other = await storedQuiz([1]);
    const second = await hostAction(app.url, app.organizer, { action: 'open', quizId: other });
    expect([second.status, second.body.code]).toEqual([409, 'quiz.anotherQuizRunning']);
  });

  it('pauses and resumes: the countdown stops, answers wait, the time paused is not counted', async () => {
    let run = await openRun([3], 5);
    const ana = await phoneOn(app.url, 'pause-ana');
    await ana.join('Ana');
    const asked = stateWhere(ana.socket, (r) => r?.phase === 'question');
    run = await act(app.url, app.organizer, run, 'start');
    const openedAt = Date.parse((await asked).run!.openedAt!);
    run = await act(app.url, app.organizer, run, 'pause');
    expect(run).toMatchObject({ paused: true, closesAt: null });
    expect(run.remainingMs).toBeGreaterThan(0);
    expect(run.remainingMs).toBeLessThanOrEqual(5000);
    // The server paused before this and resumes after `resumeSentAt`: it was paused at least this.
    const pausedAt = Date.now();
    const paused = await answerAs(ana.label, { runId: run.id, questionIndex: 0, choice: 3 });
    expect([paused.status, paused.body.code]).toEqual([409, 'quiz.questionNotOpen']);
    const resumeSentAt = Date.now();
    const resumed = await act(app.url, app.organizer, run, 'resume');
    const pauseMs = resumeSentAt - pausedAt;
    expect(resumed.paused).toBe(false);
    // The emission moved forward by the pause: the answer's time does not count it.
    expect(Date.parse(resumed.openedAt!) - openedAt).toBeGreaterThanOrEqual(pauseMs);
    expect(Date.parse(resumed.closesAt!) - Date.parse(resumed.openedAt!)).toBe(5000);
    expect(await ana.answer(run.id, 0, 3)).toBe(202);
    const [answer] = await QuizAnswerModel.find({ runId: run.id }).lean();
    expect(answer!.elapsedMs).toBeLessThan(Date.now() - openedAt - pauseMs + 100);
    const revealed = await stateWhere(ana.socket, (r) => r?.phase === 'reveal', 15_000);
    expect(revealed.run!.reveal!.counts).toEqual([0, 0, 0, 1]);
  }, 60_000);
});
