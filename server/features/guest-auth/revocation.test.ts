import { beforeEach, describe, expect, it } from 'vitest';
import { adminGuestSchema, type AdminGuest } from '../../../protocol/admin-guests';
import { guestAuthSessionSchema } from '../../../protocol/guests';
import { disconnectReason, subscribe, type TestSocket } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { clearGuests } from '../guests/seed';
import { addGuestAsOrganizer, signInWithCode } from '../guests/test-support';

/**
 * What an organizer revokes (a guest deleted, a new invite code) and what a guest ends (signing
 * out) takes effect at once: the old cookie is a stranger's, and the sockets it opened are closed.
 */
const app = useTestApp({}, { organizer: true });
beforeEach(async () => {
  await clearGuests();
});

let serial = 0;
async function addGuest(): Promise<AdminGuest> {
  serial += 1;
  return addGuestAsOrganizer(app.url, app.organizer, {
    name: `Marta Ruiz${serial}`,
    email: `marta${serial}@example.com`,
  });
}

/** Signs the guest in as one phone does and answers that phone's cookie. */
const signInAs = (guest: AdminGuest) => signInWithCode(app.url, guest);

async function signedInGuest(cookie: string) {
  const response = await fetch(`${app.url}/api/guest-auth`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return guestAuthSessionSchema.parse(await response.json()).guest;
}

/** A round trip on the socket: it is still connected, and anything sent to it before has arrived. */
async function stillConnected(socket: TestSocket): Promise<void> {
  expect((await subscribe(socket, 'moments')).subscribed).toEqual(['moments']);
  expect(socket.connected).toBe(true);
}

const organizerCall = (path: string, method: string, body?: unknown) =>
  fetch(`${app.url}${path}`, {
    method,
    headers: { cookie: app.organizer, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

describe('an organizer revoking a guest', () => {
  it.each([
    [
      'gives them a new invite code',
      (guest: AdminGuest) => organizerCall(`/api/admin/guests/${guest.id}/invite-code`, 'POST'),
    ],
    [
      'deletes them',
      (guest: AdminGuest) => organizerCall(`/api/admin/guests/${guest.id}`, 'DELETE'),
    ],
    [
      'deletes them with others in bulk',
      (guest: AdminGuest) =>
        organizerCall('/api/admin/guests/bulk', 'POST', {
          ids: [guest.id],
          action: { type: 'delete' },
        }),
    ],
  ])('%s: both of their phones are closed and signed out at once', async (_label, revoke) => {
    const guest = await addGuest();
    const bystander = await addGuest();
    const [phone, tablet, other] = await Promise.all([
      signInAs(guest),
      signInAs(guest),
      signInAs(bystander),
    ]);
    const sockets = await Promise.all([phone, tablet].map((cookie) => app.connect({ cookie })));
    const otherSocket = await app.connect({ cookie: other });
    const closed = sockets.map((socket) => disconnectReason(socket));

    expect((await revoke(guest)).status).toBe(200);

    // Closed by the server (the page reconnects by itself, as who it now is).
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await signedInGuest(phone)).toBeNull();
    expect(await signedInGuest(tablet)).toBeNull();
    // Another guest and a stranger's phone are left alone.
    await stillConnected(otherSocket);
    await stillConnected(app.sockets[0]);
    expect((await signedInGuest(other))?.id).toBe(bystander.id);
  });

  it('refuses the old code; the new one signs in again', async () => {
    const guest = await addGuest();
    const response = await organizerCall(`/api/admin/guests/${guest.id}/invite-code`, 'POST');
    const renewed = adminGuestSchema.parse(await response.json());
    const old = await fetch(`${app.url}/api/guest-auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        identifier: guest.email,
        identifierType: 'email',
        inviteCode: guest.inviteCode,
      }),
    });
    expect(old.status).toBe(401);
    expect((await signedInGuest(await signInAs(renewed)))?.id).toBe(guest.id);
  });
});

describe('a guest signing out', () => {
  it('closes the sockets of that browser only; their other phone stays signed in', async () => {
    const guest = await addGuest();
    const [phone, tablet] = await Promise.all([signInAs(guest), signInAs(guest)]);
    const phoneSocket = await app.connect({ cookie: phone });
    const tabletSocket = await app.connect({ cookie: tablet });
    const closed = disconnectReason(phoneSocket);

    const out = await fetch(`${app.url}/api/guest-auth`, {
      method: 'DELETE',
      headers: { cookie: phone },
    });
    expect(out.status).toBe(200);

    expect(await closed).toBe('io server disconnect');
    await stillConnected(tabletSocket);
    expect((await signedInGuest(tablet))?.id).toBe(guest.id);
  });

  it('without a session (or with a forged cookie) closes nothing and answers 200', async () => {
    const guest = await addGuest();
    const socket = await app.connect({ cookie: await signInAs(guest) });
    for (const cookie of [undefined, 'wedding_guest=forged-token', 'wedding_guest=%E0%A4%A']) {
      const out = await fetch(`${app.url}/api/guest-auth`, {
        method: 'DELETE',
        headers: cookie ? { cookie } : {},
      });
      expect(out.status).toBe(200);
    }
    await stillConnected(socket);
  });
});
