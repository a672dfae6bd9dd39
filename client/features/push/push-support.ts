import { installPlatform, runsInstalled } from '../pwa/device';

/**
 * Where this page stands with notifications: `on` (this phone is subscribed and allowed), `off`,
 * `blocked` (the browser refuses, only its settings change that), or one of the places where they
 * cannot work: plain http on a LAN address (no service worker, docs/pwa.md), an iPhone's Safari
 * outside the installed app (iOS offers Web Push only to home-screen apps, 16.4 and later), or a
 * browser without the Push API.
 */
export type PushState = 'on' | 'off' | 'blocked' | 'insecure' | 'ios-install' | 'unsupported';

/** Whether this page could subscribe at all, before asking anything of the browser. */
export function pushEnvironment(win: Window): 'insecure' | 'ios-install' | 'unsupported' | 'ready' {
  if (win.isSecureContext === false) return 'insecure';
  // Checked before the API: Safari in a tab has no PushManager, and the way there is installing.
  if (installPlatform(win.navigator) === 'ios' && !runsInstalled(win)) return 'ios-install';
  if (!('serviceWorker' in win.navigator) || !('PushManager' in win) || !('Notification' in win))
    return 'unsupported';
  return 'ready';
}

/** The VAPID public key (base64url) as the bytes `PushManager.subscribe` takes. */
export function applicationServerKeyOf(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const text = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}
