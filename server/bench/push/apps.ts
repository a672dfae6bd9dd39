import { randomBytes } from 'node:crypto';
import { SOURCE_SERVER_ARGS } from '../../test/built-app';
import { callApi } from '../../test/api';
import type { TestPhone, TestPushService } from '../../features/push/test-push-service';
import { startBenchApp } from '../support/app';
import { benchDbName } from '../support/connect';

/**
 * The app as two processes sharing one database and a Redis (as behind a load balancer), from its
 * sources, allowed to push to the loopback push service, signing with the bench's VAPID pair.
 */
export async function startPushApps(options: {
  mongoUri: string;
  redisUrl: string;
  redisPrefix: string;
  service: TestPushService;
  vapid: { publicKey: string; privateKey: string };
  subject: string;
}) {
  const password = randomBytes(16).toString('hex');
  const dbName = benchDbName('push');
  const env = {
    ADMIN_PASSWORD: password,
    // The loopback push service is allowed outside production only.
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PUSH_ALLOW_LOOPBACK_ENDPOINTS: 'true',
    NODE_EXTRA_CA_CERTS: options.service.caFile,
    VAPID_PUBLIC_KEY: options.vapid.publicKey,
    VAPID_PRIVATE_KEY: options.vapid.privateKey,
    VAPID_SUBJECT: options.subject,
    REDIS_URL: options.redisUrl,
    REDIS_KEY_PREFIX: options.redisPrefix,
    // A thousand phones from one address, each asking for its identity.
    DEVICE_ISSUE_PER_MINUTE: '1000000',
    DEVICE_ISSUE_PER_HOUR: '1000000',
  };
  const start = (keepDatabase: boolean) =>
    startBenchApp(options.mongoUri, { args: SOURCE_SERVER_ARGS, dbName, keepDatabase, env });
  // One after the other: the first start seeds the shared database; the first drops it at the end.
  const first = await start(false);
  const second = await start(true).catch(async (error: unknown) => {
    await first.stop();
    throw error;
  });
  return {
    apps: [first, second] as const,
    password,
    async stop() {
      await second.stop();
      await first.stop();
    },
  };
}

/** Each phone turns notifications on, as a page does, every other one through each process. */
export async function subscribePhones(
  urls: readonly string[],
  phones: TestPhone[],
  concurrency = 20,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    for (let n = next++; n < phones.length; n = next++) {
      const answer = await callApi(urls[n % urls.length]!, '/api/push/subscriptions', {
        method: 'POST',
        deviceId: `bench-phone-${n}`,
        body: { ...phones[n]!.subscription, language: n % 2 ? 'es' : 'en' },
      });
      if (answer.status !== 201)
        throw new Error(`subscribing answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
}
