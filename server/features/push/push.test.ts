import https from 'node:https';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnnouncementPushCounts } from '../../../protocol/push';
import { callApi } from '../../test/api';
import { eventually } from '../../test/app-process';
import { organizerSocket, useTestApp } from '../../test/fixtures';
import { subscribe as subscribeTo, type TestSocket } from '../../test/harness';
import { addGuest, guestCookie } from '../announcements/test-support';
import { SmsOutboxModel } from '../announcements/model';
import { clearGuests } from '../guests/seed';
import { PushDeliveryModel, PushKeyModel, PushSubscriptionModel } from './model';
import { startTestPushService, type TestPhone, type TestPushService } from './test-push-service';
import { unusedSubscriptionsSweep } from './subscriptions';
import { vapidKeys } from './vapid';

/**
 * The real app sending real Web Push (the web-push library, VAPID, aes128gcm) to a push service on
 * loopback that decrypts every push with its phone's keys: what a guest would read.
 */
let service: TestPushService;
beforeAll(async () => {
  service = await startTestPushService();
  // This process's https requests (the app's, in-process) trust the push service's certificate.
  https.globalAgent.options.ca = service.ca;
});
afterAll(() => service?.close());

const app = useTestApp({ PUSH_ALLOW_LOOPBACK_ENDPOINTS: 'true' }, { organizer: true });
let organizer: TestSocket;
let counts: AnnouncementPushCounts[];
beforeAll(async () => {
  organizer = await organizerSocket(app, 'announcements');
  organizer.on('announcement:push', (event) => counts.push(event));
});
beforeEach(async () => {
  counts = [];
  await Promise.all([
    clearGuests(),
    PushSubscriptionModel.deleteMany({}),
    PushDeliveryModel.deleteMany({}),
  ]);
});

let devices = 0;
const newDevice = () => `push-device-${(devices += 1)}`;

async function subscribe(
  phone: TestPhone,
  options: { deviceId?: string; cookie?: string; language?: 'en' | 'es' } = {},
) {
  return callApi(app.url, '/api/push/subscriptions', {
    method: 'POST',
    deviceId: options.deviceId ?? newDevice(),
    cookie: options.cookie,
    body: { ...phone.subscription, ...(options.language ? { language: options.language } : {}) },
  });
}

/** Creates and sends an announcement; answers once its pushes are all decided. */
async function announce(body: Record<string, unknown>): Promise<AnnouncementPushCounts> {
  const created = await callApi(app.url, '/api/announcements', {
    method: 'POST',
    cookie: app.organizer,
    body: { channels: ['banner', 'push'], message: 'News', ...body },
  });
  expect(created.status).toBe(201);
  const id = String(created.body.id);
  const sent = await callApi(app.url, `/api/announcements/${id}/send`, {
    method: 'POST',
    cookie: app.organizer,
  });
  expect(sent.status).toBe(200);
  let last: AnnouncementPushCounts | undefined;
  await eventually('every push decided', () => {
    last = counts.filter((c) => c.id === id).at(-1);
    return !!last && last.sent + last.failed + last.removed === last.total;
  });
  return last!;
}

const texts = (phone: TestPhone) =>
  phone.received.map((push) => JSON.parse(push.text) as { title: string; body: string });

