import Papa from 'papaparse';
import { beforeEach, describe, expect, it } from 'vitest';
import { UTF8_BOM } from '../../../protocol/csv';
import { rsvpReportSchema, type EventReport } from '../../../protocol/rsvp-report';
import { loadConfig } from '../../config';
import { useTestApp } from '../../test/fixtures';
import { generateInviteCode } from '../guests/invite-code';
import { seedGuest } from '../guests/seed';
import { signInWithCode } from '../guests/test-support';
import { PushSubscriptionModel } from '../push/model';
import { ensureHouseholds } from './migrate';
import { reachSettingsOf, RsvpReportService } from './report';
import { MEALS_CSV_COLUMNS } from './report-csv';
import { answerAsGuest, clearRsvp, organizerApi } from './report-test-support';
import { call } from './test-support';

// Mail and text messages configured (nothing is sent: the report only reads whom they would reach).
const app = useTestApp(
  {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: '9',
    PUBLIC_URL: 'https://wedding.example',
    TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
    TWILIO_AUTH_TOKEN: 'token',
    TWILIO_FROM: '+15005550006',
    TWILIO_API_BASE_URL: 'http://127.0.0.1:9',
  },
  { organizer: true, timeout: 60_000 },
);
beforeEach(async () => {
  await Promise.all([clearRsvp(), PushSubscriptionModel.deleteMany({})]);
});

let seeded = 0;
async function guest(firstName: string, fields: { partySize?: number; phone?: string } = {}) {
  seeded += 1;
  const email = `${firstName.toLowerCase()}.${seeded}@example.com`;
  const inviteCode = generateInviteCode();
  const id = await seedGuest({ firstName, lastName: 'Ruiz', email, inviteCode, ...fields });
  return { id, email, inviteCode };
}

const report = async (cookie = app.organizer) => {
  const read = await call(app.url, 'GET', '/api/admin/rsvp-report', cookie);
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  return rsvpReportSchema.parse(read.body);
};

/**
 * Ana with a named plus-one and an unnamed child; Ben and Carla together ("The Ruizes"); Dan
 * alone. The ceremony invites all three households, the brunch Ana's and the Ruizes'.
 */
async function mixedWeekend() {
  const api = organizerApi(app);
  const ana = await guest('Ana', { partySize: 3, phone: '+34 600 000 001' });
  const ben = await guest('Ben');
  const carla = await guest('Carla');
  const dan = await guest('Dan');
  await ensureHouseholds();
  const anaCookie = await signInWithCode(app.url, ana);
  const anas = await api.householdOf(ana.id);
  const [plusOne, child] = anas.companions.map((companion) => companion.id);
  const named = await call(app.url, 'PUT', '/api/households/mine/companions', anaCookie, {
    companions: [
      { id: plusOne, name: 'Lucía Pérez' },
      { id: child, child: true },
    ],
  });
  expect(named.status, JSON.stringify(named.body)).toBe(200);
  const ruizes = await api.together([ben.id, carla.id]);
  await api.admin('PUT', `/api/admin/households/${ruizes.id}/name`, { name: 'The Ruizes' });
  const dans = await api.householdOf(dan.id);
  await PushSubscriptionModel.create({
    endpoint: 'https://push.example/dan',
    p256dh: 'key',
    auth: 'auth',
    deviceId: 'dan-phone',
    guestId: dan.id,
    lastUsedAt: new Date(),
  });
  const ceremony = await api.event({
    name: 'Ceremony',
    nameEs: 'Ceremonia',
    date: '2027-06-12',
    time: '18:30',
    meals: [
      { name: 'Sea bass', nameEs: 'Lubina' },
      { name: 'Vegetable paella', nameEs: 'Paella de verduras' },
      { name: 'Kids’ menu', nameEs: 'Menú infantil', children: true },
    ],
    householdIds: [anas.id, ruizes.id, dans.id],
  });
  const brunch = await api.event({
    name: 'Brunch',
    date: '2027-06-13',
    time: '11:00',
    meals: [{ name: 'Pancakes', nameEs: 'Tortitas' }],
    questions: [{ prompt: 'A song for the dance floor?', promptEs: '¿Una canción?' }],
    householdIds: [anas.id, ruizes.id],
  });
  const [fish, paella, kids] = ceremony.meals.map((meal) => meal.id);
  const pancakes = brunch.meals[0]!.id;
  await answerAsGuest(app, anaCookie, ceremony.id, {
    answers: [
      { personId: ana.id, attending: true, mealId: fish, dietary: 'No nuts' },
      { personId: plusOne, attending: true, mealId: paella, dietary: '=HYPERLINK("x")' },
      { personId: child, attending: true, mealId: kids },
    ],
  });
  // The child's answer to the brunch is still missing: Ana's household has not answered it all.
  await answerAsGuest(app, anaCookie, brunch.id, {
    answers: [
      { personId: ana.id, attending: true, mealId: pancakes, dietary: 'No nuts' },
      { personId: plusOne, attending: false },
    ],
  });
  await api.answerFor(ruizes.id, ceremony.id, {
    answers: [
      { personId: ben.id, attending: true, dietary: 'Vegan' },
      { personId: carla.id, attending: false },
    ],
  });
  await api.answerFor(ruizes.id, brunch.id, {
    answers: [
      { personId: ben.id, attending: true, mealId: pancakes },
      { personId: carla.id, attending: true, mealId: pancakes },
    ],
    questionAnswers: [{ questionId: brunch.questions[0]!.id, answer: 'Bailando' }],
  });
  return { ana, ben, carla, dan, anas, ruizes, dans, plusOne, child, ceremony, brunch, anaCookie };
}

