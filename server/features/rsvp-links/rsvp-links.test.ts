import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsvpSchema } from '../../../protocol/rsvp';
import {
  CHOOSE_GUEST_MESSAGE,
  RSVP_ALREADY_LINKED_MESSAGE,
  rsvpLinkedSchema,
} from '../../../protocol/rsvp-links';
import { nextEvent, startTestApp, subscribe, type TestApp } from '../../test/harness';
import { GuestModel } from '../guests/model';
import { RsvpModel } from '../rsvp/model';

let app: TestApp;
let organizerCookie: string;
beforeAll(async () => {
  app = await startTestApp();
  organizerCookie = await app.organizerCookie();
  await GuestModel.create([
    { firstName: 'Ana', lastName: 'Garcia', email: 'ana@example.com', inviteCode: 'ANA4P9QR' },
    { firstName: 'Ben', lastName: 'Carter', email: 'ben@example.com', inviteCode: 'BEN7X2KW' },
    { firstName: 'Cleo', lastName: 'Diaz', email: 'cleo@example.com', inviteCode: 'CLEO3M8T' },
  ]);
});
afterAll(() => app.close());

function rsvp(body: Record<string, unknown>, cookie?: string) {
  return fetch(`${app.url}/api/rsvp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ firstName: 'X', lastName: 'Y', attending: true, ...body }),
  });
}

const asOrganizer = (path: string, init: RequestInit = {}) =>
  fetch(`${app.url}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', cookie: organizerCookie, ...init.headers },
  });

async function unmatched() {
  const response = await asOrganizer('/api/admin/rsvp/unmatched');
  expect(response.status).toBe(200);
  return ((await response.json()) as unknown[]).map((r) => rsvpSchema.parse(r));
}

describe('an RSVP from the home page', () => {
  it('updates the guest with that e-mail and pushes the change to organizers', async () => {
    const organizer = await app.connect({ cookie: organizerCookie });
    await subscribe(organizer, 'guests');
    const pushed = nextEvent(organizer, 'guests:updated');

    const response = await rsvp({
      firstName: 'Ana',
      lastName: 'Garcia',
      email: 'ANA@example.com',
      guestCount: 2,
      dietaryRestrictions: 'Vegetarian',
    });
    expect(response.status).toBe(200);

    expect(await pushed).toMatchObject({ firstName: 'Ana', lastName: 'Garcia' });
    const ana = await GuestModel.findOne({ email: 'ana@example.com' }).lean();
    expect(ana).toMatchObject({
      rsvpStatus: 'confirmed',
      plusOne: true,
      dietaryRestrictions: 'Vegetarian',
    });
    expect((await unmatched()).map((r) => r.email)).not.toContain('ana@example.com');
  });

  it('updates the signed-in guest first, whatever e-mail the form carries', async () => {
    const signedIn = await fetch(`${app.url}/api/guest-auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'Ben Carter', inviteCode: 'BEN7X2KW' }),
    });
    const cookie = signedIn.headers.getSetCookie()[0].split(';')[0];
    const response = await rsvp(
      { firstName: 'Ben', lastName: 'Carter', email: 'ben.personal@example.org', attending: false },
      cookie,
    );
    expect(response.status).toBe(200);
    const ben = await GuestModel.findOne({ email: 'ben@example.com' }).lean();
    expect(ben).toMatchObject({ rsvpStatus: 'declined', plusOne: false });
    expect((await unmatched()).map((r) => r.email)).not.toContain('ben.personal@example.org');
  });

  it('that matches nobody is listed for organizers only', async () => {
    await rsvp({ firstName: 'Dora', lastName: 'Evans', email: 'dora@example.com' });
    expect((await unmatched()).map((r) => `${r.firstName} ${r.lastName}`)).toEqual(['Dora Evans']);
    expect((await fetch(`${app.url}/api/admin/rsvp/unmatched`)).status).toBe(401);
  });
});

describe('an organizer resolving unmatched RSVPs', () => {
  it('links one to a chosen guest, which takes its answer', async () => {
    await rsvp({
      firstName: 'Cleopatra',
      lastName: 'Diaz',
      email: 'cleo.d@example.net',
      attending: false,
    });
    const answer = (await RsvpModel.findOne({ email: 'cleo.d@example.net' }).lean())!;
    const cleo = (await GuestModel.findOne({ email: 'cleo@example.com' }).lean())!;

    const bad = await asOrganizer(`/api/admin/rsvp/${answer._id}/link`, {
      method: 'POST',
      body: '{}',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe(CHOOSE_GUEST_MESSAGE);

    const response = await asOrganizer(`/api/admin/rsvp/${answer._id}/link`, {
      method: 'POST',
      body: JSON.stringify({ guestId: cleo._id.toString() }),
    });
    expect(response.status).toBe(200);
    expect(rsvpLinkedSchema.parse(await response.json()).guest.firstName).toBe('Cleo');
    expect((await GuestModel.findById(cleo._id).lean())?.rsvpStatus).toBe('declined');
    expect((await unmatched()).map((r) => r.email)).not.toContain('cleo.d@example.net');

    const again = await asOrganizer(`/api/admin/rsvp/${answer._id}/link`, {
      method: 'POST',
      body: JSON.stringify({ guestId: cleo._id.toString() }),
    });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(RSVP_ALREADY_LINKED_MESSAGE);
  });

  it('adds the person as a new guest with an invite code', async () => {
    const dora = (await RsvpModel.findOne({ email: 'dora@example.com' }).lean())!;
    const response = await asOrganizer(`/api/admin/rsvp/${dora._id}/guest`, { method: 'POST' });
    expect(response.status).toBe(201);
    const created = await GuestModel.findOne({ email: 'dora@example.com' }).lean();
    expect(created).toMatchObject({
      firstName: 'Dora',
      lastName: 'Evans',
      rsvpStatus: 'confirmed',
    });
    expect(created?.inviteCode).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(await unmatched()).toEqual([]);
  });

  it('answers 404 for an unknown RSVP or guest', async () => {
    const missing = '0123456789abcdef01234567';
    expect((await asOrganizer(`/api/admin/rsvp/${missing}/guest`, { method: 'POST' })).status).toBe(
      404,
    );
    await rsvp({ firstName: 'Eve', lastName: 'Fox', email: 'eve@example.com' });
    const eve = (await RsvpModel.findOne({ email: 'eve@example.com' }).lean())!;
    const response = await asOrganizer(`/api/admin/rsvp/${eve._id}/link`, {
      method: 'POST',
      body: JSON.stringify({ guestId: missing }),
    });
    expect(response.status).toBe(404);
  });
});
