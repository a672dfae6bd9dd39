import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../test/api';
import { subscribe as subscribeTo } from '../../test/harness';
import { addGuest, guestCookie } from '../announcements/test-support';
import {
  PushDeliveryModel,
  PushOutcomeModel,
  PushKeyModel,
  PushPlanModel,
  PushSendModel,
  PushSubscriptionModel,
} from './model';
import { unusedSubscriptionsSweep } from './subscriptions';
import { usePushApp } from './test-app';
import { vapidKeys } from './vapid';

/** Phones turning notifications on and off, the keys they subscribe with, the sweep, the reach. */
const t = usePushApp();
const { app } = t;

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
    const phone = t.service.phone();
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
        deviceId: t.newDevice(),
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
    const deviceId = t.newDevice();
    const phones = Array.from({ length: 6 }, () => t.service.phone());
    for (const phone of phones) expect((await t.subscribe(phone, { deviceId })).status).toBe(201);
    // The first is the oldest: the sixth replaced it.
    const kept = await PushSubscriptionModel.find().lean();
    expect(kept.map((s) => s.endpoint).sort()).toEqual(
      phones
        .slice(1)
        .map((p) => p.endpoint)
        .sort(),
    );
    // Subscribing again updates, never duplicates; another device may not take it.
    expect((await t.subscribe(phones[5]!, { deviceId, language: 'es' })).status).toBe(201);
    expect(await PushSubscriptionModel.countDocuments({ endpoint: phones[5]!.endpoint })).toBe(1);
    expect(
      (await PushSubscriptionModel.findOne({ endpoint: phones[5]!.endpoint }).lean())?.language,
    ).toBe('es');
    expect((await t.subscribe(phones[5]!, { deviceId: t.newDevice() })).status).toBe(409);
    // Turned off from the page: removed; someone else's endpoint is not theirs to remove.
    const off = (id: string) =>
      callApi(app.url, '/api/push/subscriptions', {
        method: 'DELETE',
        deviceId: id,
        body: { endpoint: phones[4]!.endpoint },
      });
    expect((await off(t.newDevice())).status).toBe(404);
    expect((await off(deviceId)).status).toBe(200);
    expect(await PushSubscriptionModel.countDocuments()).toBe(4);
  });
});

describe('the sweeper', () => {
  it('removes subscriptions unused for 60 days, and only those', async () => {
    const [old, recent] = [t.service.phone(), t.service.phone()];
    await t.subscribe(old);
    await t.subscribe(recent);
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

  it('removes delivery records, their outcomes, the send log and plans 30 days old through the app’s sweeper', async () => {
    await Promise.all([t.subscribe(t.service.phone()), t.subscribe(t.service.phone())]);
    const old = await t.announce({ title: 'Old news' });
    const fresh = await t.announce({ title: 'Fresh news' });
    expect([old.sent, fresh.sent]).toEqual([2, 2]);
    const aged = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    await planAged(old.id, aged);
    await PushPlanModel.collection.updateOne(
      { _id: old.id as never },
      { $set: { createdAt: aged } },
    );

    const removed = await app.server.sweeper.runOnce();
    expect(removed).toMatchObject({
      'push_deliveries.old': 2,
      'push_outcomes.old': 2,
      'push_send_log.old': 2,
      'push_plans.old': 1,
    });
    expect(await PushDeliveryModel.countDocuments({ announcementId: old.id })).toBe(0);
    expect(await PushOutcomeModel.countDocuments({ announcementId: old.id })).toBe(0);
    expect(await PushPlanModel.exists({ _id: old.id })).toBeNull();
    // The fresh announcement's records stay, and only they.
    expect(await PushDeliveryModel.countDocuments({ announcementId: fresh.id })).toBe(2);
    expect(await PushOutcomeModel.countDocuments({ announcementId: fresh.id })).toBe(2);
    expect(await PushPlanModel.exists({ _id: fresh.id })).not.toBeNull();
    const ofFresh = await PushDeliveryModel.find({ announcementId: fresh.id }).lean();
    expect(await PushSendModel.countDocuments({})).toBe(2);
    expect(await PushSendModel.countDocuments({ _id: { $in: ofFresh.map((d) => d._id) } })).toBe(2);
  });
});

/**
 * As if a delivery had been planned at `at`: its records, their outcomes and claims (which share
 * the record's `_id`, made when it is planned) written again under `_id`s of that time.
 */
async function planAged(key: string, at: Date) {
  const seconds = Math.floor(at.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  for (const record of await PushDeliveryModel.find({ announcementId: key }).lean()) {
    const _id = new Types.ObjectId(seconds + randomBytes(8).toString('hex'));
    for (const model of [PushDeliveryModel, PushOutcomeModel, PushSendModel] as const) {
      const doc = await model.collection.findOne({ _id: record._id });
      expect(doc).not.toBeNull();
      await model.collection.deleteOne({ _id: record._id });
      await model.collection.insertOne({ ...doc, _id });
    }
  }
}

describe('before sending', () => {
  it('says how many pages, phones and text messages an announcement would reach', async () => {
    const coraId = await addGuest('Cora', '+14155550101', 'confirmed');
    await addGuest('Dan', '+14155550102', 'declined');
    const coraDevice = t.newDevice();
    const coraCookie = await guestCookie(app.url, coraId, coraDevice);
    await t.subscribe(t.service.phone(), { deviceId: coraDevice, cookie: coraCookie });
    await t.subscribe(t.service.phone());
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
