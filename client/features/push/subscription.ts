import { pushApi, type PushSubscriptionBody } from '../../../protocol/push';
import { ApiError, call } from '../../lib/api';
import type { ContentLanguage as Language } from '../../../protocol/localized';
import { applicationServerKeyOf, pushEnvironment, type PushState } from './push-support';

/**
 * The worker registers once the page has settled (PwaPrompts); a tap may come first, so this waits
 * for it, but not for ever: a browser that never gets one (private mode in some browsers) cannot
 * receive pushes.
 */
const WORKER_WAIT_MS = 10_000;

class NoServiceWorker extends Error {}

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoServiceWorker('no service worker')), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** What the page shows before anything is tapped: reads only, never asks for permission. */
export async function readPushState(): Promise<PushState> {
  const environment = pushEnvironment(window);
  if (environment !== 'ready') return environment;
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

function bodyOf(subscription: PushSubscription, language: Language): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    language,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * After a tap: asks the browser's permission, subscribes with the server's key and stores the
 * subscription (with the page's language, which a phone no guest signed in on is written to in).
 * A subscription the server refused is dropped again, so the page never says 'on' for a phone
 * nothing will reach.
 */
export async function turnPushOn(language: Language): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const [{ publicKey }, registration] = await Promise.all([
    call(pushApi.publicKey),
    workerRegistration().catch((error: unknown) => {
      if (error instanceof NoServiceWorker) return null;
      throw error;
    }),
  ]);
  if (!registration) return 'unsupported';
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKeyOf(publicKey),
    }));
  try {
    await call(pushApi.subscribe, { body: bodyOf(subscription, language) });
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return 'on';
}

/** Removes the subscription on the server (already gone there is fine), then in the browser. */
export async function turnPushOff(): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    try {
      await call(pushApi.unsubscribe, { body: { endpoint: subscription.endpoint } });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    await subscription.unsubscribe();
  }
  return 'off';
}
