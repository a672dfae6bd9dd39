import { afterEach, describe, expect, it } from 'vitest';
import { JobClaimModel, JobModel } from './model';
import { freshType, gate, runnerFor, stopAll, until } from './test-support';

afterEach(stopAll);

const stateOf = async (id: string) => (await JobModel.findById(id).lean())?.state;

describe('a job under lease', () => {
  it('left by a runner that stopped without releasing it is taken over once the lease lapses', async () => {
    const type = freshType('crash');
    const LEASE = 400;
    // The first process's run ignores every signal: it is stuck, and then its process is gone.
    const stuck = gate();
    const calls: string[] = [];
    const a = runnerFor('a', { stopWaitMs: 20 });
    a.define(
      type,
      async () => {
        calls.push('a');
        await stuck.opened;
      },
      { leaseMs: LEASE },
    );
    a.start();
    const { id } = await a.enqueue(type, null);
    await until('a runs it', () => calls.length === 1);
    await a.stop();
    const leftUntil = (await JobClaimModel.findOne({ jobId: id, generation: 1 }).lean())!
      .leaseUntil;

    const b = runnerFor('b');
    let tookOverAt = 0;
    b.define(
      type,
      async () => {
        tookOverAt = Date.now();
        calls.push('b');
      },
      { leaseMs: LEASE },
    );
    b.start();
    await until('b finished it', async () => (await stateOf(id)) === 'done');
    expect(tookOverAt).toBeGreaterThanOrEqual(leftUntil.getTime());

    // The stuck run returns at last: it lost the job, so it writes nothing.
    stuck.open();
    await a.idle();
    await b.idle();
    expect(calls).toEqual(['a', 'b']);
    expect(await JobModel.findById(id).lean()).toMatchObject({
      state: 'done',
      attempts: 2,
      generation: 2,
    });
  });

  it('is kept by its heartbeat through a run many leases long', async () => {
    const type = freshType('heartbeat');
    const LEASE = 1_000;
    const calls: string[] = [];
    const [a, b] = [runnerFor('a'), runnerFor('b')];
    a.define(
      type,
      async () => {
        calls.push('a');
        // The job itself takes four leases.
        await new Promise((resolve) => setTimeout(resolve, LEASE * 4));
      },
      { leaseMs: LEASE },
    );
    b.define(type, async () => void calls.push('b'), { leaseMs: LEASE });
    const { id } = await a.enqueue(type, null);
    a.start();
    await until('a runs it', () => calls.length === 1);
    // B polls every 50 ms all along the run.
    b.start();
    await until('done', async () => (await stateOf(id)) === 'done');
    expect(calls).toEqual(['a']);
    expect(await JobModel.findById(id).lean()).toMatchObject({ attempts: 1, generation: 1 });
  });

  it('stop() waits for a running job, which finishes and is recorded', async () => {
    const type = freshType('stop-wait');
    const a = runnerFor('a');
    const running = gate();
    let finished = false;
    a.define(type, async () => {
      running.open();
      await new Promise((resolve) => setTimeout(resolve, 200));
      finished = true;
    });
    a.start();
    const { id } = await a.enqueue(type, null);
    await running.opened;
    await a.stop();
    expect(finished).toBe(true);
    expect(await stateOf(id)).toBe('done');
  });

  it('a job that stops when told is queued again at once for another process', async () => {
    const type = freshType('stop-release');
    const a = runnerFor('a');
    const running = gate();
    a.define(
      type,
      (_, { signal }) =>
        new Promise<void>((_resolve, reject) => {
          running.open();
          signal.addEventListener('abort', () => reject(new Error(String(signal.reason))));
        }),
      // A lease far longer than the test: only a release lets another process have it.
      { leaseMs: 600_000 },
    );
    a.start();
    const { id } = await a.enqueue(type, null);
    await running.opened;
    await a.stop();
    expect(await JobModel.findById(id).lean()).toMatchObject({ state: 'queued', attempts: 0 });

    const b = runnerFor('b');
    let attempt = 0;
    b.define(type, async (_, context) => void (attempt = context.attempt), { leaseMs: 600_000 });
    b.start();
    await until('b finished it', async () => (await stateOf(id)) === 'done');
    expect(attempt).toBe(1);
  });
});
