import { beforeAll, describe, expect, it } from 'vitest';
import type { SocketData } from '../../lib/realtime/hub';
import { JobRunner } from '../../lib/jobs/runner';
import { JobClaimModel, JobModel } from '../../lib/jobs/model';
import { createLogger } from '../../lib/logger';
import { createTwilioProvider } from '../../lib/sms/twilio';
import { FAKE_ACCOUNT_SID, FAKE_AUTH_TOKEN, FAKE_FROM } from '../../test/fake-twilio';
import { nextEvent, recordEvents, subscribe } from '../../test/harness';
import { audienceFor } from './audience';
import { AnnouncementModel, SmsOutboxModel, SmsSendModel } from './model';
import { AnnouncementScheduler } from './scheduler';
import { AnnouncementsService } from './service';
import { useAnnouncementsApp } from './test-app';
import { addGuest, afterEveryEarlierPush, withoutMarkers } from './test-support';

const { app, twilio } = useAnnouncementsApp();
const logger = createLogger('silent');

/** A second process's service: its own Twilio client and scheduler, the same database and hub. */
function anotherProcess(leaseMs?: number) {
  const provider = createTwilioProvider({
    accountSid: FAKE_ACCOUNT_SID,
    authToken: FAKE_AUTH_TOKEN,
    from: FAKE_FROM,
    apiBaseUrl: twilio.url,
  });
  const service = new AnnouncementsService(app.server.hub, {
    provider,
    defaultCountry: 'US',
    retry: { attempts: 3, baseDelayMs: 10, maxDelayMs: 50 },
    leaseMs,
    logger,
    defaultLanguage: () => Promise.resolve('en' as const),
    jobs: new JobRunner({ logger }),
  });
  return { service, provider, scheduler: new AnnouncementScheduler(service, logger) };
}

beforeAll(() => {
  // Tests stand in for the invite sign-in: a socket may say which guest it is.
  app.server.io.use((socket, next) => {
    const guestId = (socket.handshake.auth as { testGuestId?: unknown }).testGuestId;
    if (typeof guestId === 'string')
      (socket.data as SocketData & { guestId?: string }).guestId = guestId;
    next();
  });
});

const NUMBERS = ['+14155550101', '+14155550102', '+14155550103', '+14155550104', '+14155550105'];

