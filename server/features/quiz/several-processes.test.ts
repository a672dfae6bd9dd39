import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { QuizLive } from '../../../protocol/quiz';
import { callApi } from '../../test/api';
import { organizerCookieOn, startAppProcesses, type AppProcess } from '../../test/app-process';
import { subscribe, type TestSocket } from '../../test/harness';
import { eventually, openPage } from '../../test/app-process';
import { describeWithRedis, dropRedisKeys, testRedisUrl } from '../../test/redis';
import { QuizAnswerModel } from './model';
import { act, hostAction, phoneOn, stateWhere, storedQuiz } from './test-support';

const redisUrl = testRedisUrl();

/**
 * Two app processes sharing the database and Redis, as behind a load balancer: answers reach
 * either and count once; one process owns the question clock and the other takes it over when
 * it stops; a process restarted mid-question closes it and the scores stand.
 */
describeWithRedis('the live quiz on several processes', () => {
  const keyPrefix = `test_quiz_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let apps: [AppProcess, AppProcess];
  let organizer: string;
  const pages: TestSocket[] = [];
  beforeAll(async () => {
    apps = (await startAppProcesses(2, {
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      WRITE_LIMIT_PER_DEVICE: '200',
    })) as [AppProcess, AppProcess];
    organizer = await organizerCookieOn(apps[0].url);
  }, 180_000);
  afterAll(async () => {
    for (const page of pages) page.disconnect();
    await Promise.all((apps ?? []).map((app) => app.stop()));
    await dropRedisKeys(redisUrl, keyPrefix);
  });

  /** The process whose instance holds the clock's lease. */
  async function clockOwner(among: AppProcess[] = apps): Promise<AppProcess> {
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    const holder = await redis.get(`${keyPrefix}:quiz:clock`);
    await redis.quit();
    for (const app of among) {
      const { body } = await callApi<{ instance: string }>(app.url, '/api/health');
      if (body.instance === holder) return app;
    }
    throw new Error(`no process holds the clock (${holder})`);
  }

  async function screenOn(url: string): Promise<TestSocket> {
    const page = await openPage(url);
    pages.push(page);
    await subscribe(page, 'quiz');
    return page;
  }

  it('counts answers reaching either process once, and the clock moves to the survivor', async () => {
    const [a, b] = apps;
    const quizId = await storedQuiz([0, 1, 2]);
    const opened = await hostAction(a.url, organizer, { action: 'open', quizId });
    expect(opened.status).toBe(200);
    let run = opened.body.run!;
    const ana = await phoneOn(a.url, 'procs-ana');
    const ben = await phoneOn(b.url, 'procs-ben');
    pages.push(ana.socket, ben.socket);
    expect((await ana.join('Ana')).status).toBe(200);
    expect((await ben.join('Ben')).status).toBe(200);

    // Started on B: the push reaches the phone on A too.
    const askedA = stateWhere(ana.socket, (r) => r?.phase === 'question');
    const askedB = stateWhere(ben.socket, (r) => r?.phase === 'question');
    run = await act(b.url, organizer, run, 'start');
    await Promise.all([askedA, askedB]);
    const revealA = stateWhere(ana.socket, (r) => r?.phase === 'reveal');
    expect(await ana.answer(run.id, 0, 0, b.url)).toBe(202);
    expect(await ben.answer(run.id, 0, 3, a.url)).toBe(202);
    // The same phones again, through the other process: refused, counted once.
    expect(await ana.answer(run.id, 0, 1, a.url)).toBe(409);
    expect(await ben.answer(run.id, 0, 0, b.url)).toBe(409);
    const first = (await revealA).run!;
    expect(first.reveal).toEqual({ questionIndex: 0, correctIndex: 0, counts: [1, 0, 0, 1] });
    expect(await QuizAnswerModel.countDocuments({ runId: run.id })).toBe(2);
    const anaScore = (await ana.mine(b.url)).player!.score;
    expect(anaScore).toBeGreaterThan(500);

    // The clock's owner stops: the other process closes the next question.
    const owner = await clockOwner();
    const survivor = owner === a ? b : a;
    const phone = owner === a ? ben : ana;
    const screen = await screenOn(survivor.url);
    await owner.stop();
    run = await act(survivor.url, organizer, first, 'next');
    const asked = stateWhere(screen, (r) => r?.phase === 'question' && r.questionIndex === 1);
    run = await act(survivor.url, organizer, run, 'next');
    await asked;
    const closedBySurvivor = stateWhere(
      screen,
      (r) => r?.phase === 'reveal' && r.questionIndex === 1,
    );
    expect(await phone.answer(run.id, 1, 1, survivor.url)).toBe(202);
    const second = (await closedBySurvivor).run!;
    expect(second.reveal!.counts).toEqual([0, 1, 0, 0]);
    expect(await clockOwner([survivor])).toBe(survivor);

    // Restarted mid-question: the run goes on from what is stored, the scores kept.
    run = await act(survivor.url, organizer, second, 'next');
    run = await act(survivor.url, organizer, run, 'next');
    expect(run).toMatchObject({ phase: 'question', questionIndex: 2 });
    expect(await phone.answer(run.id, 2, 2, survivor.url)).toBe(202);
    const before = (await phone.mine(survivor.url)).player!.score;
    await survivor.restart();
    // Its close may have passed while it was down: closed at once when it is back.
    let third: QuizLive['run'] = null;
    await eventually('the restarted process closes the question', async () => {
      third = (await callApi<QuizLive>(survivor.url, '/api/quiz/live')).body.run;
      return third?.phase === 'reveal';
    });
    expect(third!.reveal!.counts).toEqual([0, 0, 1, 0]);
    const after = (await phone.mine(survivor.url)).player!.score;
    expect(after).toBeGreaterThan(before);
    const live = await callApi<QuizLive>(survivor.url, '/api/quiz/live');
    expect(live.body.run).toMatchObject({ id: run.id, phase: 'reveal', questionIndex: 2 });
  }, 180_000);
});
