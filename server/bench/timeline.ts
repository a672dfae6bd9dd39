/**
 * `npm run bench -- timeline [--clients 500] [--posts 100] [--rate 20] [--timeout 600]`
 *
 * Starts the real server in a child process (MONGODB_URI on this machine, or an embedded MongoDB),
 * connects N Socket.IO guests subscribed to `timeline` (every open /timeline page), then posts
 * messages and quick reactions, alternately, on the seeded ceremony at a fixed rate, each from its
 * own device (so the per-device limit does not refuse them), and times, for every guest socket, the
 * POST to the `timeline:participation` push that updates its counts. Everything targets 127.0.0.1.
 */
import { deviceFor } from '../test/devices';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { DEVICE_HEADER } from '../../protocol/http';
import { timelineEventSchema } from '../../protocol/timeline';
import { DeliveryRecorder, summarize } from './moments/clients';
import { withBenchServer } from './moments/server-control';
import { parseBenchArgs, timeoutOption, rateOption, type BenchOptionSpecs } from './support/cli';
import { benchDbName, benchRun, connectMany, jsonCall, openSocket } from './support/connect';
import { localMongoUri, ms, sleep } from './support/local';

const OPTIONS = {
  clients: { flag: '--clients', default: 500, min: 1, max: 5000 },
  posts: { flag: '--posts', default: 100, min: 1, max: 5000 },
  rate: rateOption(20, 200, 'posts'),
  timeoutSeconds: timeoutOption(600),
} satisfies BenchOptionSpecs;

/** N open /timeline pages; a push is matched by the marker the bench puts in the guest's name. */
const connectGuests = (url: string, count: number, recorder: DeliveryRecorder) =>
  connectMany(count, (index) =>
    openSocket(url, ['timeline'], {
      who: `guest ${index}`,
      listen: (socket) =>
        socket.on('timeline:participation', (p) => recorder.onEvent(index, p.guestName)),
    }),
  );

async function participate(url: string, eventId: string, seq: number, guestName: string) {
  const reaction = seq % 2 === 1;
  const body = reaction
    ? {
        guestName,
        content: 'Reacted with 🎉',
        participationType: 'reaction',
        reactionType: 'excited',
      }
    : { guestName, content: `Congratulations! (${seq})` };
  const device = await deviceFor(url, `bench-timeline-${seq.toString().padStart(8, '0')}`);
  return jsonCall(`${url}/api/timeline/${eventId}/participate`, 'POST', body, {
    [DEVICE_HEADER]: device,
  }).then((response) => response.status);
}

export default async function bench(args: string[]): Promise<void> {
  const options = parseBenchArgs(args, OPTIONS);
  const mongoUri = localMongoUri();
  const run = benchRun('timeline', options.timeoutSeconds);
  await withBenchServer(run, run.env(benchDbName('timeline'), mongoUri), async (url) => {
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
  });
}
