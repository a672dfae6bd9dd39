import https from 'node:https';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import {
  organizerWeekendEventSchema,
  type OrganizerWeekendEvent,
  type WeekendEventBody,
} from '../../../../protocol/household-events';
import type { Household } from '../../../../protocol/households';
import { startFakeTwilio, type FakeTwilio } from '../../../test/fake-twilio';
import { useTestApp } from '../../../test/fixtures';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { GuestModel } from '../../guests/model';
import { clearGuests } from '../../guests/seed';
import { signInWithCode } from '../../guests/test-support';
import { PushSubscriptionModel } from '../../push/model';
import {
  startTestPushService,
  type TestPhone,
  type TestPushService,
} from '../../push/test-push-service';
import { EventAnswerModel, HistoryModel, WeekendEventModel } from '../event-model';
import { ensureHouseholds } from '../migrate';
import { call, clearHouseholds, householdsIn, listedGuest } from '../test-support';
import { RsvpConfirmationModel, RsvpReminderModel } from './model';

/** Whatever was started before the file's tests: read inside tests and hooks. */
function lazy<T extends object>(get: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const value = get();
      if (!value) throw new Error(`${what} is not started yet: read it inside a test or hook`);
      const field = Reflect.get(value, key) as unknown;
      return typeof field === 'function'
        ? (field as (...a: unknown[]) => unknown).bind(value)
        : field;
    },
  });
}

/**
 * The app of a notify test file with every channel real: an SMTP server on loopback (unless
 * `mail: false`), a fake Twilio and a push service that decrypts what each phone gets. Every test
 * starts with no guests, households, events, answers, reminders or confirmations.
 */
export function useNotifyApp(options: { mail?: boolean } = {}) {
  let sink: SmtpSink | undefined;
  let twilio: FakeTwilio | undefined;
  let push: TestPushService | undefined;
  beforeAll(async () => {
    [sink, twilio, push] = await Promise.all([
      startSmtpSink(),
      startFakeTwilio(),
      startTestPushService(),
    ]);
    // The app runs in this process: its https requests trust the push service's certificate.
    https.globalAgent.options.ca = push.ca;
  });
  afterAll(async () => {
    await Promise.all([sink?.close(), twilio?.close(), push?.close()]);
  });
  const app = useTestApp(
    () => ({
      ...(options.mail === false ? {} : sink!.env),
      ...twilio!.env,
      PUSH_ALLOW_LOOPBACK_ENDPOINTS: 'true',
      SMS_DEFAULT_COUNTRY: 'US',
    }),
    { organizer: true },
  );
  beforeEach(async () => {
    twilio?.reset();
    sink?.received.splice(0);
    await Promise.all([
      clearGuests(),
      clearHouseholds(),
      WeekendEventModel.deleteMany({}),
      EventAnswerModel.deleteMany({}),
      HistoryModel.deleteMany({}),
      RsvpReminderModel.deleteMany({}),
      RsvpConfirmationModel.deleteMany({}),
      PushSubscriptionModel.deleteMany({}),
    ]);
  });
  return {
    app,
    sink: lazy(() => sink, 'the SMTP sink'),
    twilio: lazy(() => twilio, 'the fake Twilio'),
    push: lazy(() => push, 'the push service'),
  };
}

export type NotifyApp = ReturnType<typeof useNotifyApp>;

export const admin = (app: NotifyApp['app'], method: string, path: string, body?: unknown) =>
  call(app.url, method, path, app.organizer, body);

/** A guest on the list, with what a test gives them (language, phone), signed in on a phone. */
export async function guest(
  app: NotifyApp['app'],
  firstName: string,
  fields: { language?: 'en' | 'es'; phone?: string; plusOne?: boolean } = {},
) {
  const listed = await listedGuest(firstName, { plusOne: fields.plusOne });
  const set = { ...(fields.language ? { language: fields.language } : {}) };
  if (fields.phone) Object.assign(set, { phone: fields.phone });
  if (Object.keys(set).length) await GuestModel.updateOne({ _id: listed.id }, { $set: set });
  return { ...listed, cookie: () => signInWithCode(app.url, listed) };
}

/** The household each guest is in now. */
export async function householdsOf(app: NotifyApp['app'], guestIds: string[]) {
  await ensureHouseholds();
  const all = householdsIn((await admin(app, 'GET', '/api/admin/households')).body);
  return guestIds.map(
    (id) => all.find((household) => household.members.some((m) => m.id === id)) as Household,
  );
}

export async function weekendEvent(
  app: NotifyApp['app'],
  body: WeekendEventBody,
): Promise<OrganizerWeekendEvent> {
  const created = await admin(app, 'POST', '/api/admin/weekend-events', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return organizerWeekendEventSchema.parse(created.body);
}

/** A phone of this guest with notifications on (as the push feature stores a subscription). */
export async function subscribedPhone(
  service: TestPushService,
  guestId: string,
): Promise<TestPhone> {
  const phone = service.phone();
  await PushSubscriptionModel.create({
    endpoint: phone.subscription.endpoint,
    p256dh: phone.subscription.keys.p256dh,
    auth: phone.subscription.keys.auth,
    deviceId: `device-of-${guestId}-${Math.random().toString(36).slice(2)}`,
    guestId,
    lastUsedAt: new Date(),
  });
  return phone;
}
