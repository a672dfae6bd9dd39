import { beforeAll, describe, expect, it } from 'vitest';
import {
  announcementSchema,
  publicAnnouncementSchema,
  type Announcement,
} from '../../../protocol/announcements';
import { nextEvent, recordEvents, subscribe, type TestSocket } from '../../test/harness';
import { AnnouncementModel, SmsOutboxModel } from './model';
import { useAnnouncementsApp } from './test-app';
import { addGuest, afterEveryEarlierPush, withoutMarkers } from './test-support';

const { app, twilio, api } = useAnnouncementsApp();
let cookie: string;
let organizer: TestSocket;
let guest: TestSocket;

beforeAll(async () => {
  cookie = app.organizer;
  organizer = await app.connect({ cookie });
  guest = app.sockets[0];
  await subscribe(organizer, 'announcements', 'notices');
  await subscribe(guest, 'notices');
});

const draft = (body: Record<string, unknown> = {}) =>
  api('/api/announcements', {
    method: 'POST',
    cookie,
    body: { title: 'Shuttle', message: 'The bus leaves at 17:00 from the hotel.', ...body },
  });

async function createDraft(body: Record<string, unknown> = {}): Promise<Announcement> {
  const created = await draft(body);
  expect(created.status).toBe(201);
  return announcementSchema.parse(created.body);
}

const send = (id: string, as = cookie) =>
  api(`/api/announcements/${id}/send`, { method: 'POST', cookie: as });

describe('organizers only', () => {
  it('refuses guests every organizer call and the organizer topic', async () => {
    expect((await api('/api/announcements')).status).toBe(401);
    expect(
      (await api('/api/announcements', { method: 'POST', body: { title: 'T', message: 'M' } }))
        .status,
    ).toBe(401);
    const { id } = await createDraft();
    expect((await api(`/api/announcements/${id}/send`, { method: 'POST' })).status).toBe(401);
    expect((await api(`/api/announcements/${id}`, { method: 'DELETE' })).status).toBe(401);
    expect(await subscribe(guest, 'announcements')).toMatchObject({
      refused: [{ topic: 'announcements', reason: 'organizers only' }],
    });
  });
});

describe('bad input', () => {
  it('answers the spec messages and stores nothing', async () => {
    expect(await draft({ title: '  ' })).toMatchObject({
      status: 400,
      body: { message: 'Title is required' },
    });
    expect(await draft({ message: undefined })).toMatchObject({
      status: 400,
      body: { message: 'Message is required' },
    });
    expect(await draft({ recipientType: 'vip' })).toMatchObject({
      status: 400,
      body: { message: 'recipientType must be one of: all, confirmed, declined, pending' },
    });
    expect(
      await draft({ scheduledFor: new Date(Date.now() - 60_000).toISOString() }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Choose a time in the future to schedule the announcement.' },
    });
    expect(await AnnouncementModel.countDocuments()).toBe(0);
  });

  it('answers 404 for a missing announcement and 400 for a malformed id, texting nobody', async () => {
    await addGuest('Ana', '+14155550101');
    expect(await send('0123456789abcdef01234567')).toMatchObject({
      status: 404,
      body: { message: 'This announcement does not exist (it may have been deleted).' },
    });
    expect((await send('nope')).status).toBe(400);
    expect(twilio.totalAccepted()).toBe(0);
    expect(await SmsOutboxModel.countDocuments()).toBe(0);
  });
});

