/**
 * `npm run bench -- push [--subscriptions 1000] [--service-latency 50] [--timeout 900]`
 *
 * Starts the real app as two processes sharing a database (MONGODB_URI on this machine, or an
 * embedded MongoDB) and a Redis (REDIS_URL, default the local one), and a push service on loopback
 * over https that decrypts every push as a phone would (server/features/push/test-push-service.ts,
 * answering each after `--service-latency` ms, as a real one takes a while). N phones subscribe
 * through either process; then:
 *  1. the app: an announcement with the push channel is sent through the first process, timed from
 *     the send request to the last push the service received, and every phone must have exactly
 *     one;
 *  2. the floor, in the same run: a bare web-push loop in a process of its own sends the same N
 *     payloads (the app's, read from its delivery records) to the same service with the same
 *     limit of PUSH_CONCURRENCY in flight, timed from its start to the last push received.
 * It prints both and their ratio (target ≤ 1.2×). Everything targets 127.0.0.1; the run stops by
 * itself after `--timeout` seconds.
 */
import { performance } from 'node:perf_hooks';
import { MongoClient } from 'mongodb';
import webpush from 'web-push';
import { PUSH_TTL_SECONDS } from '../../protocol/push';
import { PUSH_CONCURRENCY } from '../features/push/delivery';
import { startTestPushService, type TestPushService } from '../features/push/test-push-service';
import { startPushApps, subscribePhones } from './push/apps';
import { startFloorSender } from './push/floor';
import type { FloorTarget } from './push/ipc';
import { benchMongo } from './support/app';
import { countOption, parseBenchArgs, timeoutOption, type BenchOptionSpecs } from './support/cli';
import { benchDbName, benchRun, jsonCall } from './support/connect';
import { localMongoUri, organizerSignIn } from './support/local';
import { clearRedis, localRedisUrl } from './support/redis';

const OPTIONS = {
  subscriptions: countOption('--subscriptions', 1000, 10_000),
  serviceLatencyMs: {
    flag: '--service-latency',
    default: 50,
    min: 0,
    max: 2000,
    whole: true,
    range: '--service-latency: 0 to 2000 ms',
  },
  timeoutSeconds: timeoutOption(900),
} satisfies BenchOptionSpecs;

const SUBJECT = 'mailto:bench@example.com';

/** The times of the first and the last of `expected` pushes the service accepts from now on. */
function arrivals(service: TestPushService, expected: number, timeoutMs: number) {
  let count = 0;
  let first = Number.NaN;
  return new Promise<{ first: number; last: number }>((resolve, reject) => {
    const timer = setTimeout(() => {
      service.onAccepted(undefined);
      reject(new Error(`only ${count} of ${expected} pushes arrived within ${timeoutMs} ms`));
    }, timeoutMs);
    service.onAccepted(() => {
      count += 1;
      if (count === 1) first = performance.now();
      if (count < expected) return;
      const last = performance.now();
      clearTimeout(timer);
      service.onAccepted(undefined);
      resolve({ first, last });
    });
  });
}

