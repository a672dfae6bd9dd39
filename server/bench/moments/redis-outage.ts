import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DEVICE_HEADER } from '../../../protocol/http';
import { IDEMPOTENCY_KEY_HEADER } from '../../../protocol/idempotency';
import { deviceFor } from '../../test/devices';
import type { TcpProxy } from '../../test/tcp-proxy';
import { summarize, type LatencySummary } from './clients';

/** What a guest is promised while Redis is away (docs/deployment.md): an answer within 2 s. */
export const REDIS_OUTAGE_ANSWER_PROMISE_MS = 2_000;

/** Times `count` moments shared one after the other through `url`, each to its answer. */
async function timedShares(url: string, label: string, count: number): Promise<LatencySummary> {
  const deviceId = await deviceFor(url, 'bench-poster-device-01');
  const times: number[] = [];
  for (let seq = 0; seq < count; seq += 1) {
    const sentAt = performance.now();
    const response = await fetch(`${url}/api/live-wedding-moments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [DEVICE_HEADER]: deviceId,
        [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
      },
      body: JSON.stringify({ guestName: 'Bench guest', content: `${label} ${seq}` }),
      signal: AbortSignal.timeout(30_000),
    });
    await response.text();
    if (response.status !== 201) throw new Error(`POST answered ${response.status} (${label})`);
    times.push(performance.now() - sentAt);
  }
  return summarize(Float64Array.from(times).sort());
}

/**
 * With two processes, Redis reached through `proxy`: the same shares timed with Redis up (the
 * floor) and while it is away (the proxy stopped, as a crashed Redis or a dead link), as
 * server/redis-outage.test.ts shows they are answered, not how fast.
 */
export async function measureRedisOutage(
  proxy: TcpProxy,
  url: string,
  count: number,
): Promise<{ up: LatencySummary; away: LatencySummary }> {
  const up = await timedShares(url, 'redis up', count);
  await proxy.stop();
  try {
    const away = await timedShares(url, 'redis away', count);
    return { up, away };
  } finally {
    await proxy.start();
  }
}
