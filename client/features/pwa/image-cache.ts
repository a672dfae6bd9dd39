/** The service worker's runtime cache of this site's images (see runtimeCaching in vite.config.ts). */
export const IMAGE_CACHE_NAME = 'images';

/**
 * Drops a taken-down post's pictures from the service worker's image cache. The worker answers
 * images stale-while-revalidate, so without this a phone that once showed a photo would keep
 * showing it from its cache (offline, or before the revalidation's 404) after an organizer hid
 * it. Best effort: a browser without Cache Storage has nothing to drop.
 */
export async function forgetCachedImages(urls: readonly (string | undefined)[]): Promise<void> {
  const wanted = urls.filter((url): url is string => !!url);
  if (wanted.length === 0 || typeof caches === 'undefined') return;
  try {
    if (!(await caches.has(IMAGE_CACHE_NAME))) return;
    const cache = await caches.open(IMAGE_CACHE_NAME);
    await Promise.all(wanted.map((url) => cache.delete(new URL(url, location.href).href)));
  } catch {
    // Storage refused (private mode, quota): the revalidation's 404 still hides it online.
  }
}
