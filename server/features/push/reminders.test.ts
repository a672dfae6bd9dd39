import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callApi } from '../../test/api';
import { eventually, organizerCookieOn, type AppProcess } from '../../test/app-process';
import { enqueueJob } from '../../lib/jobs/enqueue';
import { JobModel } from '../../lib/jobs/model';
import { WEDDING_SETTINGS_ID, WeddingSettingsModel } from '../wedding/model';
import { PUSH_CONCURRENCY } from './delivery';
import { PushDeliveryModel, PushOutcomeModel, PushPlanModel, PushSubscriptionModel } from './model';
import { REMINDER_JOB } from './reminders';
import { startPushProcess, subscribeOn } from './test-processes';
import {
  shownOn,
  startTestPushService,
  type TestPhone,
  type TestPushService,
} from './test-push-service';

/**
 * Timeline reminders, with the real app as two processes on one database and the real job
 * runner: 'Starting in 10 minutes: …' at the event's start less 10 minutes on the wedding's clock,
 * once to each phone (across processes, a restart and re-plans), never for a plan the organizers
 * changed, never late, and once even when the sending process is killed mid-send.
 */
// +05:45: a start read on any other clock (the server's, UTC) lands far from the right instant.
const ZONE = 'Asia/Kathmandu';
const MINUTE = 60_000;

let service: TestPushService;
let a: AppProcess;
let b: AppProcess | undefined;
let cookie: string;

beforeAll(async () => {
  service = await startTestPushService();
  a = await startPushProcess(service);
  b = await startPushProcess(service);
  cookie = await organizerCookieOn(a.url);
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await service?.close();
});

let phones: TestPhone[];
let devices = 0;
async function subscribePhones(count: number) {
  phones = Array.from({ length: count }, () => service.phone());
  await Promise.all(
    phones.map((phone, n) =>
      subscribeOn(n % 2 && b ? b : a, phone, (devices += 1), n % 2 ? 'es' : 'en'),
    ),
  );
}

beforeEach(async () => {
  await PushSubscriptionModel.deleteMany({});
  const day = await callApi<{ id: string }[]>(a.url, '/api/timeline/events');
  for (const event of day.body)
    await callApi(a.url, `/api/timeline/events/${event.id}`, { method: 'DELETE', cookie });
});

/** A whole minute about `minutes` from now (at most a minute earlier). */
const startIn = (minutes: number) =>
  new Date(Math.floor((Date.now() + minutes * MINUTE) / MINUTE) * MINUTE);

