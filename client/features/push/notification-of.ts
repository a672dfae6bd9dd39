import type { PushPayload } from '../../../protocol/push';

/** What `registration.showNotification` is called with. */
export interface ShownNotification {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

/** The app's own icon (the manifest's), on the notification and, where shown, as its badge. */
export const NOTIFICATION_ICON = '/icons/icon-192.png';
/** The installed app's name (vite.config.ts manifest), for a push that carries no title. */
const APP_NAME = 'Wedding App';

/**
 * Where a tap leads: the payload's URL when it is on this site, else the home page. A payload is
 * the server's, but a link out of the site from a notification is never wanted.
 */
export function targetUrlOf(url: unknown, origin: string): string {
  if (typeof url !== 'string') return `${origin}/`;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The notification for a push's text (the server's JSON, protocol/push.ts `pushPayloadSchema`).
 * The tag names the announcement: a repeat (the same push delivered twice, or a resend) replaces
 * the one shown instead of stacking. A push that is not the JSON expected still shows the app's
 * name: with `userVisibleOnly` every push must show something.
 */
export function notificationOf(data: string | null, origin: string): ShownNotification {
  let payload: Partial<PushPayload> = {};
  try {
    const parsed: unknown = data ? JSON.parse(data) : {};
    if (parsed && typeof parsed === 'object') payload = parsed as Partial<PushPayload>;
  } catch {
    // Not JSON: the app's name alone.
  }
  const id = text(payload.id);
  return {
    title: text(payload.title) || APP_NAME,
    options: {
      body: text(payload.body),
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
      tag: id ? `${text(payload.kind) || 'announcement'}-${id}` : 'wedding',
      data: { url: targetUrlOf(payload.url, origin) },
    },
  };
}
