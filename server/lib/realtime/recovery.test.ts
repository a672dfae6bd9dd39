import { describe, expect, it } from 'vitest';
import type { AdminGuest } from '../../../protocol/admin-guests';
import { INVITE_ONLY_MESSAGE } from '../../../protocol/site-access';
import { nextEvent, recordEvents, subscribe, type TestSocket } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { addGuestAsOrganizer, signInWithCode } from '../../features/guests/test-support';

/**
 * A phone whose link drops comes back with connection state recovery (its rooms and missed
 * events). The handshake runs again then: a session that ended while it was away recovers nothing,
 * and rights its cookie no longer carries are left behind.
 */

const app = useTestApp({}, { organizer: true });

let serial = 0;
async function addGuest(cookie = app.organizer): Promise<AdminGuest> {
  serial += 1;
  return addGuestAsOrganizer(app.url, cookie, {
    name: `Rosa Recovery${serial}`,
    email: `rosa${serial}@example.com`,
  });
}

async function until(what: string, check: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * An organizer's phone in the `guests` and `guestbook` topics that has had one push (so it has an
 * offset to recover from), then loses its link: the server keeps its state for recovery.
 */
async function organizerPhoneThatDropped(cookie: string): Promise<TestSocket> {
  const socket = await app.connect({ cookie });
  expect((await subscribe(socket, 'guests', 'guestbook')).refused).toEqual([]);
  const pushed = nextEvent(socket, 'guests:saved');
  await addGuest();
  await pushed;
  const id = socket.id!;
  socket.io.engine.close();
  await until('the server noticing the drop', () => !app.server.io.of('/').sockets.has(id));
  return socket;
}

async function reconnect(socket: TestSocket): Promise<void> {
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  socket.connect();
  await connected;
}

async function signGuestBook(message: string): Promise<void> {
  const response = await fetch(`${app.url}/api/guest-book`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ guestName: 'Lucía', message }),
  });
  expect(response.status).toBe(201);
}

describe('a recovered connection', () => {
  it('recovers its rooms when its session still holds (the baseline)', async () => {
    const socket = await organizerPhoneThatDropped(await app.organizerCookie());
    await reconnect(socket);
    expect(socket.recovered).toBe(true);
    const pushed = nextEvent(socket, 'guests:saved');
    await addGuest();
    await pushed;
  });

  it('recovers nothing when the session was signed out while the phone was away', async () => {
    const cookie = await app.organizerCookie();
    const socket = await organizerPhoneThatDropped(cookie);
    const out = await fetch(`${app.url}/api/admin/session`, {
      method: 'DELETE',
      headers: { cookie },
    });
    expect(out.status).toBe(200);
    const missed = recordEvents(socket, 'guests:saved');
    await addGuest(); // pushed while the phone is away: not replayed to it

    await reconnect(socket);

    // A fresh connection: the page subscribes again, as who it now is.
    expect(socket.recovered).toBe(false);
    await addGuest();
    expect((await subscribe(socket, 'guests')).refused).toEqual([
      { topic: 'guests', reason: 'organizers only' },
    ]);
    // The subscribe answer came after both pushes were sent: none of them reached the phone.
    expect(missed).toEqual([]);
  });

  it('recovers nothing for a guest whose invite code was renewed while the phone was off', async () => {
    const guest = await addGuest();
    const socket = await app.connect({ cookie: await signInWithCode(app.url, guest) });
    await subscribe(socket, 'guestbook');
    const pushed = nextEvent(socket, 'guestbook:entry-added');
    await signGuestBook('Seen before the phone went off.');
    await pushed;
    const id = socket.id!;
    socket.io.engine.close();
    await until('the server noticing the drop', () => !app.server.io.of('/').sockets.has(id));

    const renewed = await fetch(`${app.url}/api/admin/guests/${guest.id}/invite-code`, {
      method: 'POST',
      headers: { cookie: app.organizer },
    });
    expect(renewed.status).toBe(200);
    const missed = recordEvents(socket, 'guestbook:entry-added');
    await signGuestBook('Written while the phone was off.');
    await reconnect(socket);

    expect(socket.recovered).toBe(false);
    expect((await subscribe(socket, 'guestbook')).subscribed).toEqual(['guestbook']);
    expect(missed).toEqual([]);
  });

  it('keeps its public topics but leaves organizer rooms when its cookie no longer carries them', async () => {
    const socket = await organizerPhoneThatDropped(await app.organizerCookie());
    // The browser lost the organizer cookie (the session itself is still live).
    socket.io.opts.extraHeaders = {};
    await reconnect(socket);

    expect(socket.recovered).toBe(true);
    const leaked = recordEvents(socket, 'guests:saved');
    const entry = nextEvent(socket, 'guestbook:entry-added');
    await addGuest();
    await signGuestBook('Pushed after the organizer push, on a topic the phone kept.');
    expect((await entry).message).toBe(
      'Pushed after the organizer push, on a topic the phone kept.',
    );
    expect(leaked).toEqual([]);
  });

  it('gives a stranger nothing back when the site turned invite-only while its page was offline', async () => {
    const guest = await addGuest();
    const guestCookie = await signInWithCode(app.url, guest);
    const stranger = await app.connect();
    expect((await subscribe(stranger, 'guestbook')).subscribed).toEqual(['guestbook']);
    const seen = nextEvent(stranger, 'guestbook:entry-added');
    await signGuestBook('Seen while the site was open.');
    await seen;
    const id = stranger.id!;
    stranger.io.engine.close();
    await until('the server noticing the drop', () => !app.server.io.of('/').sockets.has(id));

    const setMode = (mode: 'open' | 'invite-only') =>
      fetch(`${app.url}/api/admin/site-access`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: app.organizer },
        body: JSON.stringify({ mode }),
      });
    expect((await setMode('invite-only')).status).toBe(200);
    try {
      const leaked = recordEvents(stranger, 'guestbook:entry-added');
      const signAsGuest = async (message: string) => {
        const response = await fetch(`${app.url}/api/guest-book`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: guestCookie },
          body: JSON.stringify({ guestName: guest.name, message }),
        });
        expect(response.status).toBe(201);
      };
      await signAsGuest('Written for the guests while the stranger was offline.');
      await reconnect(stranger);

      await signAsGuest('Written for the guests after the stranger came back.');
      // Asked after both pushes were sent: the page is refused, and none of them reached it.
      expect((await subscribe(stranger, 'guestbook')).refused).toEqual([
        { topic: 'guestbook', reason: INVITE_ONLY_MESSAGE },
      ]);
      expect(leaked).toEqual([]);
    } finally {
      expect((await setMode('open')).status).toBe(200);
    }
  });
});
