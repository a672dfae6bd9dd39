const DEVICE_KEY = 'wedding-device-id';

/** A random id this browser keeps for itself, so a like counts once per phone. */
export function getDeviceId(): string {
  try {
    const saved = localStorage.getItem(DEVICE_KEY);
    if (saved && /^[A-Za-z0-9_-]{16,64}$/.test(saved)) return saved;
    const fresh = crypto.randomUUID().replaceAll('-', '');
    localStorage.setItem(DEVICE_KEY, fresh);
    return fresh;
  } catch {
    // Private browsing without storage: a per-page id still counts each like once per visit.
    return (fallbackId ??= crypto.randomUUID().replaceAll('-', ''));
  }
}
let fallbackId: string | undefined;
