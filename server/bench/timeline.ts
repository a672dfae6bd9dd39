/**
 * `npm run bench -- timeline [--clients 500] [--posts 100] [--rate 20] [--timeout 600]`
 *
 * Starts the real server in a child process (MONGODB_URI on this machine, or an embedded MongoDB),
 * connects N Socket.IO guests subscribed to `timeline` (every open /timeline page), then posts
 * messages and quick reactions, alternately, on the seeded ceremony at a fixed rate, each from its
 * own device (so the per-device limit does not refuse them), and times, for every guest socket, the
 * POST to the `timeline:participation` push that updates its counts. Everything targets 127.0.0.1.
 */
import { randomBytes } from 'node:crypto';
import { deviceFor } from '../test/devices';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../protocol/events';
import { DEVICE_HEADER } from '../../protocol/http';
import { timelineEventSchema } from '../../protocol/timeline';
import { DeliveryRecorder, summarize } from './moments/clients';
import { ServerProcess } from './moments/server-control';
import { localMongoUri, ms, sleep } from './support/local';

interface Options {
  clients: number;
  posts: number;
  rate: number;
  timeoutSeconds: number;
}

function parseOptions(args: string[]): Options {
  const options: Options = { clients: 500, posts: 100, rate: 20, timeoutSeconds: 600 };
  const names: Record<string, keyof Options> = {
    '--clients': 'clients',
    '--posts': 'posts',
    '--rate': 'rate',
    '--timeout': 'timeoutSeconds',
  };
  for (let i = 0; i < args.length; i += 2) {
    const key = names[args[i] ?? ''];
    if (!key) throw new Error(`unknown option ${args[i]}; use --clients --posts --rate --timeout`);
    options[key] = Number(args[i + 1]);
  }
  const valid = (n: number, min: number, max: number) => Number.isFinite(n) && n >= min && n <= max;
  if (!valid(options.clients, 1, 5000)) throw new Error('--clients: 1 to 5000');
  if (!valid(options.posts, 1, 5000)) throw new Error('--posts: 1 to 5000');
  if (!valid(options.rate, 0.1, 200)) throw new Error('--rate: posts per second, up to 200');
  if (!valid(options.timeoutSeconds, 1, 3600)) throw new Error('--timeout: seconds, up to 3600');
  return options;
}

type GuestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** N open /timeline pages; a push is matched by the marker the bench puts in the guest's name. */
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
    socket.on('timeline:participation', (p) => recorder.onEvent(index, p.guestName));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const result = await socket.timeout(20_000).emitWithAck('subscribe', ['timeline']);
    if (!result.subscribed.includes('timeline')) throw new Error(`guest ${index} not subscribed`);
  };
  for (let start = 0; start < count; start += 50)
    await Promise.all(
      Array.from({ length: Math.min(50, count - start) }, (_, offset) =>
        connectOne(start + offset),
      ),
    );
  return { close: () => sockets.forEach((socket) => socket.disconnect()) };
}

async function participate(url: string, eventId: string, seq: number, guestName: string) {
  const reaction = seq % 2 === 1;
  return fetch(`${url}/api/timeline/${eventId}/participate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [DEVICE_HEADER]: await deviceFor(url, `bench-timeline-${seq.toString().padStart(8, '0')}`),
    },
    body: JSON.stringify(
      reaction
        ? {
            guestName,
            content: 'Reacted with 🎉',
            participationType: 'reaction',
            reactionType: 'excited',
          }
        : { guestName, content: `Congratulations! (${seq})` },
    ),
  }).then((response) => response.status);
}

export default async function bench(args: string[]): Promise<void> {
  const options = parseOptions(args);
  const mongoUri = localMongoUri();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'timeline-bench-'));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    BENCH_DB_NAME: `bench_timeline_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`,
    BENCH_DATA_DIR: dataDir,
    ...(mongoUri ? { BENCH_MONGODB_URI: mongoUri } : {}),
  };
  let server: ServerProcess | undefined;
  const watchdog = setTimeout(() => {
    console.error(`timeline bench: stopped after ${options.timeoutSeconds} s`);
    server?.child.kill('SIGKILL');
    process.exit(1);
  }, options.timeoutSeconds * 1000);
  watchdog.unref();

  try {
    const started = await ServerProcess.start(env);
    server = started.server;
    const url = `http://127.0.0.1:${started.port}`;
    const day = timelineEventSchema
      .array()
      .parse(await (await fetch(`${url}/api/timeline/events`)).json());
    const ceremony = day.find((event) => event.allowGuestMessages);
    if (!ceremony) throw new Error('the seeded day has no event that takes messages');
    console.log(
      `timeline bench: ${options.clients} open timelines, ${options.posts} posts (messages and reactions) ` +
        `at ${options.rate}/s; database ${mongoUri ? 'MONGODB_URI' : 'embedded MongoDB'}`,
    );

    const recorder = new DeliveryRecorder();
    const guests = await connectGuests(url, options.clients, recorder);
    try {
      await participate(url, ceremony.id, 1_000_000, 'warmup');
      recorder.start('live', options.clients, options.posts);
      const answers: Promise<number>[] = [];
      const answerTimes: number[] = [];
      const startedAt = performance.now();
      for (let seq = 0; seq < options.posts; seq += 1) {
        const wait = startedAt + (seq * 1000) / options.rate - performance.now();
        if (wait > 0) await sleep(wait);
        recorder.markSent(seq);
        const sentAt = performance.now();
        answers.push(
          participate(url, ceremony.id, seq, recorder.marker(seq)).then((status) => {
            answerTimes.push(performance.now() - sentAt);
            return status;
          }),
        );
      }
      const statuses = await Promise.all(answers);
      const refused = statuses.filter((status) => status !== 201).length;
      const deadline = performance.now() + 15_000;
      while (recorder.delivered < recorder.expected && performance.now() < deadline)
        await sleep(20);
      const latency = summarize(recorder.latencies());
      const answered = summarize(Float64Array.from(answerTimes).sort());
      console.log(
        `\npost → timeline:participation on every open page ` +
          `(${recorder.delivered}/${recorder.expected} delivered, ${recorder.expected - recorder.delivered} lost; ${refused} posts refused)\n` +
          `  p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}\n` +
          `  the POST's own answer: p50 ${ms(answered.p50)}, p95 ${ms(answered.p95)}, p99 ${ms(answered.p99)}\n` +
          `  load average ${loadavg()
            .map((load) => load.toFixed(2))
            .join(' ')}`,
      );
      if (refused > 0 || recorder.delivered < recorder.expected) process.exitCode = 1;
    } finally {
      guests.close();
    }
    console.log('\ntimeline bench done.');
  } finally {
    clearTimeout(watchdog);
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