describe('a send interrupted by a crash', () => {
  it('resumes from the delivery records and texts only those not yet sent', async () => {
    for (const [i, phone] of NUMBERS.entries()) await addGuest(`G${i}`, phone);
    const sentAt = new Date(Date.now() - 120_000);
    const announcement = await AnnouncementModel.create({
      title: 'Cake',
      message: 'Cake in the garden',
      status: 'sending',
      sentAt,
      leaseUntil: new Date(Date.now() - 60_000),
    });
    // The crashed process had sent to the first two numbers and queued the third.
    await SmsOutboxModel.create([
      {
        announcementId: announcement._id,
        to: NUMBERS[0],
        guestName: 'G0 Test',
        body: 'Cake\nCake in the garden',
        status: 'sent',
      },
      {
        announcementId: announcement._id,
        to: NUMBERS[1],
        guestName: 'G1 Test',
        body: 'Cake\nCake in the garden',
        status: 'sent',
      },
      {
        announcementId: announcement._id,
        to: NUMBERS[2],
        guestName: 'G2 Test',
        body: 'Cake\nCake in the garden',
        status: 'queued',
      },
    ]);
    // Two processes notice the lapsed lease at once: one takes the delivery over.
    const [{ scheduler }, other] = [anotherProcess(), anotherProcess()];
    const handled = await Promise.all([scheduler.tick(), other.scheduler.tick()]);
    expect(handled.sort()).toEqual([0, 1]);

    expect(Object.fromEntries(twilio.accepted)).toEqual({
      [NUMBERS[2]!]: 1,
      [NUMBERS[3]!]: 1,
      [NUMBERS[4]!]: 1,
    });
    const done = await AnnouncementModel.findById(announcement._id).lean();
    expect(done).toMatchObject({ status: 'sent', sentCount: 5 });
    expect(await SmsOutboxModel.countDocuments({ announcementId: announcement._id })).toBe(5);
    // Nothing left to resume.
    expect(await scheduler.tick()).toBe(0);
  });

  it('asks the provider about messages handed over before the crash, and resends only the lost', async () => {
    for (const [i, phone] of NUMBERS.entries()) await addGuest(`G${i}`, phone);
    const announcement = await AnnouncementModel.create({
      title: 'Cake',
      message: 'Cake in the garden',
      status: 'sending',
      sentAt: new Date(Date.now() - 120_000),
      leaseUntil: new Date(Date.now() - 60_000),
    });
    const body = 'Cake\nCake in the garden';
    const announcementId = announcement._id;
    // The crashed process had claimed the first three numbers and recorded the first as sent.
    const claimedAt = new Date(Date.now() - 90_000);
    await SmsSendModel.insertMany(
      NUMBERS.slice(0, 3).map((to) => ({ announcementId, to, createdAt: claimedAt })),
    );
    await SmsOutboxModel.create({
      announcementId,
      to: NUMBERS[0],
      guestName: 'G0 Test',
      body,
      status: 'sent',
      providerId: 'SM0',
    });
    // The second reached Twilio, whose answer the process never read; the third never left.
    await anotherProcess().provider.send(NUMBERS[1]!, body);
    twilio.attempts.clear();

    expect(await anotherProcess().scheduler.tick()).toBe(1);
    expect(Object.fromEntries(twilio.accepted)).toEqual({
      [NUMBERS[1]!]: 1,
      [NUMBERS[2]!]: 1,
      [NUMBERS[3]!]: 1,
      [NUMBERS[4]!]: 1,
    });
    expect(twilio.attempts.has(NUMBERS[1]!)).toBe(false);
    // Only the two whose fate was unknown were looked up.
    expect(twilio.lookups()).toBe(2);
    expect(await AnnouncementModel.findById(announcementId).lean()).toMatchObject({
      status: 'sent',
      sentCount: 5,
    });
    expect(await SmsOutboxModel.countDocuments({ announcementId, status: 'sent' })).toBe(5);
    // The one found at Twilio is recorded with Twilio's id, not sent again.
    expect(await SmsOutboxModel.findOne({ to: NUMBERS[1] }).lean()).toMatchObject({
      status: 'sent',
      providerId: expect.stringMatching(/^SM[0-9a-f]{32}$/) as unknown,
    });
  });

  it('stops sending once another process has taken the delivery over', async () => {
    const numbers = Array.from({ length: 40 }, (_, n) => `+1415200${1000 + n}`);
    for (const [i, phone] of numbers.entries()) await addGuest(`G${i}`, phone);
    const { service } = anotherProcess(300);
    const created = await service.create({
      title: 'T',
      titleEs: '',
      message: 'M',
      messageEs: '',
      recipientType: 'all',
      channels: ['banner', 'sms'],
    });
    twilio.setLatency(40);
    // Once a few messages are out, another process takes over (as after a lapsed lease).
    const takeOver = async () => {
      // The delivery's job gets its next claim, as the job runner of another process claims it.
      const job = (await JobModel.findOne({ key: created.id }).lean())!;
      await JobClaimModel.create({
        _id: `${job._id.toString()}:${job.generation + 1}`,
        jobId: job._id,
        generation: job.generation + 1,
        owner: 'another process',
        // The new holder's lease, long enough that no runner resumes it during the tests.
        leaseUntil: new Date(Date.now() + 3_600_000),
      });
    };
    let takenOver: Promise<void> | undefined;
    twilio.onAccepted((_, total) => {
      if (total !== 5) return;
      // From here each answer takes a second: the delivery's lease, renewed every 100 ms, learns
      // of the takeover long before a lane asks for its next number, however busy the machine.
      twilio.setLatency(1000);
      takenOver = takeOver();
    });
    const answered = await service.send(created.id);
    await takenOver;
    // It gave up the delivery: not marked sent by it, and most numbers left to the new holder.
    expect(answered.status).toBe('sending');
    expect(twilio.totalAccepted()).toBeLessThan(numbers.length);
    expect([...twilio.accepted.values()].every((n) => n === 1)).toBe(true);
  });

  it('leaves a delivery alone while its process still holds the lease', async () => {
    await addGuest('Ana', NUMBERS[0]);
    await AnnouncementModel.create({
      title: 'T',
      message: 'M',
      status: 'sending',
      sentAt: new Date(),
      leaseUntil: new Date(Date.now() + 60_000),
    });
    expect(await anotherProcess().scheduler.tick()).toBe(0);
    expect(twilio.totalAccepted()).toBe(0);
  });
});

