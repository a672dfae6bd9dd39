import { describe, expect, it } from 'vitest';
import { analyticsSnapshotSchema } from '../../../protocol/analytics';
import { useTestApp } from '../../test/fixtures';
import { Types } from 'mongoose';
import { seedStoredGameSessionRows } from '../games/seed';
import { seedStoredGuestBookRows } from '../guestbook/seed';
import { clearGuests, seedStoredGuestRows } from '../guests/seed';
import { seedStoredMomentRows } from '../moments/seed';
import { clearRsvps, seedStoredRsvpRows } from '../rsvp/seed';

const app = useTestApp();

let seq = 0;
function guest(fields: Record<string, unknown>) {
  seq += 1;
  return {
    firstName: `Guest${seq}`,
    lastName: 'Test',
    email: `guest${seq}@example.com`,
    inviteCode: `CODE${String(seq).padStart(4, '0')}`,
    rsvpStatus: 'pending',
    category: 'friends',
    plusOne: false,
    isAuthenticated: false,
    invitationSent: false,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...fields,
  };
}

const hourInNewYork = (instant: Date) =>
  Number(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(instant),
  ) % 24;

async function snapshot(cookie: string) {
  const response = await fetch(`${app.url}/api/admin/analytics`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return analyticsSnapshotSchema.parse(await response.json());
}

describe('GET /api/admin/analytics', () => {
  it('refuses without the organizer session', async () => {
    const response = await fetch(`${app.url}/api/admin/analytics`);
    expect(response.status).toBe(401);
  });

  it('answers zeros for an empty wedding', async () => {
    const body = await snapshot(await app.organizerCookie());
    expect(body.counters).toEqual({ confirmed: 0, pending: 0, declined: 0, total: 0 });
    expect(body.signIn).toEqual({ signedIn: 0, total: 0, rate: 0 });
    expect(body.rsvpsOverTime).toEqual([]);
    expect(body.activity.hours).toHaveLength(24);
  });

  it('counts the seeded guest list, RSVPs and today’s activity', async () => {
    await seedStoredGuestRows([
      guest({
        rsvpStatus: 'confirmed',
        category: 'family',
        plusOne: true,
        dietaryRestrictions: 'Vegetarian',
        isAuthenticated: true,
      }),
      guest({
        rsvpStatus: 'confirmed',
        category: 'family',
        dietaryRestrictions: 'vegetarian; gluten free',
      }),
      guest({
        rsvpStatus: 'confirmed',
        category: 'friends',
        plusOne: true,
        dietaryRestrictions: 'Gluten-Free',
        isAuthenticated: true,
      }),
      guest({ rsvpStatus: 'declined', category: 'colleagues', dietaryRestrictions: 'none' }),
      guest({ rsvpStatus: 'pending', category: 'extended-family', plusOne: true }),
      guest({ rsvpStatus: 'pending', category: 'friends', isAuthenticated: true }),
      guest({}),
    ]);
    // Noon UTC is morning in New York, so these stay on their calendar day on the wedding's clock.
    const day = (iso: string) => new Date(`${iso}T16:00:00Z`);
    await seedStoredRsvpRows([
      {
        firstName: 'A',
        lastName: 'A',
        email: 'a@x.org',
        attending: true,
        createdAt: day('2025-06-01'),
        updatedAt: day('2025-06-01'),
      },
      {
        firstName: 'B',
        lastName: 'B',
        email: 'b@x.org',
        attending: true,
        createdAt: day('2025-06-01'),
        updatedAt: day('2025-06-03'),
      },
      {
        firstName: 'C',
        lastName: 'C',
        email: 'c@x.org',
        attending: false,
        createdAt: day('2025-06-02'),
        updatedAt: day('2025-06-02'),
      },
    ]);
    const now = new Date();
    const threeDaysAgo = new Date(now.getTime() - 3 * 24 * 3600 * 1000);
    await seedStoredMomentRows([
      {
        guestName: 'A',
        content: 'x',
        momentType: 'text',
        isPublic: true,
        likes: 0,
        createdAt: now,
      },
      {
        guestName: 'B',
        content: 'y',
        momentType: 'text',
        isPublic: true,
        likes: 0,
        createdAt: now,
      },
      {
        guestName: 'C',
        content: 'old',
        momentType: 'text',
        isPublic: true,
        likes: 0,
        createdAt: threeDaysAgo,
      },
    ]);
    await seedStoredGuestBookRows([
      { guestName: 'A', message: 'Congratulations!', status: 'published', createdAt: now },
    ]);
    await seedStoredGameSessionRows([
      {
        gameType: 'trivia',
        playerId: Types.ObjectId.createFromTime(1),
        playerName: 'A',
        score: 0,
        completed: false,
        createdAt: now,
      },
    ]);

    const body = await snapshot(await app.organizerCookie());
    expect(body.timeZone).toBe('America/New_York');
    expect(body.counters).toEqual({ confirmed: 3, pending: 3, declined: 1, total: 7 });
    expect(body.statusByCategory).toEqual([
      { category: 'family', confirmed: 2, pending: 0, declined: 0 },
      { category: 'friends', confirmed: 1, pending: 2, declined: 0 },
      { category: 'colleagues', confirmed: 0, pending: 0, declined: 1 },
      { category: 'extended-family', confirmed: 0, pending: 1, declined: 0 },
    ]);
    expect(body.dietary).toEqual([
      { restriction: 'gluten-free', guests: 2 },
      { restriction: 'vegetarian', guests: 2 },
    ]);
    expect(body.plusOnes).toEqual({ withPlusOne: 3, withoutPlusOne: 4, expectedAttendees: 5 });
    expect(body.signIn).toEqual({ signedIn: 3, total: 7, rate: 43 });
    expect(body.rsvpsOverTime).toEqual([
      { day: '2025-06-01', attending: 2, notAttending: 0, changed: 0 },
      { day: '2025-06-02', attending: 0, notAttending: 1, changed: 0 },
      { day: '2025-06-03', attending: 0, notAttending: 0, changed: 1 },
    ]);
    const totals = body.activity.hours.reduce(
      (sum, hour) => ({
        moments: sum.moments + hour.moments,
        guestbook: sum.guestbook + hour.guestbook,
        games: sum.games + hour.games,
      }),
      { moments: 0, guestbook: 0, games: 0 },
    );
    expect(totals).toEqual({ moments: 2, guestbook: 1, games: 1 });
    expect(body.activity.hours[hourInNewYork(now)]).toMatchObject({
      moments: 2,
      guestbook: 1,
      games: 1,
    });
  });
});

describe('the expected head count', () => {
  it('counts a party of 4 from an RSVP as 4, and an older plus-one row as 2', async () => {
    await clearGuests();
    await clearRsvps();
    await seedStoredGuestRows([
      guest({ firstName: 'Ana', email: 'ana.party@example.com', inviteCode: 'ANAP4RTY' }),
      guest({ rsvpStatus: 'confirmed', plusOne: true }),
    ]);
    const signedIn = await fetch(`${app.url}/api/guest-auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'ana.party@example.com', inviteCode: 'ANAP4RTY' }),
    });
    expect(signedIn.status).toBe(200);
    const answered = await fetch(`${app.url}/api/rsvp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: signedIn.headers.getSetCookie()[0].split(';')[0],
      },
      body: JSON.stringify({
        firstName: 'Ana',
        lastName: 'Test',
        email: 'ana.party@example.com',
        attending: true,
        guestCount: 4,
      }),
    });
    expect(answered.status).toBe(200);

    const body = await snapshot(await app.organizerCookie());
    expect(body.counters).toMatchObject({ confirmed: 2, total: 2 });
    expect(body.plusOnes).toEqual({ withPlusOne: 2, withoutPlusOne: 0, expectedAttendees: 6 });
  });
});
