import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DEVICE_HEADER } from '../../../protocol/http';
import { IDEMPOTENCY_KEY_HEADER } from '../../../protocol/idempotency';
import { deviceFor } from '../../test/devices';
import { DeliveryRecorder, connectClients, summarize, type LatencySummary } from './clients';

/** What a guest is promised: a like on one page changes the count on every other within 2 s. */
export const LIKE_PROMISE_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Connects `clientCount` pages to `url`, shares `count` moments, then likes each once at `rate`
 * a second and times every like, from its POST to its `moment:liked` on every page.
 */
export async function measureLikes(
  url: string,
  clientCount: number,
  count: number,
  rate: number,
): Promise<{ latency: LatencySummary; lost: number }> {
  const recorder = new DeliveryRecorder();
  const clients = await connectClients([url], clientCount, recorder);
  try {
    const deviceId = await deviceFor(url, 'bench-poster-device-01');
    const post = async (path: string, body?: unknown) => {
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [DEVICE_HEADER]: deviceId,
          [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`);
      return (await response.json()) as { id?: string };
    };
    const seqOf = new Map<string, number>();
    for (let seq = 0; seq < count; seq += 1) {
      const { id } = await post('/api/live-wedding-moments', {
        guestName: 'Bench guest',
        content: `to be liked ${seq}`,
      });
      seqOf.set(id!, seq);
    }
    recorder.start('likes', clientCount, count);
    clients.sockets.forEach((socket, index) =>
      socket.on('moment:liked', ({ id }) => {
        const seq = seqOf.get(id);
        if (seq !== undefined) recorder.onEvent(index, recorder.marker(seq));
      }),
    );
    const started = performance.now();
    const ids = [...seqOf.keys()];
    const likes: Promise<unknown>[] = [];
    for (let seq = 0; seq < count; seq += 1) {
      const wait = started + (seq * 1000) / rate - performance.now();
      if (wait > 0) await sleep(wait);
      recorder.markSent(seq);
      likes.push(post(`/api/live-wedding-moments/${ids[seq]}/like`));
    }
    await Promise.all(likes);
    // Whatever has not arrived 10 s after the last like is lost.
    const deadline = performance.now() + 10_000;
    while (recorder.delivered < recorder.expected && performance.now() < deadline) await sleep(20);
    return {
      latency: summarize(recorder.latencies()),
      lost: recorder.expected - recorder.delivered,
    };
  } finally {
    clients.close();
  }
}
