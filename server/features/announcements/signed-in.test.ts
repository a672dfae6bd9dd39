import { describe, expect, it } from 'vitest';
import { nextEvent, recordEvents, subscribe } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { storedGuestById } from '../guests/seed';
import {
  addGuest,
  afterEveryEarlierPush,
  apiClient,
  guestCookie as signIn,
  withoutMarkers,
} from './test-support';

const app = useTestApp();

const guestCookie = (guestId: string) => signIn(app.url, guestId);

describe('announcements for a signed-in guest', () => {
  it('follow their RSVP status, in the list and live; other guests get "all" only', async () => {
    const cora = await guestCookie(await addGuest('Cora', undefined, 'confirmed'));
    const dan = await guestCookie(await addGuest('Dan', undefined, 'declined'));
    const api = apiClient(app.url);
    const organizer = await app.organizerCookie();
    const coraSocket = await app.connect({ cookie: cora });
    const danSocket = await app.connect({ cookie: dan });
    const stranger = app.sockets[0];
    await Promise.all(
      [coraSocket, danSocket, stranger].map((socket) => subscribe(socket, 'notices')),
    );
    const danHeard = recordEvents(danSocket, 'announcement:sent');
    const strangerHeard = recordEvents(stranger, 'announcement:sent');

    const created = await api('/api/announcements', {
      method: 'POST',
      cookie: organizer,
      body: {
        title: 'Photos at 8',
        message: 'Confirmed guests: group photo',
        recipientType: 'confirmed',
      },
    });
    const coraHeard = nextEvent(coraSocket, 'announcement:sent');
    await api(`/api/announcements/${String(created.body.id)}/send`, {
      method: 'POST',
      cookie: organizer,
    });
    expect((await coraHeard).title).toBe('Photos at 8');

    const titles = async (cookie?: string) =>
      ((await api('/api/notices', { cookie })).body as { title: string }[]).map((n) => n.title);
    expect(await titles(cora)).toEqual(['Photos at 8']);
    expect(await titles(dan)).toEqual([]);
    expect(await titles()).toEqual([]);
    await afterEveryEarlierPush(app.server.hub, [danSocket, stranger]);
    expect(withoutMarkers(danHeard)).toEqual([]);
    expect(withoutMarkers(strangerHeard)).toEqual([]);
  });

  it('follow an RSVP that changed while the page was open, live', async () => {
    const eliId = await addGuest('Eli', undefined, 'pending');
    const finnId = await addGuest('Finn', undefined, 'pending');
    const [eli, finn] = [await guestCookie(eliId), await guestCookie(finnId)];
    const api = apiClient(app.url);
    const organizer = await app.organizerCookie();
    const eliSocket = await app.connect({ cookie: eli });
    const finnSocket = await app.connect({ cookie: finn });
    await Promise.all([eliSocket, finnSocket].map((socket) => subscribe(socket, 'notices')));
    const eliHeard = recordEvents(eliSocket, 'announcement:sent');
    const finnHeard = recordEvents(finnSocket, 'announcement:sent');

    // Eli answers the RSVP on the site; an organizer marks Finn as declined. Neither reconnects.
    const guest = await storedGuestById(eliId);
    const rsvp = await api('/api/rsvp', {
      method: 'POST',
      cookie: eli,
      body: { firstName: 'Eli', lastName: 'Test', email: guest!.email, attending: true },
    });
    expect(rsvp.status).toBe(200);
    expect(await storedGuestById(eliId)).toMatchObject({ rsvpStatus: 'confirmed' });
    const marked = await api(`/api/admin/guests/${finnId}/rsvp-status`, {
      method: 'PATCH',
      cookie: organizer,
      body: { rsvpStatus: 'declined' },
    });
    expect(marked.status).toBe(200);

    const sendTo = async (recipientType: string) => {
      const created = await api('/api/announcements', {
        method: 'POST',
        cookie: organizer,
        body: { title: `To ${recipientType}`, message: 'News', recipientType },
      });
      const sent = await api(`/api/announcements/${String(created.body.id)}/send`, {
        method: 'POST',
        cookie: organizer,
      });
      expect(sent.status).toBe(200);
    };
    for (const type of ['pending', 'confirmed', 'declined']) await sendTo(type);
    await afterEveryEarlierPush(app.server.hub, [eliSocket, finnSocket]);
    expect(withoutMarkers(eliHeard).map((n) => n.title)).toEqual(['To confirmed']);
    expect(withoutMarkers(finnHeard).map((n) => n.title)).toEqual(['To declined']);
  });
});
