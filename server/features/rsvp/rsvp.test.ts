import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RSVP_MESSAGES, rsvpSavedSchema, rsvpSchema } from '../../../protocol/rsvp';
import { nextEvent, recordEvents, subscribe } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { clearGuests, seedGuest } from '../guests/seed';
import { RsvpModel } from './model';

const app = useTestApp({}, { organizer: true });
beforeEach(async () => {
  await RsvpModel.deleteMany({});
});

const postRsvp = (body: unknown, cookie?: string) =>
  fetch(`${app.url}/api/rsvp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

const answer = {
  firstName: 'Ana',
  lastName: 'López',
  email: 'Ana.Lopez@example.com',
  attending: true,
  guestCount: 2,
  dietaryRestrictions: 'Vegetarian',
  message: 'Can’t wait!',
};

describe('POST /api/rsvp', () => {
  it('saves a first answer and says it is new', async () => {
    const response = await postRsvp(answer);
    expect(response.status).toBe(200);
    const saved = rsvpSavedSchema.parse(await response.json());
    expect(saved.updated).toBe(false);
    expect(saved.rsvp).toMatchObject({ ...answer, email: 'ana.lopez@example.com' });
    expect(await RsvpModel.countDocuments()).toBe(1);
  });

  it('stores a second answer from the same e-mail apart, leaving the first as it was', async () => {
    const first = rsvpSavedSchema.parse(await (await postRsvp(answer)).json());
    const second = rsvpSavedSchema.parse(
      await (
        await postRsvp({
          firstName: 'Ana',
          lastName: 'López',
          email: ' ANA.LOPEZ@EXAMPLE.COM',
          attending: false,
        })
      ).json(),
    );
    // Without a guest session an e-mail proves nothing: it neither replaces nor reveals an answer.
    expect(second.updated).toBe(false);
    expect(second.rsvp.id).not.toBe(first.rsvp.id);
    expect(second.rsvp).toMatchObject({
      email: 'ana.lopez@example.com',
      attending: false,
      guestCount: 0,
    });
    const stored = await (
      await fetch(`${app.url}/api/rsvp`, { headers: { cookie: app.organizer } })
    ).json();
    expect(
      z
        .array(rsvpSchema)
        .parse(stored)
        .find((r) => r.id === first.rsvp.id),
    ).toEqual(first.rsvp);
  });

  it('keeps one answer per signed-in guest, even when they answer twice at the same moment', async () => {
    await clearGuests();
    await seedGuest({
      firstName: 'Ana',
      lastName: 'López',
      email: 'ana.lopez@example.com',
      inviteCode: 'ANAL7P4Q',
    });
    const signedIn = await fetch(`${app.url}/api/guest-auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'Ana López', inviteCode: 'ANAL7P4Q' }),
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie()[0].split(';')[0];
    const results = await Promise.all([
      postRsvp(answer, cookie),
      postRsvp({ ...answer, guestCount: 3 }, cookie),
    ]);
    expect(results.map((response) => response.status)).toEqual([200, 200]);
    expect(await RsvpModel.countDocuments()).toBe(1);
    const again = rsvpSavedSchema.parse(await (await postRsvp(answer, cookie)).json());
    expect(again.updated).toBe(true);
    expect(await RsvpModel.countDocuments()).toBe(1);
  });

  it.each([
    [{ ...answer, firstName: ' ' }, RSVP_MESSAGES.firstNameRequired],
    [{ ...answer, lastName: undefined }, RSVP_MESSAGES.lastNameRequired],
    [{ ...answer, email: 'ana' }, RSVP_MESSAGES.emailInvalid],
    [{ ...answer, email: { $gt: '' } }, RSVP_MESSAGES.emailInvalid],
    [{ ...answer, attending: 'yes' }, RSVP_MESSAGES.attendingRequired],
    [{ ...answer, guestCount: 0 }, RSVP_MESSAGES.guestCountMin],
    [{ ...answer, guestCount: 11 }, RSVP_MESSAGES.guestCountMax],
  ])('refuses %j with a 400 and its message, saving nothing', async (body, message) => {
    const response = await postRsvp(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
    expect(await RsvpModel.countDocuments()).toBe(0);
  });

  it('pushes the saved answer to organizers only', async () => {
    const organizer = await app.connect({ cookie: app.organizer });
    const guest = app.sockets[0];
    expect((await subscribe(organizer, 'rsvp')).subscribed).toEqual(['rsvp']);
    expect((await subscribe(guest, 'rsvp')).refused).toEqual([
      { topic: 'rsvp', reason: 'organizers only' },
    ]);
    const guestSaw = recordEvents(guest, 'rsvp:saved');
    const pushed = nextEvent(organizer, 'rsvp:saved');
    const saved = rsvpSavedSchema.parse(await (await postRsvp(answer)).json());
    expect(rsvpSchema.parse(await pushed)).toEqual(saved.rsvp);
    expect(guestSaw).toEqual([]);
  });
});

describe('GET /api/rsvp', () => {
  it('is refused to guests', async () => {
    await postRsvp(answer);
    const response = await fetch(`${app.url}/api/rsvp`);
    expect(response.status).toBe(401);
    expect(JSON.stringify(await response.json())).not.toContain('example.com');
  });

  it('lists every answer to organizers', async () => {
    await postRsvp(answer);
    await postRsvp({ ...answer, email: 'ben@example.com', firstName: 'Ben' });
    const response = await fetch(`${app.url}/api/rsvp`, { headers: { cookie: app.organizer } });
    expect(response.status).toBe(200);
    const rsvps = z.array(rsvpSchema).parse(await response.json());
    expect(rsvps.map((rsvp) => rsvp.email)).toEqual(['ben@example.com', 'ana.lopez@example.com']);
  });
});
