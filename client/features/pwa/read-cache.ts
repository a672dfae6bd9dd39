import { IMAGE_CACHE_NAME } from './image-cache';
import { API_READS_CACHE_NAME } from './offline-reads';

/**
 * The service worker's caches that hold what a visit read: the API's public reads and the images.
 * Personal answers are never stored there (offline-reads.ts), but on an invite-only site even the
 * public reads are for invited guests only, and a photo shown to one guest's session need not be
 * for the next: when the person behind the page may have changed, both are emptied.
 */
export const READ_CACHE_NAMES = [API_READS_CACHE_NAME, IMAGE_CACHE_NAME] as const;

let lastCleared: Promise<void> = Promise.resolve();

/**
 * A guest signed out: this phone's notifications are turned off too. The server drops the guest's
 * subscriptions then (docs/push.md); the next person on a shared phone must neither get this
 * guest's notifications nor see the setting say 'on'. Loaded only then.
 */
function forgetPushSubscription(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve();
  return import('../push/subscription')
    .then((module) => module.turnPushOff())
    .then(
      () => undefined,
      () => undefined,
    );
}

/**
 * Called whenever the person behind the page may have changed: a guest or organizer signed out,
 * the API refused a call (401, 403: the session is gone or was never enough), the server closed
 * the page's socket because its session ended, or the organizers turned the site invite-only.
 * Empties the read caches from the page itself (Cache Storage is shared with the worker), so it
 * works without a message to a worker that may be waiting or absent. The caches are emptied, not
 * deleted, so the worker's open handles keep pointing at the cache it fills next. Nothing to do on
 * a browser without Cache Storage (plain http on a LAN address: no service worker either).
 */
export function forgetCachedReads(signedOut = false): Promise<void> {
  const pushForgotten = signedOut ? forgetPushSubscription() : Promise.resolve();
  if (typeof caches === 'undefined') return pushForgotten.then(() => lastCleared);
  lastCleared = Promise.all([pushForgotten, ...READ_CACHE_NAMES.map(emptyCache)]).then(
    () => undefined,
    () => undefined, // Storage refused (private mode): nothing was kept to forget.
  );
  return lastCleared;
}

async function emptyCache(name: string): Promise<void> {
  if (!(await caches.has(name))) return;
  const cache = await caches.open(name);
  const requests = await cache.keys();
  await Promise.all(requests.map((request) => cache.delete(request)));
}
