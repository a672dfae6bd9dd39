import { callApi, type ApiCall } from '../../test/api';
import { deviceHeader } from '../../test/devices';
import type { RealtimeHub } from '../../lib/realtime/hub';
import type { TestSocket } from '../../test/harness';
import { seedGuest, storedGuestById } from '../guests/seed';
import { signInWithCode } from '../guests/test-support';

let serial = 0;

/** Stores a guest of the guest list with this phone and RSVP; answers its id. */
export async function addGuest(
  firstName: string,
  phone: string | undefined,
  rsvpStatus: 'pending' | 'confirmed' | 'declined' = 'pending',
  language?: 'en' | 'es',
): Promise<string> {
  serial += 1;
  return seedGuest({
    firstName,
    lastName: 'Test',
    email: `${firstName.toLowerCase()}${serial}@example.com`,
    phone,
    rsvpStatus,
    ...(language ? { language } : {}),
    inviteCode: `CODE${String(serial).padStart(4, '0')}${firstName.slice(0, 2).toUpperCase()}`,
  });
}

/**
 * Calls the app's API as a guest (no cookie) or an organizer (its cookie). `deviceId` is sent as
 * the site sends it: with REDIS_URL a guest write without one draws from a small per-address
 * allowance kept in Redis, shared by every run.
 */
export function apiClient(baseUrl: string) {
  return (path: string, options: Omit<ApiCall, 'headers'> = {}) => callApi(baseUrl, path, options);
}

/** Signs a guest in with the invite code, as /guest-login does; answers the session cookie. */
export async function guestCookie(
  baseUrl: string,
  guestId: string,
  deviceId?: string,
): Promise<string> {
  const guest = await storedGuestById(guestId);
  if (!guest) throw new Error(`no guest ${guestId}`);
  return signInWithCode(baseUrl, guest, await deviceHeader(baseUrl, deviceId));
}

export const MARKER_TITLE = 'marker: every earlier push has arrived';

/** Resolves once every socket has heard the marker push; published by `publish` after the waits start. */
async function markerHeardBy(sockets: TestSocket[], publish: () => Promise<void> | void) {
  const arrived = sockets.map(
    (socket) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the marker push did not arrive')), 10_000);
        const onPush = (push: { title: string }) => {
          if (push.title !== MARKER_TITLE) return;
          clearTimeout(timer);
          socket.off('announcement:sent', onPush);
          resolve();
        };
        socket.on('announcement:sent', onPush);
      }),
  );
  await publish();
  await Promise.all(arrived);
}

/**
 * Proves a negative ("this socket heard nothing more") without sleeping: publishes a marker to
 * every `notices` subscriber after everything else and waits for it on each socket. A socket gets
 * its pushes in the order they were published, so once the marker is in, any push published
 * before it has been recorded too.
 */
export async function afterEveryEarlierPush(
  hub: RealtimeHub,
  sockets: TestSocket[],
): Promise<void> {
  await markerHeardBy(sockets, () =>
    hub.publish(
      'notices',
      'announcement:sent',
      {
        id: 'f'.repeat(24),
        title: MARKER_TITLE,
        titleEs: '',
        message: '-',
        messageEs: '',
        sentAt: new Date().toISOString(),
      },
      { audience: { segment: 'all' } },
    ),
  );
}

/**
 * The same proof when the app runs in other processes: `sendMarker` sends a real announcement
 * titled MARKER_TITLE to everyone, through the process whose earlier pushes are to be checked.
 */
export async function afterEveryEarlierAnnouncement(
  sendMarker: (title: string) => Promise<void>,
  sockets: TestSocket[],
): Promise<void> {
  await markerHeardBy(sockets, () => sendMarker(MARKER_TITLE));
}

/** Recorded pushes, without the markers. */
export const withoutMarkers = <T extends { title: string }>(pushes: T[]) =>
  pushes.filter((push) => push.title !== MARKER_TITLE);
