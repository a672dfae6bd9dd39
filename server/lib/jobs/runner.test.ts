import { afterEach, describe, expect, it } from 'vitest';
import { JobClaimModel, JobModel } from './model';
import { backoffBefore } from './types';
import { freshType, gate, runnerFor, stopAll, until } from './test-support';

afterEach(stopAll);

const stateOf = async (id: string) => (await JobModel.findById(id).lean())?.state;

describe('a job runner', () => {
  it('runs a job once, with its payload', async () => {
    const type = freshType('once');
    const runner = runnerFor('a');
    const calls: unknown[] = [];
    runner.define<{ n: number }>(type, async (payload, { attempt }) => {
      calls.push({ ...payload, attempt });
    });
    runner.start();
    const { id, created } = await runner.enqueue(type, { n: 7 });
    expect(created).toBe(true);
    await until('done', async () => (await stateOf(id)) === 'done');
    await runner.idle();
    expect(calls).toEqual([{ n: 7, attempt: 1 }]);
    expect(await runner.get(id)).toMatchObject({ state: 'done', attempts: 1, lastError: null });
  });

  it('retries a failing job with growing waits, then succeeds', async () => {
    const type = freshType('retry');
    const runner = runnerFor('a');
    const times: number[] = [];
    runner.define(
      type,
      async () => {
        times.push(Date.now());
        if (times.length < 3) throw new Error(`not yet ${times.length}`);
      },
      { backoffMs: 100 },
    );
    runner.start();
    const { id } = await runner.enqueue(type, null);
    await until('done', async () => (await stateOf(id)) === 'done');
    expect(times).toHaveLength(3);
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(100);
    expect(times[2] - times[1]).toBeGreaterThanOrEqual(200);
    expect(await runner.get(id)).toMatchObject({ attempts: 3, lastError: null });
    expect(backoffBefore(1, 100, 1_000)).toBe(100);
    expect(backoffBefore(4, 100, 1_000)).toBe(800);
    expect(backoffBefore(9, 100, 1_000)).toBe(1_000);
  });

  it('gives up after maxAttempts and keeps the last error', async () => {
    const type = freshType('give-up');
    const runner = runnerFor('a');
    let calls = 0;
    runner.define(
      type,
      async () => {
        calls += 1;
        throw new Error(`boom ${calls}`);
      },
      { maxAttempts: 3, backoffMs: 10 },
    );
    runner.start();
    const { id } = await runner.enqueue(type, null);
    await until('failed', async () => (await stateOf(id)) === 'failed');
    await runner.idle();
    expect(calls).toBe(3);
    expect(await runner.get(id)).toMatchObject({
      state: 'failed',
      attempts: 3,
      lastError: 'boom 3',
    });
  });

  it('two runners on one database run each of 20 jobs exactly once', async () => {
    const type = freshType('race');
    const ran = new Map<string, string[]>();
    const [a, b] = [runnerFor('a'), runnerFor('b')];
    for (const runner of [a, b])
      runner.define<{ n: number }>(
        type,
        async (payload) => {
          const key = String(payload.n);
          ran.set(key, [...(ran.get(key) ?? []), runner.owner]);
          // Long enough that the other runner's claims meet running jobs too.
          await new Promise((resolve) => setImmediate(resolve));
        },
        { concurrency: 4 },
      );
    // Stored before either starts, so both claim from the same 20 at the same moment.
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, n) => (n % 2 ? a : b).enqueue(type, { n })),
    );
    a.start();
    b.start();
    await until(
      'all done',
      async () => (await JobModel.countDocuments({ type, state: 'done' })) === 20,
    );
    await Promise.all([a.idle(), b.idle()]);
    expect([...ran.values()].map((owners) => owners.length)).toEqual(Array(20).fill(1));
    expect(ran.size).toBe(20);
    const owners = new Set([...ran.values()].flat());
    expect(owners.size).toBeGreaterThan(0);
    for (const { id } of ids) expect((await a.get(id))?.attempts).toBe(1);
  });

  it('one enqueue per key while its job is live; a new job once it is done', async () => {
    const type = freshType('key');
    const runner = runnerFor('a');
    const held = gate();
    let calls = 0;
    runner.define(type, async () => {
      calls += 1;
      await held.opened;
    });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => runner.enqueue(type, { n }, { key: 'album' })),
    );
    expect(answers.filter((answer) => answer.created)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    runner.start();
    await until('running', async () => (await stateOf(answers[0].id)) === 'running');
    expect(await runner.enqueue(type, {}, { key: 'album' })).toEqual({
      id: answers[0].id,
      created: false,
    });
    held.open();
    await until('done', async () => (await stateOf(answers[0].id)) === 'done');
    const next = await runner.enqueue(type, {}, { key: 'album' });
    expect(next.created).toBe(true);
    await until('second done', async () => (await stateOf(next.id)) === 'done');
    expect(calls).toBe(2);
    expect(await JobModel.countDocuments({ type })).toBe(2);
  });

  it('a job due later waits for its time', async () => {
    const type = freshType('later');
    const runner = runnerFor('a');
    let ranAt = 0;
    runner.define(type, async () => {
      ranAt = Date.now();
    });
    runner.start();
    const runAt = new Date(Date.now() + 300);
    const { id } = await runner.enqueue(type, null, { runAt });
    await until('done', async () => (await stateOf(id)) === 'done');
    expect(ranAt).toBeGreaterThanOrEqual(runAt.getTime());
  });

  it('a run longer than timeoutMs is aborted and counted as failed', async () => {
    const type = freshType('timeout');
    const runner = runnerFor('a');
    runner.define(
      type,
      (_, { signal }) =>
        new Promise<void>((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
      { timeoutMs: 100, maxAttempts: 1 },
    );
    runner.start();
    const { id } = await runner.enqueue(type, null);
    await until('failed', async () => (await stateOf(id)) === 'failed');
    expect((await runner.get(id))?.lastError).toBe('timed out after 100 ms');
  });

  it('claims are numbered, one per run', async () => {
    const type = freshType('claims');
    const runner = runnerFor('a');
    let calls = 0;
    runner.define(
      type,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('first');
      },
      { backoffMs: 10 },
    );
    runner.start();
    const { id } = await runner.enqueue(type, null);
    await until('done', async () => (await stateOf(id)) === 'done');
    await runner.idle();
    const claims = await JobClaimModel.find({ jobId: id }).sort({ generation: 1 }).lean();
    expect(claims.map((claim) => [claim.generation, claim.released])).toEqual([
      [1, true],
      [2, true],
    ]);
  });

  it('run() runs the job here at once and answers how it went; a live key runs nothing', async () => {
    const type = freshType('run-now');
    const [here, elsewhere] = [runnerFor('here'), runnerFor('elsewhere')];
    const ran: string[] = [];
    const held = gate();
    for (const runner of [here, elsewhere])
      runner.define(type, async () => {
        ran.push(runner.owner);
        await held.opened;
      });
    // The other process polls all along: the job is written claimed, so it never gets it.
    elsewhere.start();
    const running = here.run(type, null, { key: 'k' });
    await until('running here', () => ran.length === 1);
    expect(await here.run(type, null, { key: 'k' })).toMatchObject({ created: false });
    held.open();
    expect(await running).toMatchObject({ created: true, outcome: 'done' });
    expect(ran).toEqual(['here']);
  });

  it('sweeps finished jobs and their claims once they are old, never a live one', async () => {
    const type = freshType('sweep');
    const runner = runnerFor('a', { keepFinishedMs: 60_000 });
    runner.define(type, async () => {});
    runner.start();
    const { id } = await runner.enqueue(type, null);
    await until('done', async () => (await stateOf(id)) === 'done');
    await runner.idle();
    const queued = await runner.enqueue(type, null, { runAt: new Date(Date.now() + 3_600_000) });
    const task = runner.sweepTask();
    expect(await task.sweep(new Date())).toBe(0);
    expect(await task.sweep(new Date(Date.now() + 120_000))).toBeGreaterThanOrEqual(2);
    expect(await JobModel.exists({ _id: id })).toBeNull();
    expect(await JobClaimModel.exists({ jobId: id })).toBeNull();
    expect(await stateOf(queued.id)).toBe('queued');
  });
});