describe('push subscriptions', () => {
  it('gives the VAPID public key a phone subscribes with', async () => {
    const { status, body } = await callApi<{ publicKey: string }>(app.url, '/api/push/public-key');
    expect(status).toBe(200);
    expect(Buffer.from(body.publicKey, 'base64url')).toHaveLength(65);
  });

  it('generates one VAPID key pair when several processes start together', async () => {
    const kept = await PushKeyModel.findById('vapid').lean();
    try {
      await PushKeyModel.deleteMany({});
      const pairs = await Promise.all(Array.from({ length: 6 }, () => vapidKeys()));
      expect(new Set(pairs.map((pair) => `${pair.publicKey}/${pair.privateKey}`)).size).toBe(1);
      expect((await PushKeyModel.findById('vapid').lean())?.publicKey).toBe(pairs[0]!.publicKey);
      // Configured keys win over the stored ones.
      const configured = { publicKey: 'configured', privateKey: 'configured' };
      expect(await vapidKeys(configured)).toBe(configured);
    } finally {
      // The running app keeps the pair it read at start.
      await PushKeyModel.deleteMany({});
      if (kept) await PushKeyModel.create(kept);
    }
  });

  it('refuses bad subscriptions with a 4xx and stores nothing', async () => {
    const phone = service.phone();
    const { keys } = phone.subscription;
    const bad: [unknown, number, string][] = [
      [{ endpoint: 'http://push.example/x', keys }, 400, 'https endpoint'],
      [{ endpoint: 'not a url', keys }, 400, 'https endpoint'],
      [
        { endpoint: phone.endpoint, keys: { ...keys, p256dh: keys.p256dh.slice(0, 40) } },
        400,
        'keys',
      ],
      [
        {
          endpoint: phone.endpoint,
          keys: { ...keys, auth: Buffer.alloc(12).toString('base64url') },
        },
        400,
        'keys',
      ],
      [{ endpoint: phone.endpoint }, 400, 'keys'],
      [{ endpoint: 'https://10.1.2.3/push/x', keys }, 400, 'may not reach'],
      [{ endpoint: 'https://169.254.169.254/latest', keys }, 400, 'may not reach'],
      [{ endpoint: 'https://192.168.1.20/push', keys }, 400, 'may not reach'],
      [{ endpoint: 'https://[fe80::1]/push', keys }, 400, 'may not reach'],
      [{ endpoint: `https://push.example/${'x'.repeat(3000)}`, keys }, 400, 'https endpoint'],
      [{ endpoint: phone.endpoint, keys, padding: 'x'.repeat(200_000) }, 413, ''],
    ];
    for (const [body, status, words] of bad) {
      const answer = await callApi<{ message: string }>(app.url, '/api/push/subscriptions', {
        method: 'POST',
        deviceId: newDevice(),
        body,
      });
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      if (words) expect(JSON.stringify(answer.body)).toContain(words);
    }
    // No device identity: nothing to own it.
    const anonymous = await callApi(app.url, '/api/push/subscriptions', {
      method: 'POST',
      body: phone.subscription,
    });
    expect(anonymous.status).toBe(400);
    expect(await PushSubscriptionModel.countDocuments()).toBe(0);
  });

  it('keeps one record per endpoint, refuses it to another device, and 5 per device', async () => {
    const deviceId = newDevice();
    const phones = Array.from({ length: 6 }, () => service.phone());
    for (const phone of phones) expect((await subscribe(phone, { deviceId })).status).toBe(201);
    // The first is the oldest: the sixth replaced it.
    const kept = await PushSubscriptionModel.find().lean();
    expect(kept.map((s) => s.endpoint).sort()).toEqual(
      phones
        .slice(1)
        .map((p) => p.endpoint)
        .sort(),
    );
    // Subscribing again updates, never duplicates; another device may not take it.
    expect((await subscribe(phones[5]!, { deviceId, language: 'es' })).status).toBe(201);
    expect(await PushSubscriptionModel.countDocuments({ endpoint: phones[5]!.endpoint })).toBe(1);
    expect(
      (await PushSubscriptionModel.findOne({ endpoint: phones[5]!.endpoint }).lean())?.language,
    ).toBe('es');
    expect((await subscribe(phones[5]!, { deviceId: newDevice() })).status).toBe(409);
    // Turned off from the page: removed; someone else's endpoint is not theirs to remove.
    const off = (id: string) =>
      callApi(app.url, '/api/push/subscriptions', {
        method: 'DELETE',
        deviceId: id,
        body: { endpoint: phones[4]!.endpoint },
      });
    expect((await off(newDevice())).status).toBe(404);
    expect((await off(deviceId)).status).toBe(200);
    expect(await PushSubscriptionModel.countDocuments()).toBe(4);
  });
});

