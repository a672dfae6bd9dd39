import { createClient } from 'redis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEVICE_HEADER } from '../../../protocol/http';
import { deviceFor } from '../../test/devices';
import { nextEvent, startTestApp, subscribe, type TestApp } from '../../test/harness';
import { describeWithRedis, testRedisUrl } from '../../test/redis';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';

const redisUrl = testRedisUrl();

describeWithRedis('write limits while Redis is down', () => {
  let redis: TcpProxy;
  let app: TestApp;
  const prefix = `outage${Date.now()}`;

  beforeAll(async () => {
    const target = new URL(redisUrl);
    redis = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    app = await startTestApp({
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      REDIS_KEY_PREFIX: prefix,
      WRITE_LIMIT_PER_DEVICE: '3',
    });
  });
  afterAll(async () => {
    await redis.start().catch(() => undefined);
    await app.close();
    await redis.stop();
  });

  async function post(phone: string, content: string) {
    const response = await fetch(`${app.url}/api/live-wedding-moments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [DEVICE_HEADER]: await deviceFor(app.url, phone) },
      body: JSON.stringify({ guestName: 'Outage guest', content, momentType: 'text' }),
      signal: AbortSignal.timeout(10_000),
    });
    return response.status;
  }

  it('answers every write while Redis is away, keeps limiting per process, and counts in Redis again once it is back', async () => {
    // Identities first: asking for one is itself a limited write.
    await deviceFor(app.url, 'during-outage');
    await deviceFor(app.url, 'after-outage');
    const [wall] = app.sockets;
    expect((await subscribe(wall, 'moments')).subscribed).toEqual(['moments']);

    await redis.stop();
    const pushed = nextEvent(wall, 'moment:created');
    const during = [];
    // Every answer comes while Redis is still away (it is started again only after them): none
    // waits for Redis to return. How fast they come is the bench's (docs/benchmarks.md).
    for (let i = 0; i < 4; i++) during.push(await post('during-outage', `during ${i}`));
    expect(during).toEqual([201, 201, 201, 429]);
    // The wall on this process still sees what was posted here.
    expect((await pushed).content).toBe('during 0');

    await redis.start();
    // Once the app has reconnected, a new phone's count shows up in Redis again.
    const direct = createClient({ url: redisUrl });
    await direct.connect();
    try {
      // Keys hold each device's keyed hash, not its id: a new phone counted adds one.
      const perDevice = `${prefix}:write-limit:standard:device:*`;
      const known = (await direct.keys(perDevice)).length;
      let probe = 0;
      let counted = false;
      while (!counted) {
        const phone = `probe-${(probe += 1)}`;
        expect(await post(phone, 'probe')).toBe(201);
        counted = (await direct.keys(perDevice)).length > known;
      }
    } finally {
      await direct.quit();
    }
    const after = [];
    for (let i = 0; i < 4; i++) after.push(await post('after-outage', `after ${i}`));
    expect(after).toEqual([201, 201, 201, 429]);
  });
});
