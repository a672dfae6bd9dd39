import pRetry from 'p-retry';

/**
 * 1 s, 2 s, 4 s… then every 30 s, each with jitter so a room of phones whose Wi-Fi comes back
 * together does not ask for the same file at the same instant.
 */
const BACKOFF = { minTimeout: 1000, factor: 2, maxTimeout: 30_000, randomize: true } as const;

/** A chunk that did not arrive (the browser's TypeError, which p-retry would not retry). */
class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * Loads a code chunk, and keeps trying until it arrives. A chunk requested while venue Wi-Fi drops
 * or the server restarts fails; React.lazy would throw and take the whole page down with it (a
 * projector left blank for the night), so the part stays in its loading state and appears once the
 * network is back. Browsers fetch a module that failed again on the next `import()`.
 */
export function importWithRetry<M>(
  load: () => Promise<M>,
  retries = Number.POSITIVE_INFINITY,
): Promise<M> {
  return pRetry(
    () =>
      load().catch((error: unknown) => {
        throw new ChunkLoadError(error);
      }),
    { ...BACKOFF, retries },
  );
}