describe('drafts', () => {
  it('creates a draft that only organizers hear about, then edits and deletes it', async () => {
    const guestHeard = recordEvents(guest, 'announcement:sent');
    const saved = nextEvent(organizer, 'announcement:saved');
    const created = await createDraft({ recipientType: 'confirmed' });
    expect(created).toMatchObject({
      status: 'draft',
      sentAt: null,
      sentCount: 0,
      recipientType: 'confirmed',
    });
    expect(await saved).toEqual(created);

    const edited = await api(`/api/announcements/${created.id}`, {
      method: 'PUT',
      cookie,
      body: { title: 'Shuttle moved', message: 'Now at 17:30.', recipientType: 'all' },
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { title: 'Shuttle moved', message: 'Now at 17:30.', recipientType: 'all' },
    });
    expect((await api('/api/announcements', { cookie })).body).toHaveLength(1);
    expect((await api('/api/notices')).body).toEqual([]);

    expect(
      await api(`/api/announcements/${created.id}`, { method: 'DELETE', cookie }),
    ).toMatchObject({
      status: 200,
      body: { id: created.id },
    });
    expect(await AnnouncementModel.countDocuments()).toBe(0);
    expect(guestHeard).toEqual([]);
  });
});

describe('sending', () => {
  it('goes live to guests at once and texts each recipient once, reporting invalid numbers', async () => {
    await addGuest('Ana', '(415) 555-0101', 'confirmed');
    await addGuest('Ben', '+1 415 555 0102', 'pending');
    await addGuest('Cy', 'call me maybe', 'declined');
    await addGuest('Dee', undefined, 'confirmed');
    await addGuest('Eve', '415.555.0101', 'declined'); // the same number as Ana's: one text
    const { id } = await createDraft();
    const pushed = nextEvent(guest, 'announcement:sent');

    const answer = await send(id);
    expect(answer.status).toBe(200);
    const sent = announcementSchema.parse(answer.body);
    expect(sent).toMatchObject({ status: 'sent', sentCount: 2 });
    expect(sent.sentAt).not.toBeNull();
    expect(sent.delivery).toEqual({
      smsConfigured: true,
      recipients: 2,
      sent: 2,
      failed: 0,
      invalidPhones: [{ guestName: 'Cy Test', phone: 'call me maybe' }],
      failures: [],
    });
    expect(Object.fromEntries(twilio.accepted)).toEqual({ '+14155550101': 1, '+14155550102': 1 });

    // Guests get the announcement, not its audience or delivery.
    const push = await pushed;
    expect(push).toEqual({
      id,
      title: 'Shuttle',
      titleEs: '',
      message: 'The bus leaves at 17:00 from the hotel.',
      messageEs: '',
      sentAt: sent.sentAt,
    });
    expect(Object.keys(publicAnnouncementSchema.parse(push))).toEqual(Object.keys(push));
    // A guest who opens the site later reads it too.
    expect((await api('/api/notices')).body).toEqual([push]);
    const outbox = await api('/api/announcements/outbox', { cookie });
    expect(outbox.body.map((entry) => (entry as { status: string }).status)).toEqual([
      'sent',
      'sent',
    ]);
  });

  it('sends once under a double click by two organizers: one 200, the rest 409, one text per guest', async () => {
    await addGuest('Ana', '+14155550101');
    await addGuest('Ben', '+14155550102');
    // A second organizer, signed in on their own session.
    const other = await app.organizerCookie();
    expect(other).not.toBe(cookie);
    const pushes = recordEvents(guest, 'announcement:sent');
    for (let round = 0; round < 3; round += 1) {
      const { id } = await createDraft({ title: `Round ${round}` });
      const answers = await Promise.all([send(id), send(id, other), send(id), send(id, other)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
      expect(answers.find((a) => a.status === 409)?.body.message).toBe(
        'This announcement has already been sent.',
      );
    }
    expect(Object.fromEntries(twilio.accepted)).toEqual({ '+14155550101': 3, '+14155550102': 3 });
    await afterEveryEarlierPush(app.server.hub, [guest]);
    expect(
      withoutMarkers(pushes)
        .map((p) => p.title)
        .sort(),
    ).toEqual(['Round 0', 'Round 1', 'Round 2']);
    // A sent announcement can no longer change, nor be sent again (a retry after the answer).
    const [sent] = (await api('/api/announcements', { cookie })).body as { id: string }[];
    expect(await send(sent!.id, other)).toMatchObject({
      status: 409,
      body: { message: 'This announcement has already been sent.' },
    });
    expect(twilio.totalAccepted()).toBe(6);
    const edit = await api(`/api/announcements/${sent!.id}`, {
      method: 'PUT',
      cookie,
      body: { title: 'X', message: 'Y' },
    });
    expect(edit).toMatchObject({
      status: 409,
      body: { message: 'This announcement has already been sent and can no longer be changed.' },
    });
    expect((await api(`/api/announcements/${sent!.id}`, { method: 'DELETE', cookie })).status).toBe(
      409,
    );
  });

  it('retries transient failures and records permanent ones with the provider reason', async () => {
    await addGuest('Ana', '+14155550101');
    await addGuest('Ben', '+14155550102');
    await addGuest('Cy', '+14155550103');
    twilio.failTransiently('+14155550101', 2, 503);
    twilio.failTransiently('+14155550102', 1, 429);
    twilio.failPermanently('+14155550103');
    const { id } = await createDraft();
    const sent = announcementSchema.parse((await send(id)).body);
    expect(sent.sentCount).toBe(2);
    expect(sent.delivery).toMatchObject({ recipients: 3, sent: 2, failed: 1 });
    expect(sent.delivery?.failures).toEqual([
      {
        to: '+14155550103',
        guestName: 'Cy Test',
        reason: "400 (21614): 'To' number +14155550103 is not a valid mobile number",
      },
    ]);
    expect(Object.fromEntries(twilio.attempts)).toEqual({
      '+14155550101': 3,
      '+14155550102': 2,
      '+14155550103': 1,
    });
    expect(Object.fromEntries(twilio.accepted)).toEqual({ '+14155550101': 1, '+14155550102': 1 });
    const failed = await SmsOutboxModel.findOne({ to: '+14155550103' }).lean();
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('does not text again when the provider took a message but its answer was lost', async () => {
    await addGuest('Ana', '+14155550101');
    await addGuest('Ben', '+14155550102');
    twilio.loseAnswers('+14155550101', 1);
    const { id } = await createDraft();
    const sent = announcementSchema.parse((await send(id)).body);
    // The retry asked Twilio first and found the message there.
    expect(twilio.lookups()).toBe(1);
    expect(Object.fromEntries(twilio.attempts)).toEqual({ '+14155550101': 1, '+14155550102': 1 });
    expect(Object.fromEntries(twilio.accepted)).toEqual({ '+14155550101': 1, '+14155550102': 1 });
    expect(sent).toMatchObject({ sentCount: 2, delivery: { sent: 2, failed: 0 } });
    expect(await SmsOutboxModel.findOne({ to: '+14155550101' }).lean()).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
  });

  it('keeps at most ten messages in flight', async () => {
    for (let i = 0; i < 30; i++) await addGuest(`G${i}`, `+1415555${String(1000 + i)}`);
    twilio.setLatency(30);
    const { id } = await createDraft();
    expect(announcementSchema.parse((await send(id)).body).sentCount).toBe(30);
    expect(twilio.maxInFlight()).toBe(10);
  });
});

describe('who gets it', () => {
  it('gives guests who are not signed in the announcements to everyone only', async () => {
    await addGuest('Ana', '+14155550101', 'confirmed');
    const toConfirmed = await createDraft({ title: 'Confirmed only', recipientType: 'confirmed' });
    const toAll = await createDraft({ title: 'Everyone' });
    const pushes = recordEvents(guest, 'announcement:sent');
    const organizerPushes = recordEvents(organizer, 'announcement:sent');
    await send(toConfirmed.id);
    const everyone = nextEvent(guest, 'announcement:sent');
    await send(toAll.id);
    await everyone;
    expect(pushes.map((p) => p.title)).toEqual(['Everyone']);
    expect(organizerPushes.map((p) => p.title)).toEqual(['Confirmed only', 'Everyone']);
    expect((await api('/api/notices')).body.map((n) => (n as { title: string }).title)).toEqual([
      'Everyone',
    ]);
    // The text went to the confirmed guest all the same.
    expect(twilio.accepted.get('+14155550101')).toBe(2);
  });
});
