/**
 * `npm run bench -- gifts [--gifts 300] [--rate 5] [--organizers 3] [--races 50] [--timeout 600]`
 *
 * Starts the real server in a child process (MONGODB_URI on this machine, or an embedded MongoDB)
 * and, with O organizer sockets subscribed to the organizer-only `gifts` topic:
 *  1. live: guests record G gifts at a fixed rate; times, for every organizer socket, the guest's
 *     POST to the `gift:recorded` that shows it in the tracker (and counts any lost);
 *  2. list: the tracker's one load, GET /api/gift-donations with those G gifts, 20 times;
 *  3. races: for R gifts, five verifications at once (exactly one must win, four get 409), then a
 *     verification and a thank-you at once on the same gift (both must be kept).
 * Everything targets 127.0.0.1, and the run stops by itself.
 */
import { randomBytes } from 'node:crypto';
import { deviceFor } from '../test/devices';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { giftDonationSchema } from '../../protocol/gifts';
import { DeliveryRecorder, summarize } from './moments/clients';
import { withBenchServer } from './moments/server-control';
import { parseBenchArgs, timeoutOption, rateOption, type BenchOptionSpecs } from './support/cli';
import { benchDbName, benchRun, connectMany, jsonCall, openSocket } from './support/connect';
import { localMongoUri, ms, organizerSignIn, sleep } from './support/local';

const OPTIONS = {
  gifts: { flag: '--gifts', default: 300, min: 1, max: 20_000, range: '--gifts: 1 to 20000' },
  rate: rateOption(5, 500, 'gifts'),
  organizers: { flag: '--organizers', default: 3, min: 1, max: 50 },
  races: { flag: '--races', default: 50, min: 1, max: 1000 },
  timeoutSeconds: timeoutOption(600),
} satisfies BenchOptionSpecs;

/** O organizers' dashboards, signed in, subscribed to the organizer-only `gifts` topic. */
const connectOrganizers = (
  url: string,
  cookie: string,
  count: number,
  recorder: DeliveryRecorder,
) =>
  // One after the other, as the organizers' few dashboards open.
  connectMany(
    count,
    (index) =>
      openSocket(url, ['gifts'], {
        cookie,
        who: `organizer ${index}`,
        listen: (socket) =>
          socket.on('gift:recorded', (gift) => recorder.onEvent(index, gift.donorName)),
      }),
    1,
  );

/** A guest's phone (its own device id: the write limits count per device) or an organizer. */
function request(url: string, cookie = '') {
  let guests = 0;
  return async (method: string, pathName: string, body?: unknown) => {
    guests += 1;
    const response = await jsonCall(
      `${url}${pathName}`,
      method,
      body,
      cookie
        ? { cookie }
        : {
            'x-device-id': await deviceFor(
              url,
              `bench-gift-guest-${guests.toString().padStart(8, '0')}`,
            ),
          },
    );
    const text = await response.text();
    return { status: response.status, text };
  };
}

