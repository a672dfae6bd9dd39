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
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { announcementSchema } from '../../protocol/announcements';
import type { ClientToServerEvents, ServerToClientEvents } from '../../protocol/events';
import { startFakeTwilio } from '../test/fake-twilio';
import { DeliveryRecorder, summarize } from './moments/clients';
import { ServerProcess } from './moments/server-control';
import { localMongoUri, ms, organizerSignIn, sleep } from './support/local';

interface Options {
  clients: number;
  sends: number;
  rate: number;
  recipients: number;
  providerLatencyMs: number;
  timeoutSeconds: number;
}

const USAGE =
  'use --clients 1000 --sends 20 --rate 2 --recipients 500 --provider-latency 50 --timeout 600';

function parseOptions(args: string[]): Options {
  const options: Options = {
    clients: 1000,
    sends: 20,
    rate: 2,
    recipients: 500,
    providerLatencyMs: 50,
    timeoutSeconds: 600,
  };
  const names: Record<string, keyof Options> = {
    '--clients': 'clients',
    '--sends': 'sends',
    '--rate': 'rate',
    '--recipients': 'recipients',
    '--provider-latency': 'providerLatencyMs',
    '--timeout': 'timeoutSeconds',
  };
  for (let i = 0; i < args.length; i += 2) {
    const key = names[args[i] ?? ''];
    if (!key) throw new Error(`unknown option ${args[i]}; ${USAGE}`);
    options[key] = Number(args[i + 1]);
  }
  const valid = (n: number, min: number, max: number) => Number.isFinite(n) && n >= min && n <= max;
  if (!valid(options.clients, 1, 5000)) throw new Error('--clients: 1 to 5000');
  if (!valid(options.sends, 1, 1000)) throw new Error('--sends: 1 to 1000');
  if (!valid(options.rate, 0.1, 50)) throw new Error('--rate: sends per second, up to 50');
  if (!valid(options.recipients, 1, 9000)) throw new Error('--recipients: 1 to 9000');
  if (!valid(options.providerLatencyMs, 0, 5000))
    throw new Error('--provider-latency: 0 to 5000 ms');
  if (!valid(options.timeoutSeconds, 1, 3600)) throw new Error('--timeout: seconds, up to 3600');
  return options;
}

type GuestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** N guests' phones: real Socket.IO clients over WebSocket, subscribed to `notices`. */
async function connectGuests(url: string, count: number, recorder: DeliveryRecorder) {
  const sockets: GuestSocket[] = [];
  const connectOne = async (index: number) => {
    const socket: GuestSocket = connectSocket(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      timeout: 20_000,
    });
    sockets.push(socket);
    socket.on('announcement:sent', (notice) => recorder.onEvent(index, notice.title));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const result = await socket.timeout(20_000).emitWithAck('subscribe', ['notices']);
    if (!result.subscribed.includes('notices'))
      throw new Error(`guest ${index} could not subscribe`);
  };
  for (let start = 0; start < count; start += 50)
    await Promise.all(
      Array.from({ length: Math.min(50, count - start) }, (_, offset) =>
        connectOne(start + offset),
      ),
    );
  return { close: () => sockets.forEach((socket) => socket.disconnect()) };
}

function organizerApi(url: string, cookie: string) {
  return async (pathName: string, body?: unknown) => {
    const response = await fetch(`${url}${pathName}`, {
      method: 'POST',
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
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
  const options = parseOptions(args);
  const mongoUri = localMongoUri();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'announcements-bench-'));
  const password = randomBytes(16).toString('hex');
  const twilio = await startFakeTwilio();
  twilio.setLatency(options.providerLatencyMs);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    BENCH_DB_NAME: `bench_announcements_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`,
    BENCH_DATA_DIR: dataDir,
    BENCH_ADMIN_PASSWORD: password,
    ...twilio.env,
    ...(mongoUri ? { BENCH_MONGODB_URI: mongoUri } : {}),
  };

  let server: ServerProcess | undefined;
  const watchdog = setTimeout(() => {
    console.error(`announcements bench: stopped after ${options.timeoutSeconds} s`);
    server?.child.kill('SIGKILL');
    process.exit(1);
  }, options.timeoutSeconds * 1000);
  watchdog.unref();

  try {
    const started = await ServerProcess.start(env);
    server = started.server;
    const url = `http://127.0.0.1:${started.port}`;
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
  } finally {
    clearTimeout(watchdog);
    await server?.stop();
    await twilio.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
