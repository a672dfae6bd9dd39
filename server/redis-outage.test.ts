import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESYNC_EVENT } from '../protocol/events';
import { DEVICE_HEADER } from '../protocol/http';
import type { Moment } from '../protocol/moments';
import { deviceFor } from './test/devices';
import { nextEvent, startTestApp, subscribe, type TestApp } from './test/harness';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy';

const redisUrl = process.env.REDIS_TEST_URL;

/** What a guest is promised while Redis is away: an answer, fast, whatever it is. */
const ANSWER_WITHIN_MS = 2_000;

/**
 * Two processes behind one Redis, which goes away mid-evening and comes back (both reach it through
 * a TCP proxy that the test stops and starts, as a crashed Redis or a dead link would). What the
 * guests on each process see: writes still answered at once, pushes on the process that took the
 * write, and, once Redis is back, every page told to refetch and pushes crossing processes again.
 * (Write limits during the outage: lib/http/redis-outage-limits.test.ts.)
 */
describe.skipIf(!redisUrl)('a Redis outage with two processes', () => {
  const keyPrefix = `test_outage2_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let redis: TcpProxy;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const target = new URL(redisUrl!);
    redis = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const env = { REDIS_URL: `redis://127.0.0.1:${redis.port}`, REDIS_KEY_PREFIX: keyPrefix };
    a = await startTestApp(env);
    b = await startTestApp(env);
  });
  afterAll(async () => {
    await redis.start().catch(() => undefined);
    await Promise.all([a?.close(), b?.close()]);
    await redis.stop();
    const direct = createClient({ url: redisUrl });
    await direct.connect();
    for await (const keys of direct.scanIterator({ MATCH: `${keyPrefix}:*` })) {
      if (keys.length) await direct.del(keys);
    }
    await direct.quit();
  });

  async function postThroughA(content: string) {
    const started = Date.now();
    const response = await fetch(`${a.url}/api/live-wedding-moments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [DEVICE_HEADER]: await deviceFor(a.url, `outage-phone-${content}`),
      },
      body: JSON.stringify({ guestName: 'Outage guest', content, momentType: 'text' }),
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, ms: Date.now() - started };
  }

  it('answers writes at once, pushes on the same process, and resyncs every page when Redis is back', async () => {
    const [wallOnA] = a.sockets;
    const [wallOnB] = b.sockets;
    for (const wall of [wallOnA, wallOnB]) {
      expect((await subscribe(wall, 'moments')).subscribed).toEqual(['moments']);
    }
    // Identities first: asking for one is itself a write that Redis counts.
    for (const content of ['before', 'during', 'after']) {
      await deviceFor(a.url, `outage-phone-${content}`);
    }

    // Before: a moment posted on A reaches the wall on B through Redis. A delivers it to its own
    // wall only once its publish to the stream is answered, which may be after B has read it: both
    // walls have it before Redis goes, or A's late copy would be taken for the next push.
    const crossedBefore = nextEvent(wallOnB, 'moment:created');
    const localBefore = nextEvent(wallOnA, 'moment:created');
    expect((await postThroughA('before')).status).toBe(201);
    expect((await crossedBefore).content).toBe('before');
    expect((await localBefore).content).toBe('before');

    await redis.stop();
    const seenOnA = nextEvent(wallOnA, 'moment:created');
    const during = await postThroughA('during');
    expect(during.status).toBe(201);
    expect(during.ms).toBeLessThan(ANSWER_WITHIN_MS);
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
    expect((await postThroughA('after')).status).toBe(201);
    expect((await crossedAfter).content).toBe('after');
  });
});
