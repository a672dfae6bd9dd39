/**
 * `npm run bench -- moderation [--clients 500] [--hides 40] [--moments 300]`
 *
 * Starts the built server (MONGODB_URI on this machine, or an embedded MongoDB), posts M moments,
 * connects N guest sockets subscribed to `moments`, then an organizer hides H published moments,
 * one every 200 ms, and the bench times, for every socket, the hide request to the `moment:deleted`
 * that takes the moment off the screen (the projector wall listens to the same event). Then it
 * times the organizers' queue (`GET /api/moderation/queue?status=all`, M moments) 20 times.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { ensureBuilt } from '../lib/build';
import { startIsolatedApp } from '../test/built-app';
import { summarize } from './moments/clients';
import { benchMongo, projectRoot } from './support/app';
import { countOption, parseBenchArgs, type BenchOptionSpecs } from './support/cli';
import { connectMany, jsonCall, openSocket, type BenchSocket } from './support/connect';
import { ms, organizerSignIn, sleep } from './support/local';

const OPTIONS = {
  clients: countOption('--clients', 500, 5000),
  hides: countOption('--hides', 40, 1000),
  moments: countOption('--moments', 300, 5000),
} satisfies BenchOptionSpecs;

export default async function bench(args: string[]): Promise<void> {
  const { clients, hides, ...options } = parseBenchArgs(args, OPTIONS);
  const moments = Math.max(options.moments, hides);
  const mongo = await benchMongo();
  if (!/^mongodb:\/\/(127\.0\.0\.1|localhost)[:/]/.test(mongo.uri) && process.env.MONGODB_URI)
    throw new Error('MONGODB_URI must point to this machine (127.0.0.1) for the bench');
  ensureBuilt(projectRoot, { quiet: true });
  const password = randomBytes(12).toString('hex');
  const app = await startIsolatedApp({
    root: projectRoot,
    mongoUri: mongo.uri,
    dbPrefix: 'bench_moderation',
    env: { ADMIN_PASSWORD: password },
  });
  let sockets: BenchSocket[] = [];
  try {
    const cookie = await organizerSignIn(app.url, password);
    const organizer = (path: string, method = 'GET', body?: unknown) =>
      jsonCall(`${app.url}${path}`, method, body, { cookie });

    // Organizers are never rate-limited: they post the moments guests would have.
    const ids: string[] = [];
    for (let start = 0; start < moments; start += 20) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(20, moments - start) }, async (_, offset) => {
          const answer = await organizer('/api/live-wedding-moments', 'POST', {
            guestName: 'Bench Guest',
            content: `Bench moment ${start + offset}`,
          });
          if (answer.status !== 201) throw new Error(`posting answered ${answer.status}`);
          return ((await answer.json()) as { id: string }).id;
        }),
      );
      ids.push(...batch);
    }

    const sentAt = new Map<string, number>();
    const samples: number[] = [];
    const guests = await connectMany(clients, () =>
      openSocket(app.url, ['moments'], {
        listen: (socket) =>
          socket.on('moment:deleted', ({ id }) => {
            const at = sentAt.get(id);
            if (at !== undefined) samples.push(performance.now() - at);
          }),
      }),
    );
    sockets = guests.sockets;

    console.log(
      `moderation bench: ${moments} moments, ${clients} guest sockets, ${hides} hides at 5/s; ` +
        `load average ${loadavg()[0].toFixed(1)} on this machine`,
    );
    const answers: Promise<Response>[] = [];
    const started = performance.now();
    for (let seq = 0; seq < hides; seq += 1) {
      const wait = started + seq * 200 - performance.now();
      if (wait > 0) await sleep(wait);
      const id = ids[seq];
      sentAt.set(id, performance.now());
      answers.push(organizer(`/api/moderation/items/moments/${id}/hide`, 'POST', {}));
    }
    const statuses = (await Promise.all(answers)).map((answer) => answer.status);
    if (statuses.some((status) => status !== 200))
      throw new Error(`a hide answered ${statuses.join(',')}`);
    const expected = clients * hides;
    const deadline = performance.now() + 15_000;
    while (samples.length < expected && performance.now() < deadline) await sleep(20);
    const removal = summarize(Float64Array.from(samples).sort());
    console.log(
      `\nhide → moment:deleted on every guest socket (${samples.length}/${expected} delivered, ${expected - samples.length} lost)\n` +
        `  p50 ${ms(removal.p50)}, p95 ${ms(removal.p95)}, p99 ${ms(removal.p99)}, max ${ms(removal.max)}`,
    );

    const queueTimes: number[] = [];
    for (let run = 0; run < 20; run += 1) {
      const at = performance.now();
      const answer = await organizer('/api/moderation/queue?status=all');
      await answer.json();
      queueTimes.push(performance.now() - at);
    }
    const queue = summarize(Float64Array.from(queueTimes).sort());
    console.log(
      `\nGET /api/moderation/queue?status=all (${Math.min(moments, 200)} items answered), 20 calls\n` +
        `  p50 ${ms(queue.p50)}, p95 ${ms(queue.p95)}, max ${ms(queue.max)}`,
    );
  } finally {
    for (const socket of sockets) socket.disconnect();
    await app.stop();
    await mongo.stop();
  }
}
