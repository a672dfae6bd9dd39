// Part of the first load on purpose, and tiny: the outbox itself (IndexedDB, its UI) loads only
// when a write is waiting or a screen that posts is opened.

/** How many writes wait in the outbox, mirrored by the outbox into localStorage for this check. */
export const OUTBOX_COUNT_KEY = 'wedding-outbox-waiting';

function somethingWaits(): boolean {
  try {
    return Number(localStorage.getItem(OUTBOX_COUNT_KEY)) > 0;
  } catch {
    return false; // storage blocked: the outbox could not have kept anything either
  }
}

/**
 * On page load and whenever the browser comes back online, loads the outbox if a write waits in
 * it: it then sends what it kept, even when no screen that shows those writes is open.
 */
export function wakeOutbox(): void {
  const wake = () => {
    if (somethingWaits()) void import('./outbox').then(({ outbox }) => outbox());
  };
  window.addEventListener('online', wake);
  wake();
}
