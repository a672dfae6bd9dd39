import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RESYNC_EVENT } from '../protocol/events';
import { DEVICE_HEADER } from '../protocol/http';
import type { Moment } from '../protocol/moments';
import { deviceFor } from './test/devices';
import { openPage, startAppProcesses, type AppProcess } from './test/app-process';
import { nextEvent, subscribe, type TestSocket } from './test/harness';
import { describeWithRedis, dropRedisKeys, testRedisUrl } from './test/redis';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy';

const redisUrl = testRedisUrl();

/**
 * Two app processes behind one Redis, which goes away mid-evening and comes back (both reach it
 * through a TCP proxy that the test stops and starts, as a crashed Redis or a dead link would).
 * What the guests on each process see: writes still answered while Redis is away, pushes on the
 * process that took the write, and, once Redis is back, every page told to refetch and pushes
 * crossing processes again. How fast a write is answered meanwhile is measured by
 * `npm run bench -- moments --redis-outage`. (Write limits during the outage:
 * lib/http/redis-outage-limits.test.ts.)
 */
describeWithRedis('a Redis outage with two processes', () => {
  const keyPrefix = `test_outage2_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let redis: TcpProxy;
  let a: AppProcess;
  let b: AppProcess;
  const pages: TestSocket[] = [];

  beforeAll(async () => {
    const target = new URL(redisUrl);
    redis = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    [a, b] = (await startAppProcesses(2, {
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      REDIS_KEY_PREFIX: keyPrefix,
    })) as [AppProcess, AppProcess];
  }, 120_000);
  afterAll(async () => {
    for (const page of pages) page.disconnect();
    await redis?.start().catch(() => undefined);
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
    await dropRedisKeys(redisUrl, keyPrefix);
  });

  async function wallOn(app: AppProcess) {
    const wall = await openPage(app.url);
    pages.push(wall);
    expect((await subscribe(wall, 'moments')).subscribed).toEqual(['moments']);
    return wall;
  }

  async function postThroughA(content: string) {
    const response = await fetch(`${a.url}/api/live-wedding-moments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [DEVICE_HEADER]: await deviceFor(a.url, `outage-phone-${content}`),
      },
      body: JSON.stringify({ guestName: 'Outage guest', content, momentType: 'text' }),
      signal: AbortSignal.timeout(10_000),
    });
    return response.status;
  }

  it('answers writes while Redis is away, pushes on the same process, and resyncs every page when Redis is back', async () => {
    const wallOnA = await wallOn(a);
    const wallOnB = await wallOn(b);
    // Identities first: asking for one is itself a write that Redis counts.
    for (const content of ['before', 'during', 'after']) {
      await deviceFor(a.url, `outage-phone-${content}`);
    }

    // Before: a moment posted on A reaches the wall on B through Redis. A delivers it to its own
    // wall only once its publish to the stream is answered, which may be after B has read it: both
    // walls have it before Redis goes, or A's late copy would be taken for the next push.
    const crossedBefore = nextEvent(wallOnB, 'moment:created', 10_000);
    const localBefore = nextEvent(wallOnA, 'moment:created', 10_000);
    expect(await postThroughA('before')).toBe(201);
    expect((await crossedBefore).content).toBe('before');
    expect((await localBefore).content).toBe('before');

    // During: the write is answered, and pushed on A, while Redis is still away (it comes back
    // only after both): no answer or push waits for Redis to return.
    await redis.stop();
    const seenOnA = nextEvent(wallOnA, 'moment:created', 10_000);
    expect(await postThroughA('during')).toBe(201);
    expect((await seenOnA).content).toBe('during');

    // Back: every page on B is told to refetch, and its refetch has what was posted on A meanwhile.
    const resyncOnB = nextEvent(wallOnB, RESYNC_EVENT, 15_000);
    const resyncOnA = nextEvent(wallOnA, RESYNC_EVENT, 15_000);
    await redis.start();
    expect((await resyncOnB).refetchWithinMs).toBeGreaterThan(0);
    await resyncOnA;
    const refetched = (await (await fetch(`${b.url}/api/live-wedding-moments`)).json()) as Moment[];
    expect(refetched.map((moment) => moment.content)).toContain('during');

    // And pushes cross processes again.
    const crossedAfter = nextEvent(wallOnB, 'moment:created', 15_000);
    expect(await postThroughA('after')).toBe(201);
    expect((await crossedAfter).content).toBe('after');
  });
});
