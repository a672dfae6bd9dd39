/**
 * Turns this phone's notifications off when the guest signs out: the server drops the guest's
 * subscriptions then (docs/push.md), and the next person on a shared phone must neither get this
 * guest's notifications nor see the setting say 'on'. Loaded on demand; never rejects.
 */
export function forgetPushSubscription(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve();
  return import('../features/push/subscription').then(
    (module) =>
      module.turnPushOff().then(
        () => undefined,
        () => undefined,
      ),
    () => undefined,
  );
}
