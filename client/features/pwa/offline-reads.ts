import type { NamedEndpoint } from '../../../protocol/contract';

/** The service worker's runtime cache of the public reads (see runtimeCaching in vite.config.ts). */
export const API_READS_CACHE_NAME = 'api-reads';

/** Whether the server is up: an answer from yesterday's cache would be a lie. */
const LIVE_ONLY_READS = new Set(['health.health']);

/**
 * Whether the service worker may keep a read's answer: a public GET whose answer is the same
 * whoever asks. A read the contract marks `personal` (my seat, my profile, my posts, the session),
 * or that needs a session ('signed-in', 'organizer'), is never stored: on a shared phone the next
 * guest, offline, would get the last one's.
 */
export function isCacheableRead({ group, name, endpoint }: NamedEndpoint): boolean {
  return (
    endpoint.method === 'GET' &&
    endpoint.access === 'public' &&
    endpoint.personal !== true &&
    !endpoint.path.startsWith('/api/admin') &&
    !LIVE_ONLY_READS.has(`${group}.${name}`)
  );
}

/** The paths of the contract's reads the service worker may answer from its cache when offline. */
export function offlineReadPaths(endpoints: readonly NamedEndpoint[]): string[] {
  return endpoints.filter(isCacheableRead).map(({ endpoint }) => endpoint.path);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One regular expression for Workbox's runtime route, tested against a request's full URL. It matches
 * from the path on (the lookbehind skips scheme and host), never at index 0, so Workbox applies it to
 * this origin only: a cross-origin URL must match at its very start.
 */
export function offlineReadPattern(paths: readonly string[]): RegExp {
  const alternatives = paths.map((path) =>
    path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/?#]+' : escapeRegExp(segment)))
      .join('/'),
  );
  return new RegExp(`(?<=^https?://[^/]+)(?:${alternatives.join('|')})(?:\\?[^#]*)?$`);
}