describe('scheduled sends', () => {
  it('are claimed once when two schedulers race, and reach guests live once', async () => {
    for (const [i, phone] of NUMBERS.entries()) await addGuest(`G${i}`, phone);
    const guest = app.sockets[0];
    await subscribe(guest, 'notices');
    const pushes = recordEvents(guest, 'announcement:sent');
    const due = await AnnouncementModel.create({
      title: 'First dance',
      message: 'In five minutes',
      status: 'scheduled',
      scheduledFor: new Date(Date.now() - 1000),
    });
    const notYet = await AnnouncementModel.create({
      title: 'Late',
      message: 'Later',
      status: 'scheduled',
      scheduledFor: new Date(Date.now() + 3_600_000),
    });
    const pushed = nextEvent(guest, 'announcement:sent');
    const [a, b] = [anotherProcess(), anotherProcess()];
    const handled = await Promise.all([a.scheduler.tick(), b.scheduler.tick(), a.scheduler.tick()]);
    expect(handled.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect((await pushed).title).toBe('First dance');
    expect([...twilio.accepted.values()]).toEqual([1, 1, 1, 1, 1]);
    expect(await AnnouncementModel.findById(due._id).lean()).toMatchObject({
      status: 'sent',
      sentCount: 5,
    });
    expect(await AnnouncementModel.findById(notYet._id).lean()).toMatchObject({
      status: 'scheduled',
      sentAt: null,
    });
    await afterEveryEarlierPush(app.server.hub, [guest]);
    expect(withoutMarkers(pushes)).toHaveLength(1);
  });
});

describe('recipient type for signed-in guests', () => {
  it('reaches the guests of that RSVP status, live and in their list, and no one else', async () => {
    const confirmedId = await addGuest('Cora', '+14155550106', 'confirmed');
    const declinedId = await addGuest('Dan', '+14155550107', 'declined');
    expect(await audienceFor({ organizer: false, guestId: confirmedId })).toEqual([
      'all',
      'confirmed',
    ]);
    expect(await audienceFor({ organizer: false })).toEqual(['all']);
    expect(await audienceFor({ organizer: false, guestId: '0123456789abcdef01234567' })).toEqual([
      'all',
    ]);

    const cora = await connectAs(confirmedId);
    const dan = await connectAs(declinedId);
    const danHeard = recordEvents(dan, 'announcement:sent');
    const { service } = anotherProcess();
    const created = await service.create({
      title: 'Table photos',
      titleEs: '',
      message: 'Confirmed guests: photos at 8',
      messageEs: '',
      recipientType: 'confirmed',
      channels: ['banner', 'sms'],
    });
    const coraHeard = nextEvent(cora, 'announcement:sent');
    await service.send(created.id);
    expect((await coraHeard).title).toBe('Table photos');
    expect(
      (await service.listFor({ organizer: false, guestId: confirmedId })).map((a) => a.title),
    ).toEqual(['Table photos']);
    expect(await service.listFor({ organizer: false, guestId: declinedId })).toEqual([]);
    await afterEveryEarlierPush(app.server.hub, [dan]);
    expect(withoutMarkers(danHeard)).toEqual([]);
  });
});

async function connectAs(guestId: string) {
  const { io } = await import('socket.io-client');
  const socket = io(app.url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { testGuestId: guestId },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  await socket.timeout(5000).emitWithAck('subscribe', ['notices']);
  return socket as unknown as Parameters<typeof recordEvents>[0];
}
