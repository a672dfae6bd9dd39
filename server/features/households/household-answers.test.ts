import { beforeEach, describe, expect, it } from 'vitest';
import { myEventsSchema } from '../../../protocol/household-events';
import { nextEvent, subscribe } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { signInWithCode } from '../guests/test-support';
import { HouseholdSettingsModel } from './event-model';
import { ensureHouseholds } from './migrate';
import { answerAsGuest, clearRsvp, organizerApi } from './report-test-support';
import { call, listedGuest } from './test-support';

const app = useTestApp({}, { organizer: true, timeout: 60_000 });
beforeEach(async () => {
  await Promise.all([clearRsvp(), HouseholdSettingsModel.deleteMany({})]);
});

/** Ana and Eva in one household, Ben alone; the dinner (a meal, a question) invites the first. */
async function weekend() {
  const api = organizerApi(app);
  const [ana, eva, ben] = [
    await listedGuest('Ana'),
    await listedGuest('Eva'),
    await listedGuest('Ben'),
  ];
  await ensureHouseholds();
  const home = await api.together([ana.id, eva.id]);
  const bens = await api.householdOf(ben.id);
  const dinner = await api.event({
    name: 'Dinner',
    date: '2027-06-12',
    time: '20:00',
    meals: [{ name: 'Fish' }, { name: 'Pasta' }],
    questions: [{ prompt: 'A song request' }],
    householdIds: [home.id],
  });
  const brunch = await api.event({
    name: 'Brunch',
    date: '2027-06-13',
    time: '11:00',
    householdIds: [home.id, bens.id],
  });
  return { api, ana, eva, ben, home, bens, dinner, brunch };
}

const eventsOf = async (householdId: string, cookie = app.organizer) => {
  const read = await call(app.url, 'GET', `/api/admin/households/${householdId}/events`, cookie);
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  return myEventsSchema.parse(read.body);
};

describe('a household’s answers, as the organizers read them', { timeout: 60_000 }, () => {
  it('reads its invited events with its people’s answers and question answers', async () => {
    const w = await weekend();
    const cookie = await signInWithCode(app.url, w.ana);
    const [fish] = w.dinner.meals;
    const [song] = w.dinner.questions;
    await answerAsGuest(app, cookie, w.dinner.id, {
      answers: [
        { personId: w.ana.id, attending: true, mealId: fish!.id, dietary: 'No nuts' },
        { personId: w.eva.id, attending: false },
      ],
      questionAnswers: [{ questionId: song!.id, answer: 'Dancing Queen' }],
    });

    const home = await eventsOf(w.home.id);
    expect(home).toMatchObject({ canChange: true, deadline: null });
    expect(home.events.map(({ event }) => event.name)).toEqual(['Dinner', 'Brunch']);
    const [dinner, brunch] = home.events;
    expect(dinner!.answers).toEqual(
      expect.arrayContaining([
        { personId: w.ana.id, attending: true, mealId: fish!.id, dietary: 'No nuts' },
        { personId: w.eva.id, attending: false, mealId: null, dietary: '' },
      ]),
    );
    expect(dinner!.answers).toHaveLength(2);
    expect(dinner!.questionAnswers).toEqual([{ questionId: song!.id, answer: 'Dancing Queen' }]);
    expect(brunch).toMatchObject({ answers: [], questionAnswers: [] });

    // The same as the household's own page reads, and nothing of another household's.
    const own = await call(app.url, 'GET', '/api/households/mine/events', cookie);
    expect(own.body).toEqual(home);
    const bens = await eventsOf(w.bens.id);
    expect(bens.events.map(({ event }) => event.name)).toEqual(['Brunch']);
    expect(bens.events[0]!.answers).toEqual([]);

    // An organizer's answer and a reopening after the deadline read back at once.
    await w.api.admin('PUT', '/api/admin/rsvp-settings', { deadline: '2020-01-01T00:00:00Z' });
    await w.api.answerFor(w.home.id, w.dinner.id, {
      answers: [{ personId: w.eva.id, attending: true, mealId: fish!.id }],
      questionAnswers: [{ questionId: song!.id, answer: '' }],
    });
    const closed = await eventsOf(w.home.id);
    expect(closed).toMatchObject({ canChange: false, deadline: '2020-01-01T00:00:00.000Z' });
    expect(closed.events[0]!.answers).toContainEqual({
      personId: w.eva.id,
      attending: true,
      mealId: fish!.id,
      dietary: '',
    });
    expect(closed.events[0]!.questionAnswers).toEqual([]);
    await w.api.admin('POST', `/api/admin/households/${w.home.id}/reopen`);
    expect((await eventsOf(w.home.id)).canChange).toBe(true);
  });

  it('is 404 for an unknown household, 400 for a malformed id, and organizers’ only', async () => {
    const w = await weekend();
    const path = (id: string) => `/api/admin/households/${id}/events`;
    expect(await w.api.admin('GET', path('0123456789abcdef01234567'))).toMatchObject({
      status: 404,
      body: { code: 'households.notFound' },
    });
    expect((await w.api.admin('GET', path('not-an-id'))).status).toBe(400);
    const cookie = await signInWithCode(app.url, w.ana);
    expect((await call(app.url, 'GET', path(w.home.id), cookie)).status).toBe(401);
    expect((await call(app.url, 'GET', path(w.home.id), undefined)).status).toBe(401);
  });

  it('tells every household’s pages when the deadline changes', async () => {
    const w = await weekend();
    const pageOf = async (guest: { email: string; inviteCode: string }) => {
      const socket = await app.connect({ cookie: await signInWithCode(app.url, guest) });
      expect((await subscribe(socket, 'my-household')).subscribed).toEqual(['my-household']);
      return socket;
    };
    const [eva, ben] = [await pageOf(w.eva), await pageOf(w.ben)];
    const told = Promise.all([
      nextEvent(eva, 'my-household:changed'),
      nextEvent(ben, 'my-household:changed'),
    ]);
    const set = await w.api.admin('PUT', '/api/admin/rsvp-settings', {
      deadline: '2020-01-01T00:00:00Z',
    });
    expect(set.status).toBe(200);
    expect(await told).toEqual([{ householdId: w.home.id }, { householdId: w.bens.id }]);
    // What the page reads again is closed.
    const read = await call(
      app.url,
      'GET',
      '/api/households/mine/events',
      await signInWithCode(app.url, w.ben),
    );
    expect(myEventsSchema.parse(read.body).canChange).toBe(false);

    const cleared = Promise.all([
      nextEvent(eva, 'my-household:changed'),
      nextEvent(ben, 'my-household:changed'),
    ]);
    await w.api.admin('PUT', '/api/admin/rsvp-settings', { deadline: null });
    expect(await cleared).toEqual([{ householdId: w.home.id }, { householdId: w.bens.id }]);
  });
});
