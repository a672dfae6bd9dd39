/**
 * The service worker's push handlers, imported by the Workbox worker (`importScripts`, see
 * scripts/sw-push-plugin.ts and docs/pwa.md). Bundled on its own: it runs in the worker, never in
 * a page. The DOM typings have no worker events, so the few it uses are typed here.
 */
import { notificationOf, targetUrlOf } from './notification-of';

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEventLike {
  data: { text(): string } | null;
}
interface NotificationEventLike extends ExtendableEventLike {
  notification: Notification;
}
interface WindowClientLike {
  url: string;
  focus(): Promise<WindowClientLike>;
  navigate(url: string): Promise<WindowClientLike | null>;
}
interface WorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<WindowClientLike | null>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationEventLike) => void,
  ): void;
}

const scope = self as unknown as WorkerScope;
const origin = scope.location.origin;

scope.addEventListener('push', (event) => {
  const { title, options } = notificationOf(event.data?.text() ?? null, origin);
  event.waitUntil(scope.registration.showNotification(title, options));
});

/** A tab already on the page is focused; else one of the site's is focused and sent there; else a new one. */
async function openOrFocus(target: string): Promise<void> {
  const windows = (
    await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })
  ).filter((client) => new URL(client.url).origin === origin);
  const onPage = windows.find((client) => client.url === target);
  if (onPage) {
    await onPage.focus();
    return;
  }
  const other = windows[0];
  if (other) {
    const focused = await other.focus();
    // navigate() works only for a tab this worker controls; another stays where it is, focused.
    await focused.navigate(target).catch(() => null);
    return;
  }
  await scope.clients.openWindow(target);
}

scope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  event.waitUntil(openOrFocus(targetUrlOf(data?.url, origin)));
});