/** The venue's wall clock at an instant, read by Intl (not by the app's code). */
function venueClock(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The wedding is on the venue's date of `at`, in ZONE. */
async function weddingOn(at: Date) {
  const { day } = venueClock(at);
  await WeddingSettingsModel.collection.updateOne(
    { _id: WEDDING_SETTINGS_ID as never },
    { $set: { ceremonyStart: `${day}T00:00`, timeZone: ZONE } },
  );
}

const eventBody = (startsAt: Date, fields: Record<string, unknown> = {}) => ({
  title: 'The first dance',
  titleEs: 'El primer baile',
  time: venueClock(startsAt).time,
  remind: true,
  ...fields,
});

async function saveEvent(app: AppProcess, body: Record<string, unknown>, id?: string) {
  const answer = await callApi<{ id: string; remind?: boolean }>(
    app.url,
    id ? `/api/timeline/events/${id}` : '/api/timeline/events',
    { method: id ? 'PUT' : 'POST', cookie, body },
  );
  expect(answer.status).toBe(id ? 200 : 201);
  expect(answer.body.remind).toBe(body.remind);
  return answer.body.id;
}

const remindersOf = (eventId: string) =>
  JobModel.find({ type: REMINDER_JOB, 'payload.eventId': eventId }).sort({ _id: 1 }).lean();
const keyOf = (eventId: string, startsAt: Date) => `reminder:${eventId}:${startsAt.toISOString()}`;
const everyPhoneHas = (count: number) => phones.every((phone) => phone.received.length === count);
const payloads = (phone: TestPhone) =>
  phone.received.map((push) => JSON.parse(push.text) as Record<string, unknown>);

describe('timeline reminders', () => {
  it('reminds each phone once, 10 minutes before on the wedding’s clock, in its language, never again', async () => {
    await subscribePhones(8);
    // A start at most 10 minutes away: its reminder is due now.
    const startsAt = startIn(10);
    await weddingOn(startsAt);
    const id = await saveEvent(a, eventBody(startsAt));
    await eventually('every phone reminded', () => everyPhoneHas(1), 30_000);
    await eventually('its job done', async () => (await remindersOf(id))[0]?.state === 'done');

    const [job] = await remindersOf(id);
    expect(job?.runAt).toEqual(new Date(startsAt.getTime() - 10 * MINUTE));
    expect(payloads(phones[0]!)).toEqual([
      {
        kind: 'reminder',
        id,
        title: 'Starting in 10 minutes: The first dance',
        body: '',
        url: '/timeline',
      },
    ]);
    expect(payloads(phones[1]!)[0]).toMatchObject({
      title: 'Empieza en 10 minutos: El primer baile',
    });
    const push = phones[0]!.received[0]!;
    expect(push.urgency).toBe('high');
    expect(push.topic).toBe(`r${id}`);
    // Kept by the push service until the event starts: 10 minutes at most.
    expect(Number(push.ttl)).toBeGreaterThan(8 * 60);
    expect(Number(push.ttl)).toBeLessThanOrEqual(10 * 60);

    // Planned again in the other process (an edit) and at a restart: its job runs again each
    // time, finds the reminder sent, and sends nothing.
    await saveEvent(b!, eventBody(startsAt, { description: 'Under the lights' }), id);
    await a.restart();
    cookie = await organizerCookieOn(a.url);
    await eventually(
      'the plan made by the edit and the one made at the restart both ran',
      async () => {
        const jobs = await remindersOf(id);
        return jobs.length >= 3 && jobs.every((j) => j.state === 'done');
      },
      30_000,
    );
    expect(phones.filter((phone) => phone.received.length !== 1)).toEqual([]);
    expect(await PushDeliveryModel.countDocuments({ announcementId: keyOf(id, startsAt) })).toBe(8);
  }, 120_000);

  it('re-plans a moved or unmarked event: the old plans never fire', async () => {
    await subscribePhones(4);
    const later = startIn(40);
    const cake = new Date(later.getTime() + 5 * MINUTE);
    const soon = startIn(10);
    await weddingOn(soon);
    const id = await saveEvent(a, eventBody(later));
    const other = await saveEvent(a, eventBody(cake, { title: 'Cake', titleEs: 'Tarta' }));
    const [moved] = await remindersOf(id);
    expect(moved?.runAt).toEqual(new Date(later.getTime() - 10 * MINUTE));
    await saveEvent(b!, eventBody(soon), id);
    await saveEvent(b!, eventBody(cake, { title: 'Cake', remind: false }), other);
    await eventually('every phone reminded of the moved event', () => everyPhoneHas(1), 30_000);

    // The old plans fall due now: they find the event moved, or no longer marked.
    const stale = [moved!._id, (await remindersOf(other))[0]!._id];
    await JobModel.updateMany({ _id: { $in: stale } }, { $set: { runAt: new Date() } });
    await eventually('the old plans ran', async () => {
      const jobs = await JobModel.find({ _id: { $in: stale } }).lean();
      return jobs.every((job) => job.state === 'done');
    });
    expect(phones.filter((phone) => phone.received.length !== 1)).toEqual([]);
    expect(payloads(phones[0]!)[0]).toMatchObject({
      title: 'Starting in 10 minutes: The first dance',
    });
    for (const key of [keyOf(id, later), keyOf(other, cake)])
      expect(await PushPlanModel.exists({ _id: key })).toBeNull();
  }, 120_000);

  it('does not send a reminder whose event started while the servers were down', async () => {
    await subscribePhones(2);
    const started = startIn(-3);
    await weddingOn(started);
    const id = await saveEvent(a, eventBody(started));
    // Planned before the servers went down, as a process writes it; due 13 minutes ago.
    const plan = { eventId: id, startsAt: started.toISOString() };
    const { id: jobId } = await enqueueJob(
      REMINDER_JOB,
      plan,
      `${id}:${plan.startsAt}`,
      new Date(started.getTime() - 10 * MINUTE),
    );
    await eventually('the late plan ran', async () => {
      return (await JobModel.findById(jobId).lean())?.state === 'done';
    });
    expect(phones.filter((phone) => phone.received.length > 0)).toEqual([]);
    expect(await PushDeliveryModel.countDocuments({ announcementId: keyOf(id, started) })).toBe(0);
  }, 60_000);

  it('reminds every phone once when the sending process is killed mid-send', async () => {
    // One process, so the one killed is the one sending.
    await b?.stop();
    b = undefined;
    await subscribePhones(100);
    const startsAt = startIn(10);
    await weddingOn(startsAt);
    // Answers come 300 ms after each push arrives: the process dies with pushes in flight.
    service.setLatency(300);
    let killed: Promise<void> | undefined;
    let accepted = 0;
    service.onAccepted(() => {
      accepted += 1;
      if (accepted === 30) killed = a.kill('SIGKILL');
    });
    const id = await saveEvent(a, eventBody(startsAt));
    await eventually('the process was killed', () => killed !== undefined, 30_000);
    await killed;
    service.onAccepted(undefined);
    service.setLatency(0);
    expect(phones.filter((phone) => phone.received.length > 0).length).toBeLessThan(phones.length);
    await a.restart();
    const key = keyOf(id, startsAt);
    await eventually(
      'the reminder was taken over and finished',
      async () =>
        (await PushOutcomeModel.countDocuments({ announcementId: key, status: 'sent' })) ===
        phones.length,
      120_000,
    );
    expect(phones.filter((phone) => shownOn(phone).length !== 1)).toEqual([]);
    const repeats = phones.reduce((sum, phone) => sum + phone.received.length - 1, 0);
    expect(repeats).toBeLessThanOrEqual(PUSH_CONCURRENCY);
  }, 240_000);
});
