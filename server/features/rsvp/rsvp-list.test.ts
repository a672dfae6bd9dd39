import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { organizerRsvpSchema, type OrganizerRsvp } from '../../../protocol/rsvp';
import { nextEvent, startTestApp, subscribe, type TestApp } from '../../test/harness';
import { clearGuests, seedGuests, storedGuest, storedGuestById } from '../guests/seed';
import { signInWithCode } from '../guests/test-support';
import { RsvpModel } from './model';

let app: TestApp;
let organizerCookie: string;
let benId: string;
beforeAll(async () => {
  app = await startTestApp();
  organizerCookie = await app.organizerCookie();
});
afterAll(() => app.close());
beforeEach(async () => {
  await Promise.all([RsvpModel.deleteMany({}), clearGuests()]);
  benId = (
    await seedGuests([
      { firstName: 'Ben', lastName: 'Carter', email: 'ben@example.com', inviteCode: 'BEN7X2KW' },
      { firstName: 'Cleo', lastName: 'Diaz', email: 'cleo@example.com', inviteCode: 'CLEO3M8T' },
    ])
  )[0]!;
});

function answer(body: Record<string, unknown>, cookie?: string) {
  return fetch(`${app.url}/api/rsvp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ lastName: 'Y', email: 'someone@example.org', attending: true, ...body }),
  });
}

const asOrganizer = (path: string, init: RequestInit = {}) =>
  fetch(`${app.url}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', cookie: organizerCookie, ...init.headers },
  });

async function rsvpsView(): Promise<OrganizerRsvp[]> {
  const response = await asOrganizer('/api/rsvp');
  expect(response.status).toBe(200);
  return z.array(organizerRsvpSchema).parse(await response.json());
}

describe('the organizers’ RSVPs view (GET /api/rsvp)', () => {
  it('is refused to guests and strangers', async () => {
    expect((await fetch(`${app.url}/api/rsvp`)).status).toBe(401);
    const guest = await storedGuestById(benId);
    const guestCookie = await signInWithCode(app.url, guest!, {});
    const asGuest = await fetch(`${app.url}/api/rsvp`, { headers: { cookie: guestCookie } });
    expect([401, 403]).toContain(asGuest.status);
  });

  it('lists every answer with its message, party size, diet and the guest it is linked to', async () => {
    const guest = await storedGuestById(benId);
    const benCookie = await signInWithCode(app.url, guest!, {});
    const organizer = await app.connect({ cookie: organizerCookie });
    await subscribe(organizer, 'rsvp');
    const linked = nextEvent(organizer, 'rsvp:linked');
    expect(
      (
        await answer(
          {
            firstName: 'Ben',
            lastName: 'Carter',
            guestCount: 3,
            dietaryRestrictions: 'No nuts',
            message: '<b>Can’t wait!</b>',
          },
          benCookie,
        )
      ).status,
    ).toBe(200);
    // A signed-in guest's answer is matched to their row, and the view is told to whom.
    expect(await linked).toMatchObject({
      firstName: 'Ben',
      guest: { id: benId, firstName: 'Ben', lastName: 'Carter' },
    });
    expect((await answer({ firstName: 'Zoe', attending: false, message: 'Sorry!' })).status).toBe(
      200,
    );

    const [zoe, ben] = await rsvpsView();
    expect(zoe).toMatchObject({ firstName: 'Zoe', attending: false, guestCount: 0, guest: null });
    expect(zoe!.message).toBe('Sorry!');
    expect(ben).toMatchObject({
      firstName: 'Ben',
      guestCount: 3,
      dietaryRestrictions: 'No nuts',
      message: '<b>Can’t wait!</b>',
      guest: { id: benId, firstName: 'Ben', lastName: 'Carter' },
    });
    // Only the answer's own fields and its guest: nothing of the stored documents.
    expect(Object.keys(ben!)).not.toContain('_id');
    expect(Object.keys(ben!)).not.toContain('ownerGuestId');
    organizer.disconnect();
  });

  it('pushes an answer as it arrives and again when an organizer links it', async () => {
    const organizer = await app.connect({ cookie: organizerCookie });
    await subscribe(organizer, 'rsvp');
    const arrived = nextEvent(organizer, 'rsvp:saved');
    expect((await answer({ firstName: 'Cleo', guestCount: 2, message: 'Yes!' })).status).toBe(200);
    const saved = await arrived;
    expect(saved).toMatchObject({ firstName: 'Cleo', message: 'Yes!', guestCount: 2 });

    const cleo = await storedGuest({ firstName: 'Cleo' });
    const linked = nextEvent(organizer, 'rsvp:linked');
    const response = await asOrganizer(`/api/admin/rsvp/${saved.id}/link`, {
      method: 'POST',
      body: JSON.stringify({ guestId: cleo!._id.toString() }),
    });
    expect(response.status).toBe(200);
    expect(await linked).toMatchObject({
      id: saved.id,
      guest: { id: cleo!._id.toString(), firstName: 'Cleo', lastName: 'Diaz' },
    });
    expect((await rsvpsView()).find((r) => r.id === saved.id)?.guest?.firstName).toBe('Cleo');
    organizer.disconnect();
  });

  it('keeps the linked-RSVP push from guests', async () => {
    const stranger = app.sockets[0];
    const result = await subscribe(stranger, 'rsvp');
    expect(result.subscribed).not.toContain('rsvp');
  });
});
