import mongoose from 'mongoose';
import { beforeEach, describe, expect, it } from 'vitest';
import { rsvpReportSchema } from '../../../protocol/rsvp-report';
import { useTestApp } from '../../test/fixtures';
import { generateInviteCode } from '../guests/invite-code';
import { seedGuests } from '../guests/seed';
import { ensureHouseholds } from './migrate';
import { clearRsvp, organizerApi } from './report-test-support';
import { call } from './test-support';

const app = useTestApp({}, { organizer: true, timeout: 60_000 });
beforeEach(clearRsvp);

/** The collections the report reads, and how many times each was read while it ran. */
const READ_COLLECTIONS = [
  'weekend_events',
  'households',
  'household_members',
  'event_answers',
  'event_question_answers',
  'guest_list',
  'push_subscriptions',
];

async function countingReads<T>(
  work: () => Promise<T>,
): Promise<{ result: T; reads: Map<string, number> }> {
  const reads = new Map<string, number>();
  mongoose.set('debug', (collection: string, method: string) => {
    if (!READ_COLLECTIONS.includes(collection)) return;
    if (!['find', 'findOne', 'distinct', 'countDocuments', 'aggregate'].includes(method)) return;
    reads.set(collection, (reads.get(collection) ?? 0) + 1);
  });
  try {
    return { result: await work(), reads };
  } finally {
    mongoose.set('debug', false);
  }
}

describe('the report of a wedding’s worth of households', { timeout: 90_000 }, () => {
  it('counts 40 households on three events right, with one read per collection', async () => {
    const api = organizerApi(app);
    // Household i: one member, and a companion when i is a multiple of 3.
    const ids = await seedGuests(
      Array.from({ length: 40 }, (_, i) => ({
        firstName: `Guest${String(i).padStart(2, '0')}`,
        lastName: 'Ruiz',
        email: `guest${i}@example.com`,
        inviteCode: generateInviteCode(),
        partySize: i % 3 === 0 ? 2 : 1,
      })),
    );
    await ensureHouseholds();
    const households = await api.households();
    const householdOf = (i: number) => households.find((h) => h.members[0]!.id === ids[i])!;
    const all = ids.map((_, i) => householdOf(i).id);
    const dinner = await api.event({
      name: 'Dinner',
      date: '2027-06-12',
      time: '20:00',
      meals: [{ name: 'Fish' }, { name: 'Meat' }],
      householdIds: all,
    });
    const brunch = await api.event({
      name: 'Brunch',
      date: '2027-06-13',
      time: '11:00',
      meals: [{ name: 'Pancakes' }],
      householdIds: all.filter((_, i) => i % 2 === 0),
    });
    const drinks = await api.event({
      name: 'Welcome drinks',
      date: '2027-06-11',
      time: '19:00',
      householdIds: all.slice(0, 10),
    });
    const [fish, meat] = dinner.meals.map((meal) => meal.id);
    const answers: (() => Promise<unknown>)[] = [];
    for (let i = 0; i < 40; i += 1) {
      const household = householdOf(i);
      const member = household.members[0]!.id;
      const companion = household.companions[0]?.id;
      const dinnerAnswers = [
        // i % 4 === 0: everyone comes, the member has fish, the companion no meal yet.
        [
          { personId: member, attending: true, mealId: fish },
          ...(companion ? [{ personId: companion, attending: true }] : []),
        ],
        // i % 4 === 1: everyone declines.
        [
          { personId: member, attending: false },
          ...(companion ? [{ personId: companion, attending: false }] : []),
        ],
        // i % 4 === 2: the member comes (meat); the companion has not answered.
        [{ personId: member, attending: true, mealId: meat }],
      ][i % 4];
      if (dinnerAnswers) {
        answers.push(() => api.answerFor(household.id, dinner.id, { answers: dinnerAnswers }));
      }
      if (i % 4 === 0) {
        answers.push(() =>
          api.answerFor(household.id, brunch.id, {
            answers: [{ personId: member, attending: true, mealId: brunch.meals[0]!.id }],
          }),
        );
      }
    }
    for (let start = 0; start < answers.length; start += 6) {
      await Promise.all(answers.slice(start, start + 6).map((answer) => answer()));
    }

    const { result, reads } = await countingReads(() =>
      call(app.url, 'GET', '/api/admin/rsvp-report', app.organizer),
    );
    expect(result.status).toBe(200);
    const report = rsvpReportSchema.parse(result.body);
    // The whole report, whatever the number of households: each collection read once.
    expect(Object.fromEntries(reads)).toEqual(
      Object.fromEntries(READ_COLLECTIONS.map((name) => [name, 1])),
    );

    // 14 households (0, 3, …, 39) have a companion: 54 people in all.
    const byName = new Map(report.events.map((event) => [event.name, event]));
    expect(report.events.map((event) => event.eventId)).toEqual([drinks.id, dinner.id, brunch.id]);
    const withCompanion = (is: number[]) => is.filter((i) => i % 3 === 0).length;
    const where = (test: (i: number) => boolean) => [...Array(40).keys()].filter(test);
    const comes = where((i) => i % 4 === 0);
    const declines = where((i) => i % 4 === 1);
    const memberOnly = where((i) => i % 4 === 2);
    const silent = where((i) => i % 4 === 3);
    expect(byName.get('Dinner')).toMatchObject({
      invited: 54,
      attending: { adults: comes.length + withCompanion(comes) + memberOnly.length, children: 0 },
      declined: declines.length + withCompanion(declines),
      notAnswered: withCompanion(memberOnly) + silent.length + withCompanion(silent),
      meals: [
        { name: 'Fish', count: comes.length },
        { name: 'Meat', count: memberOnly.length },
      ],
      mealNotChosen: withCompanion(comes),
    });
    const even = where((i) => i % 2 === 0);
    expect(byName.get('Brunch')).toMatchObject({
      invited: even.length + withCompanion(even),
      attending: { adults: comes.length, children: 0 },
      declined: 0,
      notAnswered: even.length + withCompanion(even) - comes.length,
      meals: [{ name: 'Pancakes', count: comes.length }],
    });
    expect(byName.get('Welcome drinks')).toMatchObject({
      invited: 10 + withCompanion(where((i) => i < 10)),
      attending: { adults: 0, children: 0 },
      mealNotChosen: 0,
    });
    // Answered everything: past the drinks' first ten, the households that declined the dinner,
    // and those that came without a companion (a companion's brunch is never answered here).
    const done = where((i) => i >= 10 && (i % 4 === 1 || (i % 4 === 0 && i % 3 !== 0)));
    expect(report.unanswered).toHaveLength(40 - done.length);
    expect(report.unanswered[0]).toMatchObject({ reachableBy: [], lastRemindedAt: null });
  });
});
