import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEVICE_HEADER } from '../../../protocol/http';
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_RATE_LIMIT,
  newsletterApi,
} from '../../../protocol/newsletter';
import { deviceFor } from '../../test/devices';
import { startTestApp, type TestApp } from '../../test/harness';
import { describeWithRedis, dropRedisKeys, testRedisUrl } from '../../test/redis';

/**
 * The subscribe limit counts in the one limit store every other limit uses: two app processes on
 * one Redis share it (it used to count in each process's memory).
 */
const redisUrl = testRedisUrl();
const keyPrefix = `test_newsletter_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

describeWithRedis('the newsletter’s subscribe limit', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      // Both sign the same device identities, as processes of one site do.
      SESSION_SECRET: 'a test session secret that is at least 32 chars',
    };
    // One after the other: the first start seeds the app's secrets.
    a = await startTestApp(env);
    b = await startTestApp(env);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await dropRedisKeys(redisUrl, keyPrefix);
  });

  it('is shared by the processes on one Redis', async () => {
    const device = await deviceFor(a.url, 'one-phone-on-two-processes');
    const subscribe = (app: TestApp, n: number) =>
      fetch(`${app.url}${newsletterApi.subscribe.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [DEVICE_HEADER]: device },
        body: JSON.stringify({ email: `shared${n}@example.test` }),
      });
    for (let n = 0; n < NEWSLETTER_RATE_LIMIT.perDevice; n += 1) {
      const answer = await subscribe(n % 2 ? b : a, n);
      expect(answer.status).not.toBe(429);
    }
    for (const app of [a, b]) {
      const refused = await subscribe(app, 99);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ message: NEWSLETTER_MESSAGES.tooManyRequests });
    }
  });
});