describe('announcements sent by push', () => {
  it("reaches each phone once, in its guest's language, urgent, kept an hour", async () => {
    const anaId = await addGuest('Ana', undefined, 'confirmed', 'es');
    const anaDevice = newDevice();
    const ana = service.phone();
    expect(
      (
        await subscribe(ana, {
          deviceId: anaDevice,
          cookie: await guestCookie(app.url, anaId, anaDevice),
        })
      ).status,
    ).toBe(201);
    const stranger = service.phone();
    expect((await subscribe(stranger, { language: 'en' })).status).toBe(201);

    const result = await announce({
      title: 'Cake time',
      titleEs: 'Hora del pastel',
      message: 'Come to the terrace',
      messageEs: 'Venid a la terraza',
    });
    expect(result).toMatchObject({ total: 2, sent: 2, failed: 0, removed: 0 });
    // Sent to: in use, so the 60-day sweep counts from now.
    const used = await PushSubscriptionModel.findOne({ endpoint: ana.endpoint }).lean();
    expect(used!.lastUsedAt.getTime()).toBeGreaterThan(used!.createdAt.getTime());
    expect(texts(ana)).toEqual([
      expect.objectContaining({ title: 'Hora del pastel', body: 'Venid a la terraza' }),
    ]);
    expect(texts(stranger)).toEqual([
      expect.objectContaining({ title: 'Cake time', body: 'Come to the terrace' }),
    ]);
    expect(ana.received[0]).toMatchObject({ urgency: 'high', ttl: '3600' });
    expect(ana.received[0]!.authorization).toMatch(/^vapid t=.+, k=.+$/);

    // Written only in English: the Spanish guest reads the English one rather than nothing.
    await announce({ title: 'Shuttle', message: 'Leaves at 5' });
    expect(texts(ana).at(-1)).toMatchObject({ title: 'Shuttle', body: 'Leaves at 5' });
  });

  it('goes only to the signed-in guests of a targeted announcement', async () => {
    const cora = service.phone();
    const coraId = await addGuest('Cora', undefined, 'confirmed');
    const coraDevice = newDevice();
    await subscribe(cora, {
      deviceId: coraDevice,
      cookie: await guestCookie(app.url, coraId, coraDevice),
    });
    const dan = service.phone();
    const danId = await addGuest('Dan', undefined, 'declined');
    const danDevice = newDevice();
    await subscribe(dan, {
      deviceId: danDevice,
      cookie: await guestCookie(app.url, danId, danDevice),
    });
    const anonymous = service.phone();
    await subscribe(anonymous);

    expect(await announce({ title: 'Confirmed only', recipientType: 'confirmed' })).toMatchObject({
      total: 1,
      sent: 1,
    });
    expect(texts(cora).map((t) => t.title)).toEqual(['Confirmed only']);
    expect(dan.received).toEqual([]);
    expect(anonymous.received).toEqual([]);
  });

  it('removes a subscription the push service says is gone, and retries a busy one', async () => {
    const gone = service.phone();
    const busy = service.phone();
    await subscribe(gone);
    await subscribe(busy);
    service.answer(gone, 410);
    service.answer(busy, 429, 503);
    const result = await announce({ title: 'Speeches' });
    expect(result).toMatchObject({ total: 2, sent: 1, failed: 0, removed: 1 });
    // As stored, for the dashboard after a reload; organizers only.
    const stored = `/api/push/announcements/${result.id}`;
    expect((await callApi(app.url, stored, { cookie: app.organizer })).body).toEqual(result);
    expect((await callApi(app.url, stored)).status).toBe(401);
    expect(texts(busy).map((t) => t.title)).toEqual(['Speeches']);
    expect(await PushSubscriptionModel.exists({ endpoint: gone.endpoint })).toBeNull();
    expect(await PushSubscriptionModel.exists({ endpoint: busy.endpoint })).not.toBeNull();
  });

  it('texts nobody unless text messages are chosen, as before channels existed', async () => {
    await addGuest('Gala', '+14155550123', 'confirmed');
    const sendWith = async (channels?: string[]) => {
      const created = await callApi(app.url, '/api/announcements', {
        method: 'POST',
        cookie: app.organizer,
        body: { title: 'Bus', message: 'Leaves at 5', ...(channels ? { channels } : {}) },
      });
      expect(created.status).toBe(201);
      const sent = await callApi(app.url, `/api/announcements/${String(created.body.id)}/send`, {
        method: 'POST',
        cookie: app.organizer,
      });
      expect(sent.status).toBe(200);
      return { id: String(created.body.id), answer: sent.body };
    };
    // Without an SMS provider the texts are written to the outbox, queued, before the answer.
    const pushOnly = await sendWith(['push']);
    expect(pushOnly.answer).toMatchObject({ channels: ['push'], delivery: { recipients: 0 } });
    expect(await SmsOutboxModel.countDocuments({ announcementId: pushOnly.id })).toBe(0);
    const asBefore = await sendWith();
    expect(asBefore.answer).toMatchObject({
      channels: ['banner', 'sms'],
      delivery: { recipients: 1 },
    });
    expect(await SmsOutboxModel.countDocuments({ announcementId: asBefore.id })).toBe(1);
  });

  it("removes a guest's phones when they sign out", async () => {
    const id = await addGuest('Eva', undefined, 'pending');
    const deviceId = newDevice();
    const cookie = await guestCookie(app.url, id, deviceId);
    await subscribe(service.phone(), { deviceId, cookie });
    expect(await PushSubscriptionModel.countDocuments({ guestId: id })).toBe(1);
    const out = await callApi(app.url, '/api/guest-auth', { method: 'DELETE', deviceId, cookie });
    expect(out.status).toBe(200);
    expect(await PushSubscriptionModel.countDocuments({ guestId: id })).toBe(0);
  });

  it("removes a guest's phones when the guest is deleted from the list", async () => {
    const id = await addGuest('Fede', undefined, 'confirmed');
    const deviceId = newDevice();
    await subscribe(service.phone(), {
      deviceId,
      cookie: await guestCookie(app.url, id, deviceId),
    });
    const anonymous = service.phone();
    await subscribe(anonymous);
    const removed = await callApi(app.url, `/api/admin/guests/${id}`, {
      method: 'DELETE',
      cookie: app.organizer,
    });
    expect(removed.status).toBe(200);
    await eventually(
      'the subscription is removed',
      async () => (await PushSubscriptionModel.countDocuments({ guestId: id })) === 0,
    );
    expect(await PushSubscriptionModel.exists({ endpoint: anonymous.endpoint })).not.toBeNull();
  });
});

