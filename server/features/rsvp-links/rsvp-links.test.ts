import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminGuestSchema, type AdminGuest } from '../../../protocol/admin-guests';
import { rsvpSavedSchema, rsvpSchema } from '../../../protocol/rsvp';
import {
  CHOOSE_GUEST_MESSAGE,
  RSVP_ALREADY_LINKED_MESSAGE,
  rsvpLinkedSchema,
} from '../../../protocol/rsvp-links';
import { nextEvent, startTestApp, subscribe, type TestApp } from '../../test/harness';
import { seedGuests, storedGuest } from '../guests/seed';
import { storedRsvp } from '../rsvp/seed';

let app: TestApp;
let organizerCookie: string;
beforeAll(async () => {
  app = await startTestApp();
  organizerCookie = await app.organizerCookie();
  await seedGuests([
    { firstName: 'Ana', lastName: 'Garcia', email: 'ana@example.com', inviteCode: 'ANA4P9QR' },
    { firstName: 'Ben', lastName: 'Carter', email: 'ben@example.com', inviteCode: 'BEN7X2KW' },
    { firstName: 'Cleo', lastName: 'Diaz', email: 'cleo@example.com', inviteCode: 'CLEO3M8T' },
    { firstName: 'Fay', lastName: 'Gomez', email: 'fay@example.com', inviteCode: 'FAY5R8NM' },
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

/** Signs in with the invite code, as /guest-login does; answers the session cookie. */
async function signIn(identifier: string, inviteCode: string): Promise<string> {
  const response = await fetch(`${app.url}/api/guest-auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, inviteCode }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const asOrganizer = (path: string, init: RequestInit = {}) =>
  fetch(`${app.url}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', cookie: organizerCookie, ...init.headers },
  });

async function unmatched() {
  const response = await asOrganizer('/api/admin/rsvp/unmatched');
  expect(response.status).toBe(200);
  return z.array(rsvpSchema).parse(await response.json());
}

/** A row as the organizers' Guest List shows it. */
async function guestRow(email: string): Promise<AdminGuest> {
  const response = await asOrganizer('/api/admin/guests');
  expect(response.status).toBe(200);
  const rows = z.array(adminGuestSchema).parse(await response.json());
  return rows.find((row) => row.email === email)!;
}

async function allAnswers() {
  const response = await asOrganizer('/api/rsvp');
  expect(response.status).toBe(200);
  return z.array(rsvpSchema).parse(await response.json());
}

describe('an RSVP from the home page', () => {
  it('from a signed-in guest updates their own row, whatever e-mail the form carries', async () => {
    const organizer = await app.connect({ cookie: organizerCookie });
    await subscribe(organizer, 'guests');
    const pushed = nextEvent(organizer, 'guests:saved');
    const cookie = await signIn('Ben Carter', 'BEN7X2KW');
    const first = await rsvp(
      {
        firstName: 'Ben',
        lastName: 'Carter',
        email: 'ben.personal@example.org',
        guestCount: 4,
        dietaryRestrictions: 'Vegetarian',
      },
      cookie,
    );
    expect(first.status).toBe(200);
    expect((await pushed).guests[0]).toMatchObject({ firstName: 'Ben', partySize: 4 });
    expect(await guestRow('ben@example.com')).toMatchObject({
      rsvpStatus: 'confirmed',
      plusOne: true,
      partySize: 4,
      dietaryRestrictions: 'Vegetarian',
    });

    // Answering again changes the guest's own answer, and says so to them.
    const again = rsvpSavedSchema.parse(
      await (
        await rsvp(
          { firstName: 'Ben', lastName: 'Carter', email: 'ben@example.com', attending: false },
          cookie,
        )
      ).json(),
    );
    expect(again.updated).toBe(true);
    expect(await guestRow('ben@example.com')).toMatchObject({
      rsvpStatus: 'declined',
      plusOne: false,
      partySize: 1,
    });
    expect((await allAnswers()).filter((r) => r.firstName === 'Ben')).toHaveLength(1);
    expect((await unmatched()).map((r) => r.firstName)).not.toContain('Ben');
  });

  it('without a session changes neither the guest’s row nor the answer they gave', async () => {
    const cookie = await signIn('Ana Garcia', 'ANA4P9QR');
    const own = rsvpSavedSchema.parse(
      await (
        await rsvp(
          {
            firstName: 'Ana',
            lastName: 'Garcia',
            email: 'ana@example.com',
            guestCount: 2,
            dietaryRestrictions: 'Vegetarian',
          },
          cookie,
        )
      ).json(),
    );
    const rowBefore = await guestRow('ana@example.com');
    expect(rowBefore).toMatchObject({ rsvpStatus: 'confirmed', dietaryRestrictions: 'Vegetarian' });
    const answerBefore = (await allAnswers()).find((r) => r.id === own.rsvp.id);
    expect(answerBefore).toMatchObject({ attending: true, dietaryRestrictions: 'Vegetarian' });

    // A cousin who knows Ana's e-mail declines for her.
    const forged = await rsvp({
      firstName: 'Ana',
      lastName: 'Garcia',
      email: 'ANA@example.com',
      attending: false,
      dietaryRestrictions: '=HYPERLINK("http://evil")',
    });
    expect(forged.status).toBe(200);

    expect(await guestRow('ana@example.com')).toEqual(rowBefore);
    expect((await allAnswers()).find((r) => r.id === own.rsvp.id)).toEqual(answerBefore);
    // The forged answer is kept apart, for an organizer to look at.
    expect((await unmatched()).filter((r) => r.email === 'ana@example.com')).toEqual([
      expect.objectContaining({
        attending: false,
        dietaryRestrictions: '=HYPERLINK("http://evil")',
      }),
    ]);
  });

  it('without a session answers the same whether or not that address answered before', async () => {
    const replies = await Promise.all(
      ['ana@example.com', 'nobody.yet@example.com'].map(async (email) => {
        const response = await rsvp({ firstName: 'Ana', lastName: 'Garcia', email });
        return {
          status: response.status,
          body: rsvpSavedSchema.strict().parse(await response.json()),
        };
      }),
    );
    const [known, fresh] = replies;
    expect(known.status).toBe(fresh.status);
    expect(Object.keys(known.body.rsvp).sort()).toEqual(Object.keys(fresh.body.rsvp).sort());
    expect([known.body.updated, fresh.body.updated]).toEqual([false, false]);
    expect(known.body.rsvp.createdAt).toBe(known.body.rsvp.updatedAt);
  });

  it('that matches nobody is listed for organizers only', async () => {
    await rsvp({ firstName: 'Dora', lastName: 'Evans', email: 'dora@example.com' });
    expect((await unmatched()).map((r) => `${r.firstName} ${r.lastName}`)).toContain('Dora Evans');
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
    const answer = (await storedRsvp({ email: 'cleo.d@example.net' }))!;
    const cleo = (await storedGuest({ email: 'cleo@example.com' }))!;
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
    expect((await guestRow('cleo@example.com')).rsvpStatus).toBe('declined');
    expect((await unmatched()).map((r) => r.email)).not.toContain('cleo.d@example.net');
    const again = await asOrganizer(`/api/admin/rsvp/${answer._id}/link`, {
      method: 'POST',
      body: JSON.stringify({ guestId: cleo._id.toString() }),
    });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(RSVP_ALREADY_LINKED_MESSAGE);
  });

  it('links an answer sent without a session with a guest’s own e-mail: only then it applies', async () => {
    const sent = rsvpSavedSchema.parse(
      await (
        await rsvp({ firstName: 'Fay', lastName: 'Gomez', email: 'fay@example.com', guestCount: 3 })
      ).json(),
    );
    expect(await guestRow('fay@example.com')).toMatchObject({
      rsvpStatus: 'pending',
      partySize: 1,
    });
    const fay = await guestRow('fay@example.com');
    const response = await asOrganizer(`/api/admin/rsvp/${sent.rsvp.id}/link`, {
      method: 'POST',
      body: JSON.stringify({ guestId: fay.id }),
    });
    expect(response.status).toBe(200);
    expect(await guestRow('fay@example.com')).toMatchObject({
      rsvpStatus: 'confirmed',
      plusOne: true,
      partySize: 3,
    });
    // The answer itself is as it was sent (the RSVPs-over-time chart reads its dates).
    expect((await allAnswers()).find((r) => r.id === sent.rsvp.id)).toEqual(sent.rsvp);
  });

  it('adds the person as a new guest with an invite code', async () => {
    const dora = (await storedRsvp({ email: 'dora@example.com' }))!;
    const response = await asOrganizer(`/api/admin/rsvp/${dora._id}/guest`, { method: 'POST' });
    expect(response.status).toBe(201);
    const created = await storedGuest({ email: 'dora@example.com' });
    expect(created).toMatchObject({
      firstName: 'Dora',
      lastName: 'Evans',
      rsvpStatus: 'confirmed',
    });
    expect(created?.inviteCode).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect((await unmatched()).map((r) => r.email)).not.toContain('dora@example.com');
  });

  it('answers 404 for an unknown RSVP or guest', async () => {
    const missing = '0123456789abcdef01234567';
    expect((await asOrganizer(`/api/admin/rsvp/${missing}/guest`, { method: 'POST' })).status).toBe(
      404,
    );
    await rsvp({ firstName: 'Eve', lastName: 'Fox', email: 'eve@example.com' });
    const eve = (await storedRsvp({ email: 'eve@example.com' }))!;
    const response = await asOrganizer(`/api/admin/rsvp/${eve._id}/link`, {
      method: 'POST',
      body: JSON.stringify({ guestId: missing }),
    });
    expect(response.status).toBe(404);
  });
});
