/**
 * `npm run bench -- announcements [--clients 1000] [--sends 20] [--rate 2] [--recipients 500]
 *   [--provider-latency 50] [--timeout 600]`
 *
 * Starts the real server in a child process (MONGODB_URI on this machine, or an embedded MongoDB)
 * with a Twilio-compatible server on loopback as its SMS provider (server/test/fake-twilio.ts; the
 * real `twilio` client talks to it), connects N Socket.IO guests subscribed to `notices`, then:
 *  1. live: sends announcements (no recipients with a phone yet, so no SMS) at a fixed rate and
 *     times, for every guest socket, the send request to the `announcement:sent` that shows the
 *     banner;
 *  2. SMS: adds R guests with phones and sends one announcement to all of them, twice at once (the
 *     second must get 409), and reports the messages per second the provider accepted, the most
 *     in flight at once, and duplicates (a number texted more than once; must be 0).
 * Everything targets 127.0.0.1, and the run stops by itself.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { announcementSchema } from '../../protocol/announcements';
import { startFakeTwilio } from '../test/fake-twilio';
import { DeliveryRecorder, summarize } from './moments/clients';
import { withBenchServer } from './moments/server-control';
import { parseBenchArgs, timeoutOption, rateOption, type BenchOptionSpecs } from './support/cli';
import { benchDbName, benchRun, connectMany, jsonCall, openSocket } from './support/connect';
import { localMongoUri, ms, organizerSignIn, sleep } from './support/local';

const OPTIONS = {
  clients: { flag: '--clients', default: 1000, min: 1, max: 5000 },
  sends: { flag: '--sends', default: 20, min: 1, max: 1000 },
  rate: rateOption(2, 50, 'sends'),
  recipients: { flag: '--recipients', default: 500, min: 1, max: 9000 },
  providerLatencyMs: {
    flag: '--provider-latency',
    default: 50,
    min: 0,
    max: 5000,
    range: '--provider-latency: 0 to 5000 ms',
  },
  timeoutSeconds: timeoutOption(600),
} satisfies BenchOptionSpecs;

/** N guests' phones: real Socket.IO clients over WebSocket, subscribed to `notices`. */
const connectGuests = (url: string, count: number, recorder: DeliveryRecorder) =>
  connectMany(count, (index) =>
    openSocket(url, ['notices'], {
      who: `guest ${index}`,
      listen: (socket) =>
        socket.on('announcement:sent', (notice) => recorder.onEvent(index, notice.title)),
    }),
  );

function organizerApi(url: string, cookie: string) {
  return async (pathName: string, body?: unknown) => {
    const response = await jsonCall(`${url}${pathName}`, 'POST', body, { cookie });
    return { status: response.status, body: (await response.json()) as unknown };
  };
}

async function createDraft(post: ReturnType<typeof organizerApi>, title: string): Promise<string> {
  const created = await post('/api/announcements', {
    title,
    message: 'Bench announcement',
    recipientType: 'all',
  });
  if (created.status !== 201)
    throw new Error(`create answered ${created.status}: ${JSON.stringify(created.body)}`);
  return announcementSchema.parse(created.body).id;
}