const countsOf = (event: EventReport) => ({
  invited: event.invited,
  attending: event.attending,
  declined: event.declined,
  notAnswered: event.notAnswered,
  meals: event.meals.map((meal) => [meal.name, meal.count]),
  mealNotChosen: event.mealNotChosen,
});

describe('the organizers’ RSVP report', { timeout: 60_000 }, () => {
  it('counts adults, children, declined and unanswered per event, with meals in order', async () => {
    const w = await mixedWeekend();
    const { events, dietary, unanswered } = await report();
    expect(events.map((event) => event.eventId)).toEqual([w.ceremony.id, w.brunch.id]);
    const [ceremony, brunch] = events as [EventReport, EventReport];
    expect(countsOf(ceremony)).toEqual({
      invited: 6,
      attending: { adults: 3, children: 1 },
      declined: 1,
      notAnswered: 1,
      meals: [
        ['Sea bass', 1],
        ['Vegetable paella', 1],
        ['Kids’ menu', 1],
      ],
      mealNotChosen: 1,
    });
    expect(countsOf(brunch)).toEqual({
      invited: 5,
      attending: { adults: 3, children: 0 },
      declined: 1,
      notAnswered: 1,
      meals: [['Pancakes', 3]],
      mealNotChosen: 0,
    });
    expect(ceremony.meals[2]).toMatchObject({ nameEs: 'Menú infantil', children: true });
    // Named as pages name them: the child not named yet is worded after Ana.
    expect(ceremony.people).toContainEqual({
      personId: w.child,
      householdId: w.anas.id,
      name: null,
      guestOf: 'Ana',
      child: true,
      mealId: w.ceremony.meals[2]!.id,
      dietary: '',
    });
    expect(ceremony.people.find((p) => p.personId === w.plusOne)).toMatchObject({
      name: 'Lucía Pérez',
      child: false,
    });
    expect(ceremony.people.find((p) => p.personId === w.ben.id)).toMatchObject({
      name: 'Ben Ruiz',
      guestOf: null,
      mealId: null,
      dietary: 'Vegan',
    });
    expect(brunch.questionAnswers).toEqual([
      { questionId: w.brunch.questions[0]!.id, householdId: w.ruizes.id, answer: 'Bailando' },
    ]);

    expect(dietary.map((d) => [d.name, d.note, d.eventIds])).toEqual([
      ['Ana Ruiz', 'No nuts', [w.ceremony.id, w.brunch.id]],
      ['Lucía Pérez', '=HYPERLINK("x")', [w.ceremony.id]],
      ['Ben Ruiz', 'Vegan', [w.ceremony.id, w.brunch.id]],
    ]);
    expect(unanswered).toEqual([
      {
        householdId: w.anas.id,
        name: 'Ana Ruiz',
        eventIds: [w.brunch.id],
        lastRemindedAt: null,
        reachableBy: ['email', 'sms'],
      },
      {
        householdId: w.dans.id,
        name: 'Dan Ruiz',
        eventIds: [w.ceremony.id],
        lastRemindedAt: null,
        reachableBy: ['email', 'push'],
      },
    ]);
  });

  it('shows when each household still to answer was last reminded, as the reminders log says', async () => {
    const w = await mixedWeekend();
    const at = new Date('2027-05-01T10:00:00.000Z');
    const asked: string[][] = [];
    const reminded = new RsvpReportService(reachSettingsOf(loadConfig({})), {
      lastRemindedAt: async (ids) => {
        asked.push(ids);
        return new Map([[w.dans.id, at]]);
      },
    });
    const { unanswered } = await reminded.report();
    expect(asked).toHaveLength(1);
    expect(unanswered.map((h) => [h.name, h.lastRemindedAt, h.reachableBy])).toEqual([
      ['Ana Ruiz', null, []],
      ['Dan Ruiz', at.toISOString(), ['push']],
    ]);
  });

  it('gives the caterer a CSV: one row per attending person per event, titles in Spanish', async () => {
    await mixedWeekend();
    const response = await fetch(`${app.url}/api/admin/rsvp-report/meals.csv?lang=es`, {
      headers: { cookie: app.organizer },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?meals\.csv"?$/,
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
    const [header, ...rows] = parsed.data;
    expect(header).toEqual([...MEALS_CSV_COLUMNS.es]);
    expect(rows).toHaveLength(7);
    expect(rows).toContainEqual([
      'Ceremonia',
      '2027-06-12',
      '18:30',
      'Invitado de Ana',
      'Ana Ruiz',
      'Sí',
      'Menú infantil',
      '',
    ]);
    // A note a guest typed opens as text, not as a formula.
    expect(rows.find((row) => row[3] === 'Lucía Pérez')).toEqual([
      'Ceremonia',
      '2027-06-12',
      '18:30',
      'Lucía Pérez',
      'Ana Ruiz',
      'No',
      'Paella de verduras',
      `'=HYPERLINK("x")`,
    ]);
    // The brunch has no Spanish name: its English one stands.
    expect(
      rows.filter((row) => row[0] === 'Brunch').map((row) => [row[3], row[4], row[6]]),
    ).toEqual([
      ['Ana Ruiz', 'Ana Ruiz', 'Tortitas'],
      ['Ben Ruiz', 'The Ruizes', 'Tortitas'],
      ['Carla Ruiz', 'The Ruizes', 'Tortitas'],
    ]);
    const english = await fetch(`${app.url}/api/admin/rsvp-report/meals.csv`, {
      headers: { cookie: app.organizer },
    });
    const englishRows = Papa.parse<string[]>((await english.text()).replace(UTF8_BOM, ''), {
      skipEmptyLines: true,
    }).data;
    expect(englishRows[0]).toEqual([...MEALS_CSV_COLUMNS.en]);
    expect(englishRows).toContainEqual([
      'Ceremony',
      '2027-06-12',
      '18:30',
      'Ben Ruiz',
      'The Ruizes',
      'No',
      '',
      'Vegan',
    ]);
  });

  it('is for organizers only', async () => {
    const { anaCookie } = await mixedWeekend();
    for (const path of ['/api/admin/rsvp-report', '/api/admin/rsvp-report/meals.csv?lang=en']) {
      expect((await call(app.url, 'GET', path, undefined)).status).toBe(401);
      expect([401, 403]).toContain((await call(app.url, 'GET', path, anaCookie)).status);
    }
    const badLang = await call(
      app.url,
      'GET',
      '/api/admin/rsvp-report/meals.csv?lang=fr',
      app.organizer,
    );
    expect(badLang.status).toBe(400);
  });
});
