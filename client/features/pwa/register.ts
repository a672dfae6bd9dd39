import { registerSW } from 'virtual:pwa-register';

/** A guest may keep the site open all day: look for a new version every hour, not only on visits. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

type UpdateListener = () => void;
const updateListeners = new Set<UpdateListener>();
let updateWaiting = false;
let applyUpdate: ((reloadPage?: boolean) => Promise<void>) | undefined;

/**
 * Registers /sw.js (scope /) once per page. When a new version has installed and waits, the
 * listeners hear it (the 'App Update Available' dialog); it waits until the guest accepts.
 */
export function registerServiceWorker(): void {
  if (applyUpdate || !('serviceWorker' in navigator)) return;
  applyUpdate = registerSW({
    immediate: true,
    onNeedRefresh() {
      updateWaiting = true;
      updateListeners.forEach((listener) => listener());
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
}

export function onUpdateWaiting(listener: UpdateListener): () => void {
  updateListeners.add(listener);
  if (updateWaiting) listener();
  return () => updateListeners.delete(listener);
}

/** Tells the waiting worker to take over (skip waiting); the page reloads once it controls. */
export async function activateWaitingUpdate(): Promise<void> {
  await applyUpdate?.(true);
}
