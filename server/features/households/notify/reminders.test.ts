import { describe, expect, it } from 'vitest';
import {
  reminderSchema,
  sendRemindersResultSchema,
  type Reminder,
} from '../../../../protocol/rsvp-report';
import { eventually } from '../../../test/app-process';
import { organizerSocket } from '../../../test/fixtures';
import { recordEvents } from '../../../test/harness';
import { call } from '../test-support';
import { z } from 'zod';
import { lastRemindedAt } from './index';
import { RsvpReminderModel } from './model';
import {
  admin,
  guest,
  householdsOf,
  subscribedPhone,
  useNotifyApp,
  weekendEvent,
} from './test-support';

// No SMTP: text and push reach households, and a household with neither is unreachable.
const { app, twilio, push } = useNotifyApp({ mail: false });
const DAY = 24 * 3_600_000;
const PHONES = { ben: '+14155550102', eve: '+14155550105', fay: '+14155550106' };

/** Ana answered; Ben (text), Dee (push, Spanish), Fay (text, reminded 4 days ago) have not; Cal
 * has no way to be reached; Eve was reminded yesterday. One event invites all of them. */
async function wedding() {
  const ana = await guest(app, 'Ana');
  const ben = await guest(app, 'Ben', { phone: PHONES.ben });
  const cal = await guest(app, 'Cal');
  const dee = await guest(app, 'Dee', { language: 'es' });
  const eve = await guest(app, 'Eve', { phone: PHONES.eve });
  const fay = await guest(app, 'Fay', { phone: PHONES.fay });
  const people = { ana, ben, cal, dee, eve, fay };
  const households = await householdsOf(
    app,
    Object.values(people).map((p) => p.id),
  );
  const idOf = Object.fromEntries(
    Object.keys(people).map((name, n) => [name, households[n]!.id]),
  ) as Record<keyof typeof people, string>;
  const event = await weekendEvent(app, {
    name: 'Ceremony',
    nameEs: 'Ceremonia',
    date: '2027-06-12',
    time: '18:30',
    householdIds: Object.values(idOf),
  });
  const answered = await call(
    app.url,
    'PUT',
    `/api/households/mine/events/${event.id}`,
    await ana.cookie(),
    { answers: [{ personId: ana.id, attending: true }] },
  );
  expect(answered.status).toBe(200);
  const deePhone = await subscribedPhone(push, dee.id);
  const earlier = (household: string, seq: number, at: Date) =>
    RsvpReminderModel.collection.insertOne({
      _id: `${household}:${seq}` as never,
      householdId: household,
      seq,
      name: 'Earlier',
      at,
      channels: [{ channel: 'sms', guestId: null, to: '••• 0000', outcome: 'sent' }],
    });
  await earlier(idOf.eve, 1, new Date(Date.now() - DAY));
  await earlier(idOf.fay, 1, new Date(Date.now() - 4 * DAY));
  return { people, idOf, deePhone };
}

const sendReminders = () => admin(app, 'POST', '/api/admin/rsvp-reminders');
const reminders = async () =>
  z.array(reminderSchema).parse((await admin(app, 'GET', '/api/admin/rsvp-reminders')).body);
const decided = (reminder: Reminder | undefined) =>
  !!reminder && reminder.channels.every((c) => c.outcome !== 'queued');

