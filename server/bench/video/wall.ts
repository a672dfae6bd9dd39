/**
 * The wall the video bench watches: N real Socket.IO clients on `moments` (the moments bench's
 * clients), hearing both the text moments the bench posts at a steady rate, each timed from its
 * POST to its arrival on every socket, and the videos once made, each arrival kept by caption.
 */
import { performance } from 'node:perf_hooks';
import { connectClients, DeliveryRecorder, summarize } from '../moments/clients';
import { ALL_CLIENTS, KindResult, momentPoster, runPhase } from '../moments/measure';

/** Text moments are posted in chunks of this many seconds, until the phase's end is reached. */
const CHUNK_SECONDS = 5;

export async function openWall(url: string, sockets: number, rate: number) {
  const recorder = new DeliveryRecorder();
  /** Arrival times (performance.now()) on the sockets, by the video moment's caption. */
  const videoArrivals = new Map<string, number[]>();
  const clients = await connectClients([url], sockets, recorder, (_, moment) => {
    if (moment.momentType !== 'video') return;
    const arrivals = videoArrivals.get(moment.content) ?? [];
    arrivals.push(performance.now());
    videoArrivals.set(moment.content, arrivals);
  });
  const poster = momentPoster(url, recorder);
  /** Each chunk's figures in the order posted: where in a phase the slow deliveries fall. */
  const chunks: { phase: string; startedAt: number; p99: number }[] = [];
  let phases = 0;
  const chunk = Math.max(1, Math.round(rate * CHUNK_SECONDS));

  /**
   * Text moments at `rate` a second, chunk after chunk, until `done()` answers true (asked after
   * each chunk, once its moments have arrived); the delivery times of all of them, added to
   * `result` when given (one result over several phases), or to the result `result()` answers at
   * each chunk's start (a phase told apart by what else goes on).
   */
  async function textMoments(
    name: string,
    done: () => boolean,
    result: KindResult | (() => KindResult) = new KindResult(ALL_CLIENTS),
  ): Promise<KindResult> {
    const pick = typeof result === 'function' ? result : () => result;
    do {
      recorder.start(`${name}-${(phases += 1)}`, sockets, chunk);
      const startedAt = performance.now();
      await runPhase([], undefined, recorder, chunk, rate, poster.share, pick());
      chunks.push({ phase: name, startedAt, p99: summarize(recorder.latencies()).p99 });
      if (poster.failures.length)
        throw new Error(
          `${poster.failures.length} text moments failed: ${String(poster.failures[0])}`,
        );
    } while (!done());
    return pick();
  }

  return {
    videoArrivals,
    chunks,
    textMoments,
    /** A few text moments not measured: JIT, connection pools, caches. */
    warmUp: async () => {
      recorder.start('warm-up', sockets, 20);
      await runPhase([], undefined, recorder, 20, rate, poster.share);
    },
    close: () => clients.close(),
  };
}

export type Wall = Awaited<ReturnType<typeof openWall>>;
