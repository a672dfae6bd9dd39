import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import type { AppContext } from '../../../lib/feature';
import { JobModel } from '../../../lib/jobs/model';
import { freshType, runnerFor, stopAll, until } from '../../../lib/jobs/test-support';
import { createLogger } from '../../../lib/logger';
import { ModerationSources } from '../../../lib/moderation-source';
import { TEST_ADMIN_PASSWORD } from '../../../test/harness';
import { RsvpConfirmations } from './confirmations';
import { notifyChannelsOf } from './index';
import { RsvpConfirmationModel, type ConfirmationDocument } from './model';
import {
  admin,
  guest,
  householdsOf,
  subscribedPhone,
  useNotifyApp,
  weekendEvent,
} from './test-support';
import { call } from '../test-support';

const { app, sink, twilio, push } = useNotifyApp();
const JOB = freshType('households.confirmation.test');

/**
 * A second process on the app's database and hub, with its own job runner and a settle of 3 s (the
 * app's own waits a minute): its confirmations are the ones these tests read.
 */
beforeAll(() => {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    ...sink.env,
    ...twilio.env,
    PUSH_ALLOW_LOOPBACK_ENDPOINTS: 'true',
    SMS_DEFAULT_COUNTRY: 'US',
    PUBLIC_URL: 'https://wedding.example',
  });
  const ctx: AppContext = {
    config,
    logger: createLogger('silent'),
    hub: app.server.hub,
    events: app.server.events,
    moderation: new ModerationSources(),
    clock: () => new Date(),
    jobs: runnerFor('second-process'),
  };
  new RsvpConfirmations(ctx.jobs, notifyChannelsOf(ctx), { settleMs: 3_000, jobType: JOB }).listen(
    ctx.events,
  );
  ctx.jobs.start();
});
afterAll(() => stopAll());

const PHONE = '+14155550123';

async function weekendFor(householdId: string) {
  const ceremony = await weekendEvent(app, {
    name: 'Ceremony and dinner',
    nameEs: 'Ceremonia y cena',
    date: '2027-06-12',
    time: '18:30',
    place: 'Finca El Olivar',
    meals: [
      { name: 'Sea bass', nameEs: 'Lubina' },
      // No Spanish name: the English one is used.
      { name: 'Kids’ menu', children: true },
    ],
    householdIds: [householdId],
  });
  const brunch = await weekendEvent(app, {
    name: 'Brunch',
    nameEs: 'Almuerzo',
    date: '2027-06-13',
    time: '11:00',
    meals: [{ name: 'Pancakes', nameEs: 'Tortitas' }],
    householdIds: [householdId],
  });
  return { ceremony, brunch };
}

const confirmations = () => RsvpConfirmationModel.find().lean<ConfirmationDocument[]>();

