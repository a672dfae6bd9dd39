/**
 * Empties the service worker's read caches (client/features/pwa/read-cache.ts) when the person
 * behind the page may have changed; `signedOut`: a guest signed out, and this phone's
 * notifications go too. The module loads on demand: the first screen carries none of it. Resolves
 * once done, and never rejects (a chunk that fails to load has nothing to undo).
 */
export function forgetCachedReads(signedOut = false): Promise<void> {
  return import('../features/pwa/read-cache').then(
    (module) => module.forgetCachedReads(signedOut),
    () => undefined,
  );
}

/** An API answer that means the page's session is gone or was never enough (401, 403). */
export function forgetCachedReadsOnRefusal(status: number): void {
  if (status === 401 || status === 403) void forgetCachedReads();
}
