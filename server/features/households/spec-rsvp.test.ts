import { beforeEach, describe, expect, it } from 'vitest';
import { myEventsSchema, organizerWeekendEventSchema } from '../../../protocol/household-events';
import { useTestApp } from '../../test/fixtures';
import { clearGuests } from '../guests/seed';
import { signInWithCode } from '../guests/test-support';
import { EventAnswerModel, HouseholdSettingsModel, WeekendEventModel } from './event-model';
import { call, clearHouseholds, expectHousehold, listedGuest } from './test-support';

const app = useTestApp({}, { organizer: true });
beforeEach(async () => {
  await Promise.all([clearGuests(), clearHouseholds(), WeekendEventModel.deleteMany({})]);
  await Promise.all([EventAnswerModel.deleteMany({}), HouseholdSettingsModel.deleteMany({})]);
});

const specRsvp = (cookie: string, attending: boolean, guestCount: number) =>
  call(app.url, 'POST', '/api/rsvp', cookie, {
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: 'ana@example.com',
    attending,
    guestCount,
    dietaryRestrictions: 'Vegetarian',
  });

async function householdOfOne() {
  const ana = await listedGuest('Ana', { partySize: 3 });
  const cookie = await signInWithCode(app.url, ana);
  const household = await expectHousehold(call(app.url, 'GET', '/api/households/mine', cookie));
  const events = [];
  for (const name of ['Ceremony', 'Reception']) {
    const created = await call(app.url, 'POST', '/api/admin/weekend-events', app.organizer, {
      name,
      date: '2027-06-12',
      time: name === 'Ceremony' ? '18:00' : '20:00',
      meals: [{ name: 'Fish' }],
      householdIds: [household.id],
    });
    events.push(organizerWeekendEventSchema.parse(created.body));
  }
  const mine = async () =>
    myEventsSchema.parse((await call(app.url, 'GET', '/api/households/mine/events', cookie)).body);
  return { ana, cookie, household, events, mine };
}

describe('the spec’s POST /api/rsvp for a household of one', () => {
  it('answers every invited event for the guest and as many companions as the party', async () => {
    const { ana, cookie, household, events, mine } = await householdOfOne();
    // A meal the guest chose earlier stays chosen.
    await call(app.url, 'PUT', `/api/households/mine/events/${events[0]!.id}`, cookie, {
      answers: [{ personId: ana.id, attending: true, mealId: events[0]!.meals[0]!.id }],
    });
    expect((await specRsvp(cookie, true, 2)).status).toBe(200);
    const [first, second] = household.companions;
    for (const entry of (await mine()).events) {
      const byPerson = Object.fromEntries(entry.answers.map((a) => [a.personId, a]));
      expect(byPerson[ana.id]).toMatchObject({ attending: true, dietary: 'Vegetarian' });
      expect(byPerson[first!.id]).toMatchObject({ attending: true });
      expect(byPerson[second!.id]).toMatchObject({ attending: false });
    }
    const ceremony = (await mine()).events.find((entry) => entry.event.id === events[0]!.id)!;
    expect(ceremony.answers.find((a) => a.personId === ana.id)!.mealId).toBe(
      events[0]!.meals[0]!.id,
    );

    expect((await specRsvp(cookie, false, 1)).status).toBe(200);
    for (const entry of (await mine()).events) {
      expect(entry.answers.every((answer) => !answer.attending && answer.mealId === null)).toBe(
        true,
      );
    }
  });

  it('leaves a household of several members, and any household after the deadline, as it was', async () => {
    const { cookie, mine } = await householdOfOne();
    await HouseholdSettingsModel.create({ _id: 'rsvp', deadline: new Date('2020-01-01') });
    expect((await specRsvp(cookie, true, 1)).status).toBe(200);
    expect((await mine()).events.every((entry) => entry.answers.length === 0)).toBe(true);

    await HouseholdSettingsModel.deleteMany({});
    const ben = await listedGuest('Ben');
    const { household } = await householdOfOne();
    await call(app.url, 'POST', `/api/admin/households/${household.id}/members`, app.organizer, {
      guestId: ben.id,
    });
    const benCookie = await signInWithCode(app.url, ben);
    expect((await specRsvp(benCookie, true, 1)).status).toBe(200);
    expect(await EventAnswerModel.countDocuments()).toBe(0);
  });
});
