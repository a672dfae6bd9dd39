import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlannedEvent } from '../../../protocol/planning-calendar';
import { organizerCookieOn, startAppProcesses, type AppProcess } from '../../test/app-process';
import { startFakeTwilio, type FakeTwilio } from '../../test/fake-twilio';
import { json, startTestApp, subscribe, type TestApp } from '../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createLogger } from '../../lib/logger';
import { CalendarEventModel, CalendarReminderModel } from './model';
import { ReminderDelivery } from './delivery';
import { reminderMessage } from './reminder-message';
import { scheduleReminder } from './schedule';
import { createTwilioProvider } from '../../lib/sms/twilio';
import { getWeddingSettings } from '../wedding/service';
import { HOUR_MS, addEventDueIn, organizerFetch, untilPast } from './test-support';

const ORGANIZERS = ['ana@example.com', 'ben@example.com'];

let sink: SmtpSink;
const open: TestApp[] = [];
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
beforeEach(async () => {
  await CalendarEventModel.deleteMany({});
  await CalendarReminderModel.deleteMany({});
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((app) => app.close()));
});

async function start(env: Record<string, string> = {}) {
  const app = await startTestApp({
    ...sink.env,
    ORGANIZER_EMAILS: ORGANIZERS.join(', '),
    REMINDER_POLL_SECONDS: '1',
    ...env,
  });
  open.push(app);
  return { app, cookie: await app.organizerCookie() };
}

const mailsAbout = (title: string) => sink.received.filter((mail) => mail.subject.includes(title));

/**
 * Adds an already-due reminder and waits for its mail: the scheduler takes due reminders oldest
 * first in one pass, so once this one is out, every reminder due before it has been decided.
 */
async function sentinel(app: { url: string }, cookie: string, title: string) {
  await addEventDueIn(app, cookie, title, -1000);
  await sink.waitFor((mail) => mail.subject.includes(title));
}

describe('planning reminders', () => {
  // Three starts of the app and three mails, each awaited: more than the default 20 s on a busy machine.
  it('sends a reminder that fell due while the site was down once, after the restart', { timeout: 60_000 }, async () => {
    const first = await start();
    const event = await addEventDueIn(first.app, first.cookie, 'Florist walkthrough', 1500, {
      location: 'Greenhouse, Calle Olmo 4',
    });
    await first.app.close();
    await untilPast(event.reminder!.dueAt);
    expect(mailsAbout('Florist walkthrough')).toEqual([]);

    const second = await start();
    const mail = await sink.waitFor((m) => m.subject.includes('Florist walkthrough'));
    expect(mail.to.sort()).toEqual(ORGANIZERS);
    expect(mail.subject).toMatch(/^Reminder: Florist walkthrough \(/);
    expect(mail.text).toContain('Where: Greenhouse, Calle Olmo 4');
    // The mail server has the message before the scheduler has recorded the send.
    const reminderNow = async () =>
      (
        await json<PlannedEvent[]>(
          await organizerFetch(second.app, second.cookie, 'GET', '/api/calendar-events'),
        )
      )[0]?.reminder;
    await expect
      .poll(reminderNow, { timeout: 10_000 })
      .toMatchObject({ status: 'sent', sentAt: expect.any(String) });
    await second.app.close();

    const third = await start();
    await sentinel(third.app, third.cookie, 'Sentinel after restart');
    expect(mailsAbout('Florist walkthrough')).toHaveLength(1);
  });

  it('lets exactly one of several simultaneous claims take a due reminder', async () => {
    // No app runs here: only the claims below compete for the reminder.
    const event = await CalendarEventModel.create({
      title: 'Claimed once',
      date: new Date(Date.now() + HOUR_MS),
      reminderTime: 2,
    });
    await scheduleReminder(event.toObject());
    const logger = createLogger('silent');
    const deliveries = Array.from(
      { length: 6 },
      () =>
        new ReminderDelivery(
          { mailer: null, emails: [], sms: null, phones: [], defaultCountry: 'US' },
          logger,
        ),
    );
    const claims = await Promise.all(deliveries.map((delivery) => delivery.claimNext()));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await Promise.all(deliveries.map((delivery) => delivery.claimNext()))).toEqual(
      deliveries.map(() => null),
    );
  });

  it('sends a rescheduled event’s reminder at the new time, never at the old one', async () => {
    const { app, cookie } = await start();
    const later = await addEventDueIn(app, cookie, 'Moved earlier', 3 * 24 * HOUR_MS);
    const earlier = await addEventDueIn(app, cookie, 'Moved later', 2500);

    const newDate = new Date(Date.now() + 2 * HOUR_MS + 1500).toISOString();
    const moved = await json<PlannedEvent>(
      await organizerFetch(app, cookie, 'PUT', `/api/calendar-events/${later.id}`, {
        title: later.title,
        date: newDate,
        reminderTime: 2,
      }),
    );
    await organizerFetch(app, cookie, 'PUT', `/api/calendar-events/${earlier.id}`, {
      title: earlier.title,
      date: new Date(Date.now() + 5 * 24 * HOUR_MS).toISOString(),
      reminderTime: 2,
    });

    const mail = await sink.waitFor((m) => m.subject.includes('Moved earlier'));
    expect(Date.now()).toBeGreaterThanOrEqual(new Date(moved.reminder!.dueAt).getTime());
    expect(mail.subject).toBeTruthy();
    await untilPast(earlier.reminder!.dueAt);
    await sentinel(app, cookie, 'Sentinel after moves');
    expect(mailsAbout('Moved later')).toEqual([]);
    expect(mailsAbout('Moved earlier')).toHaveLength(1);
  });

  it('never sends a deleted event’s reminder', async () => {
    const { app, cookie } = await start();
    const event = await addEventDueIn(app, cookie, 'Cancelled fitting', 1500);
    await organizerFetch(app, cookie, 'DELETE', `/api/calendar-events/${event.id}`);
    await untilPast(event.reminder!.dueAt);
    await sentinel(app, cookie, 'Sentinel after delete');
    expect(mailsAbout('Cancelled fitting')).toEqual([]);
  });

  describe('by text message', () => {
    let twilio: FakeTwilio;
    beforeAll(async () => {
      twilio = await startFakeTwilio();
    });
    afterAll(() => twilio.close());

    it('texts every organizer phone once through the SMS provider and shows the reminder as sent', async () => {
      const { app, cookie } = await start({
        ...twilio.env,
        ORGANIZER_PHONES: '(415) 555-0101, +1 415 555 0102',
      });
      const screen = await app.connect({ cookie });
      await subscribe(screen, 'calendar');
      const sentTitles: string[] = [];
      const bothSent = new Promise<void>((resolve) =>
        screen.on('calendar:event-saved', (event) => {
          if (event.reminder?.status === 'sent') sentTitles.push(event.title);
          if (sentTitles.length === 2) resolve();
        }),
      );
      await addEventDueIn(app, cookie, 'Photographer call', -1000);
      await addEventDueIn(app, cookie, 'Caterer call', -500);
      await bothSent;
      expect(sentTitles.sort()).toEqual(['Caterer call', 'Photographer call']);
      // Two reminders, each texted once to each organizer phone.
      expect(Object.fromEntries(twilio.accepted)).toEqual({ '+14155550101': 2, '+14155550102': 2 });
      expect(mailsAbout('Photographer call')).toHaveLength(1);
    });
  });
});