describe('the sweeper', () => {
  it('removes subscriptions unused for 60 days, and only those', async () => {
    const [old, recent] = [service.phone(), service.phone()];
    await subscribe(old);
    await subscribe(recent);
    const now = new Date();
    await PushSubscriptionModel.updateOne(
      { endpoint: old.endpoint },
      { $set: { lastUsedAt: new Date(now.getTime() - 61 * 24 * 3600 * 1000) } },
    );
    expect(await unusedSubscriptionsSweep(60 * 24 * 3600 * 1000).sweep(now)).toBe(1);
    expect((await PushSubscriptionModel.find().lean()).map((s) => s.endpoint)).toEqual([
      recent.endpoint,
    ]);
  });
});

describe('before sending', () => {
  it('says how many pages, phones and text messages an announcement would reach', async () => {
    const coraId = await addGuest('Cora', '+14155550101', 'confirmed');
    await addGuest('Dan', '+14155550102', 'declined');
    const coraDevice = newDevice();
    const coraCookie = await guestCookie(app.url, coraId, coraDevice);
    await subscribe(service.phone(), { deviceId: coraDevice, cookie: coraCookie });
    await subscribe(service.phone());
    const coraPage = await app.connect({ cookie: coraCookie });
    const strangerPage = await app.connect({});
    try {
      await Promise.all([subscribeTo(coraPage, 'notices'), subscribeTo(strangerPage, 'notices')]);
      const reach = async (recipientType: string) =>
        (
          await callApi(app.url, `/api/announcements/reach?recipientType=${recipientType}`, {
            cookie: app.organizer,
          })
        ).body;
      expect(await reach('all')).toEqual({
        recipientType: 'all',
        openPages: 2,
        pushPhones: 2,
        textMessages: 2,
        smsConfigured: false,
        signedInGuestsOnly: false,
      });
      expect(await reach('confirmed')).toEqual({
        recipientType: 'confirmed',
        openPages: 1,
        pushPhones: 1,
        textMessages: 1,
        smsConfigured: false,
        signedInGuestsOnly: true,
      });
      expect((await callApi(app.url, '/api/announcements/reach')).status).toBe(401);
    } finally {
      coraPage.disconnect();
      strangerPage.disconnect();
    }
  });
});