/** The pushes the app stored for an announcement: the floor sends the very same. */
async function storedPushes(mongoUri: string, announcementId: string): Promise<FloorTarget[]> {
  const client = await MongoClient.connect(mongoUri);
  try {
    return await client
      .db()
      .collection<FloorTarget & { announcementId: string }>('push_deliveries')
      .find(
        { announcementId },
        { projection: { _id: 0, endpoint: 1, p256dh: 1, auth: 1, payload: 1 } },
      )
      .toArray();
  } finally {
    await client.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export default async function bench(args: string[]): Promise<void> {
  const options = parseBenchArgs(args, OPTIONS);
  localMongoUri();
  const mongo = await benchMongo();
  const redisUrl = localRedisUrl();
  const redisPrefix = benchDbName('push');
  const run = benchRun('push', options.timeoutSeconds);
  const service = await startTestPushService();
  service.setLatency(options.serviceLatencyMs);
  const vapid = webpush.generateVAPIDKeys();
  const { apps, password, stop } = await startPushApps({
    mongoUri: mongo.uri,
    redisUrl,
    redisPrefix,
    service,
    vapid,
    subject: SUBJECT,
  });
  for (const app of apps) run.watch({ kill: () => (void app.kill('SIGKILL'), true) });
  const floor = await startFloorSender(service.caFile, (child) => run.watch(child));
  const n = options.subscriptions;
  try {
    console.log(
      `push bench: ${n} subscriptions, 2 app processes behind Redis, ${PUSH_CONCURRENCY} in flight, ` +
        `push service answering after ${options.serviceLatencyMs} ms; database ${process.env.MONGODB_URI ? 'MONGODB_URI' : 'embedded MongoDB'}`,
    );
    const phones = Array.from({ length: n }, () => service.phone());
    await subscribePhones(
      apps.map((app) => app.url),
      phones,
    );

    // 1. The app: one announcement with the push channel.
    const cookie = await organizerSignIn(apps[0].url, password);
    const created = await jsonCall(
      `${apps[0].url}/api/announcements`,
      'POST',
      {
        title: 'Dinner is served',
        titleEs: 'La cena está servida',
        message: 'Please take your seats.',
        channels: ['push'],
      },
      { cookie },
    );
    const { id } = (await created.json()) as { id: string };
    if (created.status !== 201)
      throw new Error(`creating the announcement answered ${created.status}`);
    const appArrived = arrivals(service, n, options.timeoutSeconds * 1000);
    const appStart = performance.now();
    const sent = await jsonCall(`${apps[0].url}/api/announcements/${id}/send`, 'POST', undefined, {
      cookie,
    });
    const answeredMs = performance.now() - appStart;
    if (sent.status !== 200) throw new Error(`sending answered ${sent.status}`);
    const appTimes = await appArrived;
    const appMs = appTimes.last - appStart;
    const notOnce = phones.filter((phone) => phone.received.length !== 1).length;

    // 2. The floor: the same payloads, a bare loop.
    const targets = await storedPushes(apps[0].mongoUri, id);
    if (targets.length !== n) throw new Error(`the app stored ${targets.length} pushes, not ${n}`);
    for (const phone of phones) phone.received.length = 0;
    const floorArrived = arrivals(service, n, options.timeoutSeconds * 1000);
    const floorStart = performance.now();
    const { failed } = await floor.send({
      targets,
      vapid,
      subject: SUBJECT,
      topic: id,
      ttlSeconds: PUSH_TTL_SECONDS,
      inFlight: PUSH_CONCURRENCY,
    });
    if (failed) throw new Error(`the floor had ${failed} pushes refused`);
    const floorMs = (await floorArrived).last - floorStart;

    const ratio = appMs / floorMs;
    console.log(
      `\napp: send → last push received ${seconds(appMs)} (the send request answered after ` +
        `${seconds(answeredMs)}, the first push arrived after ${seconds(appTimes.first - appStart)}); ` +
        `${(n / (appMs / 1000)).toFixed(0)} pushes/s\n` +
        `  each subscription received exactly one: ${notOnce === 0 ? `yes (${n} of ${n})` : `NO (${notOnce} did not)`}\n` +
        `floor: bare web-push loop, same ${n} payloads, ${PUSH_CONCURRENCY} in flight: ${seconds(floorMs)}; ` +
        `${(n / (floorMs / 1000)).toFixed(0)} pushes/s\n` +
        `ratio app / floor ${ratio.toFixed(2)}× (target ≤ 1.2×: ${ratio <= 1.2 ? 'met' : 'NOT met'})`,
    );
    if (notOnce) process.exitCode = 1;
    console.log('\npush bench done.');
  } finally {
    floor.stop();
    await stop();
    await service.close();
    await clearRedis(redisUrl, redisPrefix).catch(() => undefined);
    await mongo.stop();
    run.finish();
  }
}