describe('planning reminders with two processes', () => {
  // Two app processes on this file's database, each with its scheduler, as behind a load balancer.
  let processes: AppProcess[] = [];
  beforeAll(async () => {
    processes = await startAppProcesses(2, {
      ...sink.env,
      ORGANIZER_EMAILS: ORGANIZERS.join(', '),
      REMINDER_POLL_SECONDS: '1',
    });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map((app) => app.stop()));
  });

  it('sends each reminder once while both schedulers run at once', async () => {
    const [a, b] = processes as [AppProcess, AppProcess];
    const cookies = [await organizerCookieOn(a.url), await organizerCookieOn(b.url)];
    const titles = ['Venue deposit', 'Suit fitting', 'Band contract', 'Menu tasting'];
    await Promise.all(
      titles.map((title, i) => addEventDueIn(i % 2 ? b : a, cookies[i % 2]!, title, -500)),
    );
    await Promise.all(titles.map((title) => sink.waitFor((m) => m.subject.includes(title))));
    await sentinel(a, cookies[0]!, 'Sentinel A');
    await sentinel(b, cookies[1]!, 'Sentinel B');
    for (const title of titles) expect(mailsAbout(title), title).toHaveLength(1);
  });
});

describe('a reminder whose process died mid-send', () => {
  let twilio: FakeTwilio;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
  });
  afterAll(() => twilio.close());

  it('is taken over once its lease lapses: no second e-mail, each phone texted once', async () => {
    const phones = ['+14155550111', '+14155550112'];
    // What the dead process did: its attempt claimed, the e-mail out, the first text accepted.
    const event = await CalendarEventModel.create({
      title: 'Interrupted reminder',
      date: new Date(Date.now() + HOUR_MS),
      reminderTime: 2,
    });
    const scheduled = await scheduleReminder(event.toObject());
    const startedAt = new Date(Date.now() - 5 * 60_000);
    await CalendarReminderModel.updateOne(
      { _id: scheduled!._id },
      {
        $set: {
          status: 'sending',
          attempts: 1,
          firstTriedAt: startedAt,
          leaseUntil: new Date(Date.now() - 1000),
          emailSent: true,
        },
      },
    );
    // The dead process's text went out, but it never recorded it.
    const body = reminderMessage(event.toObject(), (await getWeddingSettings()).timeZone).sms;
    await createTwilioProvider({
      accountSid: twilio.env.TWILIO_ACCOUNT_SID!,
      authToken: twilio.env.TWILIO_AUTH_TOKEN!,
      from: twilio.env.TWILIO_FROM!,
      apiBaseUrl: twilio.url,
    }).send(phones[0]!, body);

    const { app, cookie } = await start({
      ...twilio.env,
      ORGANIZER_PHONES: phones.join(','),
      REMINDER_POLL_SECONDS: '3600',
    });

    await sentinel(app, cookie, 'Sentinel after takeover');
    // The sentinel's texts follow its e-mail: wait until it is recorded sent too.
    await vi.waitFor(
      async () => expect(await CalendarReminderModel.countDocuments({ status: 'sent' })).toBe(2),
      { timeout: 10_000, interval: 100 },
    );
    const stored = await CalendarReminderModel.findById(scheduled!._id).lean();
    expect(stored).toMatchObject({ status: 'sent', attempts: 2 });
    // One text each for the sentinel; the interrupted reminder's first text was not sent again.
    expect(Object.fromEntries(twilio.accepted)).toEqual({ [phones[0]!]: 2, [phones[1]!]: 2 });
    expect(mailsAbout('Interrupted reminder')).toEqual([]);
  });
});