export default async function bench(args: string[]): Promise<void> {
  const options = parseBenchArgs(args, OPTIONS);
  const mongoUri = localMongoUri();
  const run = benchRun('announcements', options.timeoutSeconds);
  const password = randomBytes(16).toString('hex');
  const twilio = await startFakeTwilio();
  twilio.setLatency(options.providerLatencyMs);
  const env = run.env(benchDbName('announcements'), mongoUri, {
    BENCH_ADMIN_PASSWORD: password,
    ...twilio.env,
  });

  await withBenchServer(run, env, async (url) => {
    const post = organizerApi(url, await organizerSignIn(url, password));
    console.log(
      `announcements bench: ${options.clients} guest sockets, ${options.sends} sends at ${options.rate}/s; ` +
        `SMS to ${options.recipients} recipients, provider latency ${options.providerLatencyMs} ms; ` +
        `database ${mongoUri ? 'MONGODB_URI' : 'embedded MongoDB'}`,
    );

    // 1. Send → banner, every guest socket.
    const recorder = new DeliveryRecorder();
    const guests = await connectGuests(url, options.clients, recorder);
    try {
      const warmup = await createDraft(post, 'warmup#0');
      await post(`/api/announcements/${warmup}/send`);
      recorder.start('live', options.clients, options.sends);
      const drafts: string[] = [];
      for (let seq = 0; seq < options.sends; seq += 1)
        drafts.push(await createDraft(post, recorder.marker(seq)));
      const answers: Promise<{ status: number }>[] = [];
      const startedAt = performance.now();
      for (let seq = 0; seq < options.sends; seq += 1) {
        const wait = startedAt + (seq * 1000) / options.rate - performance.now();
        if (wait > 0) await sleep(wait);
        recorder.markSent(seq);
        answers.push(post(`/api/announcements/${drafts[seq]}/send`));
      }
      const statuses = await Promise.all(answers);
      if (statuses.some((a) => a.status !== 200))
        throw new Error(`a send answered ${JSON.stringify(statuses)}`);
      const deadline = performance.now() + 10_000;
      while (recorder.delivered < recorder.expected && performance.now() < deadline)
        await sleep(20);
      const latency = summarize(recorder.latencies());
      console.log(
        `\nsend → banner event (${recorder.delivered}/${recorder.expected} delivered, ${recorder.expected - recorder.delivered} lost)\n` +
          `  p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}` +
          `  (target p99 < 150 ms: ${latency.p99 < 150 ? 'met' : 'NOT met'})`,
      );
    } finally {
      guests.close();
    }

    // 2. SMS to R recipients, sent twice at once.
    for (let added = 0; added < options.recipients; added += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, options.recipients - added) }, async (_, offset) => {
          const n = added + offset;
          const phone = `+1415${String(2000000 + n).padStart(7, '0')}`;
          const answer = await post('/api/admin/guests', {
            name: `Bench Guest ${n}`,
            email: `bench${n}@example.com`,
            phone,
          });
          if (answer.status !== 201)
            throw new Error(
              `adding a guest answered ${answer.status}: ${JSON.stringify(answer.body)}`,
            );
        }),
      );
    }
    twilio.reset();
    twilio.setLatency(options.providerLatencyMs);
    const id = await createDraft(post, 'SMS for everyone');
    const smsStarted = performance.now();
    // When the provider accepted the first and the last message: the sending rate apart from the
    // set-up before it (reading the guest list, writing one delivery record per recipient).
    let firstAcceptedAt = Number.NaN;
    let lastAcceptedAt = Number.NaN;
    let seen = 0;
    const watch = setInterval(() => {
      const now = twilio.totalAccepted();
      if (now > 0 && Number.isNaN(firstAcceptedAt)) firstAcceptedAt = performance.now();
      if (now > seen) lastAcceptedAt = performance.now();
      seen = now;
    }, 5);
    const [first, second] = await Promise.all([
      post(`/api/announcements/${id}/send`),
      post(`/api/announcements/${id}/send`),
    ]);
    clearInterval(watch);
    const seconds = (performance.now() - smsStarted) / 1000;
    const sendingSeconds = (lastAcceptedAt - firstAcceptedAt) / 1000;
    const setupSeconds = (firstAcceptedAt - smsStarted) / 1000;
    const winner = [first, second].find((a) => a.status === 200);
    const statuses = [first.status, second.status].sort();
    if (!winner) throw new Error(`no send succeeded: ${JSON.stringify([first, second])}`);
    const sent = announcementSchema.parse(winner.body);
    const accepted = twilio.totalAccepted();
    const duplicates = [...twilio.accepted.values()].reduce(
      (sum, n) => sum + Math.max(0, n - 1),
      0,
    );
    console.log(
      `\nSMS to ${options.recipients} recipients (concurrent sends answered ${statuses.join(' and ')})\n` +
        `  accepted ${accepted} (sentCount ${sent.sentCount}, failed ${sent.delivery?.failed ?? 'n/a'}); ` +
        `send request answered after ${seconds.toFixed(2)} s (${(accepted / seconds).toFixed(1)} messages/s overall)\n` +
        `  set-up before the first message ${setupSeconds.toFixed(2)} s; first to last message ${sendingSeconds.toFixed(2)} s: ` +
        `${(accepted / sendingSeconds).toFixed(1)} messages/s (target ≥ 50/s: ${accepted / sendingSeconds >= 50 ? 'met' : 'NOT met'})\n` +
        `  most in flight at once ${twilio.maxInFlight()}; duplicates ${duplicates} (must be 0); ` +
        `lookups at the provider ${twilio.lookups()}\n` +
        `  load average ${loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}`,
    );
    if (duplicates > 0 || statuses.join() !== '200,409') process.exitCode = 1;
    console.log('\nannouncements bench done.');
  }).finally(() => twilio.close());
}
