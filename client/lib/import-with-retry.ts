/**
 * 1 s, 2 s, 4 s… then every 30 s, each with jitter (×1 to ×2) so a room of phones whose Wi-Fi
 * comes back together does not ask for the same file at the same instant.
 */
const BACKOFF = { minMs: 1000, factor: 2, maxMs: 30_000 } as const;

/** A chunk that did not arrive (the browser's TypeError, kept as the cause). */
class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ChunkLoadError';
  }
}

function backoffMs(attempt: number): number {
  const base = Math.min(BACKOFF.minMs * BACKOFF.factor ** attempt, BACKOFF.maxMs);
  return Math.min(base * (1 + Math.random()), BACKOFF.maxMs);
}

/**
 * Loads a code chunk, and keeps trying until it arrives. A chunk requested while venue Wi-Fi drops
 * or the server restarts fails; React.lazy would throw and take the whole page down with it (a
 * projector left blank for the night), so the part stays in its loading state and appears once the
 * network is back. Browsers fetch a module that failed again on the next `import()`.
 * Hand-written rather than p-retry: it runs in the first screen's chunk, where every kilobyte counts.
 */
export async function importWithRetry<M>(
  load: () => Promise<M>,
  retries = Number.POSITIVE_INFINITY,
): Promise<M> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw new ChunkLoadError(error);
      await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt)));
    }
  }
}