describe('reminders to the households that have not answered', () => {
  it('reminds each reachable one, says whom it reached, live, and not again within 3 days', async () => {
    const { idOf, deePhone } = await wedding();
    const socket = await organizerSocket(app, 'households');
    const pushed = recordEvents(socket, 'households:reminder');

    const sent = await sendReminders();
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const result = sendRemindersResultSchema.parse(sent.body);
    expect(result.reminded.map((r) => r.householdId).sort()).toEqual(
      [idOf.ben, idOf.dee, idOf.fay].sort(),
    );
    expect(result.skipped).toEqual(
      expect.arrayContaining([
        { householdId: idOf.cal, name: 'Cal', reason: 'unreachable' },
        { householdId: idOf.eve, name: 'Eve', reason: 'recently-reminded' },
      ]),
    );
    expect(result.skipped).toHaveLength(2);

    const mine = (list: Reminder[], household: string) =>
      list.find((r) => r.householdId === household && r.name !== 'Earlier');
    await eventually('every reminder delivered', async () => {
      const list = await reminders();
      return [idOf.ben, idOf.dee, idOf.fay].every((id) => decided(mine(list, id)));
    });
    const list = await reminders();
    expect(mine(list, idOf.ben)).toMatchObject({
      name: 'Ben',
      channels: [{ channel: 'sms', outcome: 'sent', to: '••• 0102' }],
    });
    expect(mine(list, idOf.dee)!.channels).toEqual([{ channel: 'push', outcome: 'sent', to: '1' }]);
    expect(mine(list, idOf.fay)!.channels).toEqual([
      { channel: 'sms', outcome: 'sent', to: '••• 0106' },
    ]);
    // Newest first: the three sent now, then the two earlier ones.
    expect(list.slice(3).map((r) => r.name)).toEqual(['Earlier', 'Earlier']);

    expect(twilio.bodiesTo(PHONES.ben)).toEqual([
      expect.stringMatching(
        /^Ben, please answer the RSVP for .*'s wedding: Ceremony\. Please answer on the wedding website\.$/,
      ),
    ]);
    expect(twilio.bodiesTo(PHONES.eve)).toEqual([]);
    expect(deePhone.received.map((p) => JSON.parse(p.text) as unknown)).toEqual([
      expect.objectContaining({
        title: 'Por favor, responde a la invitación',
        body: 'Ceremonia. Por favor, responde en la web de la boda.',
      }),
    ]);
    // The organizers saw each reminder claimed, then delivered.
    await eventually('the outcome pushed', () =>
      pushed.some((r) => r.householdId === idOf.ben && decided(r)),
    );
    expect(pushed.some((r) => r.householdId === idOf.ben && !decided(r))).toBe(true);

    const last = await lastRemindedAt([idOf.ben, idOf.cal, idOf.eve]);
    expect([...last.keys()].sort()).toEqual([idOf.ben, idOf.eve].sort());

    const again = await sendReminders();
    expect(again).toMatchObject({
      status: 409,
      body: { code: 'households.remindersNothingToSend' },
    });
    expect(await RsvpReminderModel.countDocuments()).toBe(5);
  });

  it('reminds each household once when two organizers send at the same time', async () => {
    const { idOf } = await wedding();
    const [a, b] = await Promise.all([sendReminders(), sendReminders()]);
    const statuses = [a.status, b.status];
    expect(statuses).toContain(200);
    const reminded = [a, b]
      .filter((r) => r.status === 200)
      .flatMap((r) => sendRemindersResultSchema.parse(r.body).reminded.map((x) => x.householdId));
    expect(reminded.sort()).toEqual([idOf.ben, idOf.dee, idOf.fay].sort());
    for (const id of [idOf.ben, idOf.dee, idOf.fay]) {
      expect(
        await RsvpReminderModel.countDocuments({ householdId: id, name: { $ne: 'Earlier' } }),
      ).toBe(1);
    }
    await eventually('both texts sent', () =>
      [PHONES.ben, PHONES.fay].every((phone) => twilio.bodiesTo(phone).length > 0),
    );
    expect(twilio.bodiesTo(PHONES.ben)).toHaveLength(1);
  });

  it('is for organizers only', async () => {
    const ben = await guest(app, 'Ben', { phone: PHONES.ben });
    const stranger = await call(app.url, 'POST', '/api/admin/rsvp-reminders', undefined);
    expect(stranger.status).toBe(401);
    const asGuest = await call(app.url, 'GET', '/api/admin/rsvp-reminders', await ben.cookie());
    expect([401, 403]).toContain(asGuest.status);
    expect(await RsvpReminderModel.countDocuments()).toBe(0);
  });
});