describe('the confirmation after answering', () => {
  it('sends one summary of both events, in Spanish, by e-mail, text and push', async () => {
    const ana = await guest(app, 'Ana', { language: 'es', phone: PHONE, plusOne: true });
    const [household] = await householdsOf(app, [ana.id]);
    const { ceremony, brunch } = await weekendFor(household!.id);
    const phone = await subscribedPhone(push, ana.id);
    const set = await admin(app, 'PUT', '/api/admin/rsvp-settings', {
      deadline: '2027-05-01T21:59:00.000Z',
    });
    expect(set.status).toBe(200);
    const cookie = await ana.cookie();
    const companion = household!.companions[0]!.id;

    const named = await call(app.url, 'PUT', '/api/households/mine/companions', cookie, {
      companions: [{ id: companion, name: 'Leo', child: true }],
    });
    expect(named.status).toBe(200);
    const first = await call(app.url, 'PUT', `/api/households/mine/events/${ceremony.id}`, cookie, {
      answers: [
        { personId: ana.id, attending: true, mealId: ceremony.meals[0]!.id, dietary: 'Sin gluten' },
        { personId: companion, attending: true, mealId: ceremony.meals[1]!.id },
      ],
    });
    expect(first.status).toBe(200);
    const second = await call(app.url, 'PUT', `/api/households/mine/events/${brunch.id}`, cookie, {
      answers: [
        { personId: ana.id, attending: true, mealId: brunch.meals[0]!.id },
        { personId: companion, attending: false },
      ],
    });
    expect(second.status).toBe(200);

    const mail = await sink.waitFor((m) => m.to.includes(ana.email), 20_000);
    expect(mail.subject).toMatch(/^Tu respuesta para la boda de /);
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain(
      'Ceremonia y cena: sábado, 12 de junio de 2027, 18:30, Finca El Olivar',
    );
    expect(mail.text).toContain('Ana Ruiz: asiste, Lubina (Sin gluten)');
    expect(mail.text).toContain('Leo (niño/a): asiste, Kids’ menu');
    expect(mail.text).toContain('Almuerzo: domingo, 13 de junio de 2027, 11:00');
    expect(mail.text).toContain('Ana Ruiz: asiste, Tortitas');
    expect(mail.text).toContain('Leo (niño/a): no asiste');
    expect(mail.text).toContain('Tus acompañantes: Leo (niño/a)');
    expect(mail.text).toContain('Puedes cambiar tus respuestas hasta el');
    expect(mail.text).toContain('2027');
    expect(mail.text).toContain('https://wedding.example/#rsvp');

    await until('every channel decided', async () => {
      const [record] = await confirmations();
      return !!record && record.channels.every((c) => c.outcome !== 'queued');
    });
    const [record, ...more] = await confirmations();
    expect(more).toEqual([]);
    expect(record).toMatchObject({ guestId: ana.id, language: 'es' });
    expect(record!.channels.map(({ channel, outcome, to }) => ({ channel, outcome, to }))).toEqual([
      { channel: 'email', outcome: 'sent', to: expect.stringMatching(/^a\*\*\*@example\.com$/) },
      { channel: 'sms', outcome: 'sent', to: '••• 0123' },
      { channel: 'push', outcome: 'sent', to: '1' },
    ]);
    // One summary, though the guest made three changes.
    expect(sink.received.filter((m) => m.to.includes(ana.email))).toHaveLength(1);
    const texts = twilio.bodiesTo(PHONE);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('Ana, tenemos tu respuesta. Ceremonia y cena: 2 de 2 asisten');
    expect(phone.received).toHaveLength(1);
    expect(JSON.parse(phone.received[0]!.text)).toMatchObject({
      title: 'Tenemos tu respuesta',
      body: 'Ceremonia y cena: 2 de 2 asisten · Almuerzo: 1 de 2 asisten',
      url: '/#rsvp',
    });
  });

  it('sends none for an organizer’s answer, and the guest’s own in English', async () => {
    const ben = await guest(app, 'Ben');
    const [household] = await householdsOf(app, [ben.id]);
    const { ceremony } = await weekendFor(household!.id);
    const forBen = await admin(app, 'PUT', `/api/admin/households/${household!.id}/answers`, {
      eventId: ceremony.id,
      answers: [{ personId: ben.id, attending: false }],
    });
    expect(forBen.status).toBe(200);
    // The listener ran before the answer came back: no job was planned for it.
    expect(await JobModel.countDocuments({ type: JOB, 'payload.householdId': household!.id })).toBe(
      0,
    );

    const cookie = await ben.cookie();
    const own = await call(app.url, 'PUT', `/api/households/mine/events/${ceremony.id}`, cookie, {
      answers: [{ personId: ben.id, attending: true, mealId: ceremony.meals[0]!.id }],
    });
    expect(own.status).toBe(200);
    const mail = await sink.waitFor((m) => m.to.includes(ben.email), 20_000);
    expect(mail.subject).toMatch(/^Your RSVP for .*'s wedding$/);
    expect(mail.text).toContain('Ben Ruiz: attending, Sea bass');
    expect(mail.text).toContain('Brunch: Sunday, June 13, 2027, 11:00');
    expect(mail.text).toContain('Ben Ruiz: no answer yet');
    expect(await JobModel.countDocuments({ type: JOB, 'payload.householdId': household!.id })).toBe(
      1,
    );
    expect((await confirmations()).map((c) => c.guestId)).toEqual([ben.id]);
  });
});