export default async function bench(args: string[]): Promise<void> {
  const options = parseBenchArgs(args, OPTIONS);
  const mongoUri = localMongoUri();
  const run = benchRun('gifts', options.timeoutSeconds);
  const password = randomBytes(16).toString('hex');
  const env = run.env(benchDbName('gifts'), mongoUri, { BENCH_ADMIN_PASSWORD: password });

  await withBenchServer(run, env, async (url) => {
    const cookie = await organizerSignIn(url, password);
    const guest = request(url);
    const organizer = request(url, cookie);
    console.log(
      `gifts bench: ${options.gifts} gifts at ${options.rate}/s to ${options.organizers} organizer sockets, ` +
        `${options.races} races; database ${mongoUri ? 'MONGODB_URI' : 'embedded MongoDB'}; ` +
        `load average ${loadavg()[0]!.toFixed(1)}`,
    );
    const giftBody = (donorName: string) => ({
      donorName,
      donorEmail: 'bench@example.com',
      amount: 2550,
      giftType: 'honeymoon_fund',
      message: 'A bench gift',
      cashAppUsername: '$bench',
    });

    // 1. A guest's gift → the organizers' trackers.
    const recorder = new DeliveryRecorder();
    const organizers = await connectOrganizers(url, cookie, options.organizers, recorder);
    try {
      await guest('POST', '/api/gift-donations', giftBody('warmup#0'));
      recorder.start('live', options.organizers, options.gifts);
      const answers: Promise<{ status: number }>[] = [];
      const startedAt = performance.now();
      for (let seq = 0; seq < options.gifts; seq += 1) {
        const wait = startedAt + (seq * 1000) / options.rate - performance.now();
        if (wait > 0) await sleep(wait);
        recorder.markSent(seq);
        answers.push(guest('POST', '/api/gift-donations', giftBody(recorder.marker(seq))));
      }
      const statuses = await Promise.all(answers);
      if (statuses.some((a) => a.status !== 201))
        throw new Error(
          `a gift answered ${JSON.stringify(statuses.filter((a) => a.status !== 201))}`,
        );
      const deadline = performance.now() + 10_000;
      while (recorder.delivered < recorder.expected && performance.now() < deadline)
        await sleep(20);
      const latency = summarize(recorder.latencies());
      console.log(
        `\ngift recorded → organizer's tracker (${recorder.delivered}/${recorder.expected} delivered, ` +
          `${recorder.expected - recorder.delivered} lost)\n` +
          `  p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}`,
      );
    } finally {
      organizers.close();
    }

    // 2. The tracker's load with every gift.
    const loads: number[] = [];
    let bytes = 0;
    for (let run = 0; run < 20; run += 1) {
      const began = performance.now();
      const answer = await organizer('GET', '/api/gift-donations');
      loads.push(performance.now() - began);
      if (answer.status !== 200) throw new Error(`the list answered ${answer.status}`);
      bytes = answer.text.length;
    }
    const load = summarize(Float64Array.from(loads).sort());
    console.log(
      `\nGET /api/gift-donations, ${options.gifts + 1} gifts (${(bytes / 1024).toFixed(0)} KB), 20 loads\n` +
        `  p50 ${ms(load.p50)}, p95 ${ms(load.p95)}, max ${ms(load.max)}`,
    );

    // 3. Races: five verifications at once, then a verification and a thank-you at once.
    let doubleWins = 0;
    let lostChanges = 0;
    for (let race = 0; race < options.races; race += 1) {
      const created = await guest('POST', '/api/gift-donations', giftBody(`race#${race}`));
      const { id } = giftDonationSchema.parse(JSON.parse(created.text));
      const verifications = await Promise.all(
        Array.from({ length: 5 }, (_, n) =>
          organizer('POST', `/api/gift-donations/${id}/verification`, { transactionId: `TX-${n}` }),
        ),
      );
      const wins = verifications.filter((a) => a.status === 200).length;
      if (wins !== 1 || verifications.some((a) => a.status !== 200 && a.status !== 409))
        doubleWins += 1;

      const other = await guest('POST', '/api/gift-donations', giftBody(`both#${race}`));
      const otherId = giftDonationSchema.parse(JSON.parse(other.text)).id;
      await Promise.all([
        organizer('POST', `/api/gift-donations/${otherId}/verification`, { transactionId: 'TX' }),
        organizer('POST', `/api/gift-donations/${otherId}/thank-you`, { sentOn: '2025-09-01' }),
      ]);
      const list = await organizer('GET', '/api/gift-donations');
      const stored = (
        JSON.parse(list.text) as { id: string; isVerified: boolean; thankYouSentOn?: string }[]
      ).find((gift) => gift.id === otherId);
      if (!stored?.isVerified || stored.thankYouSentOn !== '2025-09-01') lostChanges += 1;
    }
    console.log(
      `\nraces over ${options.races} gifts\n` +
        `  five verifications at once: ${doubleWins} gifts not won exactly once (must be 0)\n` +
        `  a verification and a thank-you at once: ${lostChanges} lost (must be 0)`,
    );
    if (doubleWins || lostChanges) process.exitCode = 1;
  });
}
