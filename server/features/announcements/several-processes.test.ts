import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { nextEvent, recordEvents, subscribe } from '../../test/harness';
import { describeWithRedis } from '../../test/redis';
import { useTwoProcesses } from '../../test/two-processes';
import { storedGuestById } from '../guests/seed';
import {
  addGuest,
  afterEveryEarlierAnnouncement,
  apiClient,
  guestCookie,
  withoutMarkers,
} from './test-support';

/** A fresh phone: with REDIS_URL its write allowance is counted in Redis, which outlives the run. */
const newDevice = () => `ann_two_${randomBytes(8).toString('hex')}`;

/**
 * Two app processes sharing the database and Redis, as behind a load balancer: an announcement
 * sent through one reaches the signed-in guests whose page is open on the other, by the audience
 * decided when it is sent.
 */
describeWithRedis('announcements served by several processes', () => {
  // This run's own stream and allowances: a push to 'all' from another run sharing the Redis
  // (a marker, say) would otherwise reach these sockets and spoil the negatives.
  const two = useTwoProcesses('ann');
  const pageOnB = (options: { cookie?: string; deviceId?: string } = {}) =>
    two.pageOn(two.b, options);

  /** A guest signed in on process B with the page open there, as the guest page subscribes. */
  async function guestOnB(firstName: string, rsvpStatus: 'pending' | 'confirmed' | 'declined') {
    const id = await addGuest(firstName, undefined, rsvpStatus);
    const deviceId = newDevice();
    const cookie = await guestCookie(two.b.url, id, deviceId);
    const socket = await pageOnB({ cookie, deviceId });
    expect((await subscribe(socket, 'notices')).refused).toEqual([]);
    return { id, cookie, deviceId, socket, heard: recordEvents(socket, 'announcement:sent') };
  }

  /** Creates and sends an announcement through process A, as an organizer's screen does. */
  async function sendThroughA(title: string, recipientType = 'all') {
    const api = apiClient(two.a.url);
    const created = await api('/api/announcements', {
      method: 'POST',
      cookie: two.organizer,
      body: { title, message: 'News', recipientType },
    });
    expect(created.status).toBe(201);
    const sent = await api(`/api/announcements/${String(created.body.id)}/send`, {
      method: 'POST',
      cookie: two.organizer,
    });
    expect(sent.status).toBe(200);
  }

  it('pushes an announcement sent through A to its audience on B, and only to them', async () => {
    const cora = await guestOnB('Cora', 'confirmed');
    const dan = await guestOnB('Dan', 'declined');
    const stranger = await pageOnB();
    await subscribe(stranger, 'notices');
    const strangerHeard = recordEvents(stranger, 'announcement:sent');
    const organizerOnB = await pageOnB({ cookie: two.organizer });
    await subscribe(organizerOnB, 'notices');
    const organizerHeard = recordEvents(organizerOnB, 'announcement:sent');

    const coraGotIt = nextEvent(cora.socket, 'announcement:sent');
    await sendThroughA('Photos at 8', 'confirmed');
    expect((await coraGotIt).title).toBe('Photos at 8');

    // A marker sent to everyone through A after the send: once it is in on B, so is anything
    // A pushed before it.
    await afterEveryEarlierAnnouncement(sendThroughA, [
      cora.socket,
      dan.socket,
      stranger,
      organizerOnB,
    ]);
    expect(withoutMarkers(cora.heard).map((n) => n.title)).toEqual(['Photos at 8']);
    expect(withoutMarkers(organizerHeard).map((n) => n.title)).toEqual(['Photos at 8']);
    expect(withoutMarkers(dan.heard)).toEqual([]);
    expect(withoutMarkers(strangerHeard)).toEqual([]);
    // A reload on B lists it too (the same audience, read from the shared database).
    const listed = await apiClient(two.b.url)('/api/notices', { cookie: cora.cookie });
    expect(withoutMarkers(listed.body as { title: string }[]).map((n) => n.title)).toEqual([
      'Photos at 8',
    ]);
  });

  it('follows an RSVP changed through A while the page stays open on B', async () => {
    const eli = await guestOnB('Eli', 'pending');
    const finn = await guestOnB('Finn', 'pending');

    // Eli's answer reaches process A (the balancer chose it); the page on B does not reconnect.
    const guest = await storedGuestById(eli.id);
    const rsvp = await apiClient(two.a.url)('/api/rsvp', {
      method: 'POST',
      cookie: eli.cookie,
      deviceId: eli.deviceId,
      body: { firstName: 'Eli', lastName: 'Test', email: guest!.email, attending: true },
    });
    expect(rsvp.status).toBe(200);
    expect(await storedGuestById(eli.id)).toMatchObject({ rsvpStatus: 'confirmed' });
    // An organizer on B marks Finn as declined.
    const marked = await apiClient(two.b.url)(`/api/admin/guests/${finn.id}/rsvp-status`, {
      method: 'PATCH',
      cookie: two.organizer,
      body: { rsvpStatus: 'declined' },
    });
    expect(marked.status).toBe(200);

    for (const type of ['pending', 'confirmed', 'declined']) await sendThroughA(`To ${type}`, type);
    await afterEveryEarlierAnnouncement(sendThroughA, [eli.socket, finn.socket]);
    expect(withoutMarkers(eli.heard).map((n) => n.title)).toEqual(['To confirmed']);
    expect(withoutMarkers(finn.heard).map((n) => n.title)).toEqual(['To declined']);
  });
});
