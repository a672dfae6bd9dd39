import { beforeEach, describe, expect, it } from 'vitest';
import {
  householdEventSchema,
  myEventsSchema,
  organizerWeekendEventSchema,
  type WeekendEventBody,
} from '../../../protocol/household-events';
import { nextEvent } from '../../test/harness';
import { organizerSocket, useTestApp } from '../../test/fixtures';
import { clearGuests } from '../guests/seed';
import { signInWithCode } from '../guests/test-support';
import { EventAnswerModel, WeekendEventModel } from './event-model';
import { ensureHouseholds } from './migrate';
import { call, clearHouseholds, householdsIn, listedGuest } from './test-support';

const app = useTestApp({}, { organizer: true });
beforeEach(async () => {
  await Promise.all([clearGuests(), clearHouseholds(), WeekendEventModel.deleteMany({})]);
  await EventAnswerModel.deleteMany({});
});

const admin = (method: string, path: string, body?: unknown) =>
  call(app.url, method, path, app.organizer, body);

const ceremony = (householdIds: string[]): WeekendEventBody => ({
  name: 'Ceremony and dinner',
  nameEs: 'Ceremonia y cena',
  details: 'Garden of the finca',
  detailsEs: 'Jardín de la finca',
  date: '2027-06-12',
  time: '18:30',
  place: 'Finca El Olivar',
  meals: [
    { name: 'Sea bass', nameEs: 'Lubina', description: 'With saffron rice' },
    { name: 'Vegetable paella', nameEs: 'Paella de verduras' },
    { name: 'Kids’ menu', nameEs: 'Menú infantil', children: true },
  ],
  householdIds,
});

/** Two households: Ana with a plus-one, and Ben alone; the ceremony invites Ana's, brunch Ben's. */
async function weekend() {
  const ana = await listedGuest('Ana', { plusOne: true });
  const ben = await listedGuest('Ben');
  await ensureHouseholds();
  const households = householdsIn((await admin('GET', '/api/admin/households')).body);
  const anas = households.find((household) => household.members[0]?.id === ana.id)!;
  const bens = households.find((household) => household.members[0]?.id === ben.id)!;
  const created = await admin('POST', '/api/admin/weekend-events', ceremony([anas.id]));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const brunch = await admin('POST', '/api/admin/weekend-events', {
    name: 'Brunch',
    date: '2027-06-13',
    time: '11:00',
    meals: [{ name: 'Pancakes' }],
    householdIds: [bens.id],
  });
  return {
    ana,
    anas,
    bens,
    anaCookie: await signInWithCode(app.url, ana),
    ceremony: organizerWeekendEventSchema.parse(created.body),
    brunch: organizerWeekendEventSchema.parse(brunch.body),
  };
}

describe('the weekend’s events', () => {
  it('lists events in both languages and keeps meals across an edit', async () => {
    const { ceremony: event, anas } = await weekend();
    expect(event).toMatchObject({ nameEs: 'Ceremonia y cena', date: '2027-06-12', time: '18:30' });
    expect(event.meals.map((meal) => meal.children)).toEqual([false, false, true]);
    const listed = (await admin('GET', '/api/admin/weekend-events')).body as { id: string }[];
    expect(listed.map((e) => e.id)[0]).toBe(event.id);

    const edited = await admin('PUT', `/api/admin/weekend-events/${event.id}`, {
      ...ceremony([anas.id]),
      meals: [{ id: event.meals[0]!.id, name: 'Sea bass', nameEs: 'Lubina' }],
    });
    expect(organizerWeekendEventSchema.parse(edited.body).meals).toMatchObject([
      { id: event.meals[0]!.id, nameEs: 'Lubina' },
    ]);
    const foreignMeal = await admin('PUT', `/api/admin/weekend-events/${event.id}`, {
      ...ceremony([anas.id]),
      meals: [{ id: 'not-a-meal', name: 'Soup' }],
    });
    expect(foreignMeal).toMatchObject({ status: 422, body: { code: 'households.unknownMeal' } });
    const badDate = await admin('POST', '/api/admin/weekend-events', {
      ...ceremony([]),
      date: '12/06/2027',
    });
    expect(badDate.status).toBe(400);
    expect(JSON.stringify(badDate.body)).toContain('households.dateInvalid');
    expect(await WeekendEventModel.countDocuments()).toBe(2);
  });

  it('shows a household only its events and takes one answer per person, live', async () => {
    const { anas, anaCookie, ceremony: event } = await weekend();
    const mine = myEventsSchema.parse(
      (await call(app.url, 'GET', '/api/households/mine/events', anaCookie)).body,
    );
    expect(mine.events.map((entry) => entry.event.id)).toEqual([event.id]);
    expect(mine).toMatchObject({ deadline: null, canChange: true });

    const socket = await organizerSocket(app, 'households');
    const pushed = nextEvent(socket, 'households:answers');
    const [fish, , kids] = event.meals;
    const plusOne = anas.companions[0]!.id;
    const body = {
      answers: [
        { personId: anas.members[0]!.id, attending: true, mealId: fish!.id, dietary: 'No nuts' },
        { personId: plusOne, attending: true, mealId: kids!.id },
      ],
    };
    const answered = await call(
      app.url,
      'PUT',
      `/api/households/mine/events/${event.id}`,
      anaCookie,
      body,
    );
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(householdEventSchema.parse(answered.body).answers).toHaveLength(2);
    expect(await pushed).toMatchObject({ householdId: anas.id, eventId: event.id });

    // Answering again changes the same answers: one per person per event.
    await call(app.url, 'PUT', `/api/households/mine/events/${event.id}`, anaCookie, {
      answers: [{ personId: plusOne, attending: false, mealId: kids!.id }],
    });
    const stored = await EventAnswerModel.find().sort({ personId: 1 }).lean();
    expect(stored).toHaveLength(2);
    const declined = stored.find((answer) => answer.personId === plusOne)!;
    expect(declined.attending).toBe(false);
    expect(declined.mealId).toBeUndefined();
    expect(stored.find((answer) => answer.personId !== plusOne)).toMatchObject({
      mealId: fish!.id,
      dietary: 'No nuts',
      by: { kind: 'guest', guestId: anas.members[0]!.id },
    });
  });

  it('refuses a meal not offered, an event not invited to and another household’s person', async () => {
    const { anas, bens, anaCookie, ceremony: event, brunch } = await weekend();
    const me = anas.members[0]!.id;
    const put = (eventId: string, answers: unknown[]) =>
      call(app.url, 'PUT', `/api/households/mine/events/${eventId}`, anaCookie, { answers });
    expect(
      await put(event.id, [{ personId: me, attending: true, mealId: brunch.meals[0]!.id }]),
    ).toMatchObject({ status: 422, body: { code: 'households.mealNotOffered' } });
    expect(await put(brunch.id, [{ personId: me, attending: true }])).toMatchObject({
      status: 403,
      body: { code: 'households.notInvited' },
    });
    expect(
      await put(event.id, [
        { personId: me, attending: true },
        { personId: bens.members[0]!.id, attending: true },
      ]),
    ).toMatchObject({ status: 422, body: { code: 'households.notInHousehold' } });
    expect(
      await put('0123456789abcdef01234567', [{ personId: me, attending: true }]),
    ).toMatchObject({ status: 404, body: { code: 'households.eventNotFound' } });
    expect(await EventAnswerModel.countDocuments()).toBe(0);
    expect((await call(app.url, 'GET', '/api/households/mine/events', undefined)).status).toBe(401);
  });
});
