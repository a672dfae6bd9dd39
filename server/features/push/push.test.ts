import { describe, expect, it } from 'vitest';
import { callApi } from '../../test/api';
import { eventually } from '../../test/app-process';
import { SmsOutboxModel } from '../announcements/model';
import { addGuest, guestCookie } from '../announcements/test-support';
import { PushSubscriptionModel } from './model';
import { usePushApp } from './test-app';

/** Announcements sent by push, decrypted at a loopback push service as a phone would. */
const t = usePushApp();
const { app } = t;

describe('announcements sent by push', () => {
  it("reaches each phone once, in its guest's language, urgent, kept an hour", async () => {
    const anaId = await addGuest('Ana', undefined, 'confirmed', 'es');
    const anaDevice = t.newDevice();
    const ana = t.service.phone();
    expect(
      (
        await t.subscribe(ana, {
          deviceId: anaDevice,
          cookie: await guestCookie(app.url, anaId, anaDevice),
        })
      ).status,
    ).toBe(201);
    const stranger = t.service.phone();
    expect((await t.subscribe(stranger, { language: 'en' })).status).toBe(201);
    // Last used two days ago: the push marks it used now.
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await PushSubscriptionModel.updateOne(
      { endpoint: ana.endpoint },
      { $set: { lastUsedAt: twoDaysAgo } },
    );
    const before = new Date();

    const result = await t.announce({
      title: 'Cake time',
      titleEs: 'Hora del pastel',
      message: 'Come to the terrace',
      messageEs: 'Venid a la terraza',
    });
    expect(result).toMatchObject({ total: 2, sent: 2, failed: 0, removed: 0 });
    // Sent to: in use, so the 60-day sweep counts from now.
    await eventually('the subscription is marked used', async () => {
      const used = await PushSubscriptionModel.findOne({ endpoint: ana.endpoint }).lean();
      return used!.lastUsedAt.getTime() >= before.getTime();
    });
    expect(t.texts(ana)).toEqual([
      expect.objectContaining({ title: 'Hora del pastel', body: 'Venid a la terraza' }),
    ]);
    expect(t.texts(stranger)).toEqual([
      expect.objectContaining({ title: 'Cake time', body: 'Come to the terrace' }),
    ]);
    expect(ana.received[0]).toMatchObject({ urgency: 'high', ttl: '3600' });
    expect(ana.received[0]!.authorization).toMatch(/^vapid t=.+, k=.+$/);

    // Written only in English: the Spanish guest reads the English one rather than nothing.
    await t.announce({ title: 'Shuttle', message: 'Leaves at 5' });
    expect(t.texts(ana).at(-1)).toMatchObject({ title: 'Shuttle', body: 'Leaves at 5' });
  });

  it('goes only to the signed-in guests of a targeted announcement', async () => {
    const cora = t.service.phone();
    const coraId = await addGuest('Cora', undefined, 'confirmed');
    const coraDevice = t.newDevice();
    await t.subscribe(cora, {
      deviceId: coraDevice,
      cookie: await guestCookie(app.url, coraId, coraDevice),
    });
    const dan = t.service.phone();
    const danId = await addGuest('Dan', undefined, 'declined');
    const danDevice = t.newDevice();
    await t.subscribe(dan, {
      deviceId: danDevice,
      cookie: await guestCookie(app.url, danId, danDevice),
    });
    const anonymous = t.service.phone();
    await t.subscribe(anonymous);

    expect(await t.announce({ title: 'Confirmed only', recipientType: 'confirmed' })).toMatchObject(
      {
        total: 1,
        sent: 1,
      },
    );
    expect(t.texts(cora).map((t) => t.title)).toEqual(['Confirmed only']);
    expect(dan.received).toEqual([]);
    expect(anonymous.received).toEqual([]);
  });

  it('removes a subscription the push service says is gone, and retries a busy one', async () => {
    const gone = t.service.phone();
    const busy = t.service.phone();
    await t.subscribe(gone);
    await t.subscribe(busy);
    t.service.answer(gone, 410);
    t.service.answer(busy, 429, 503);
    const result = await t.announce({ title: 'Speeches' });
    expect(result).toMatchObject({ total: 2, sent: 1, failed: 0, removed: 1 });
    // As stored, for the dashboard after a reload; organizers only.
    const stored = `/api/push/announcements/${result.id}`;
    expect((await callApi(app.url, stored, { cookie: app.organizer })).body).toEqual(result);
    expect((await callApi(app.url, stored)).status).toBe(401);
    expect(t.texts(busy).map((t) => t.title)).toEqual(['Speeches']);
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
    const deviceId = t.newDevice();
    const cookie = await guestCookie(app.url, id, deviceId);
    await t.subscribe(t.service.phone(), { deviceId, cookie });
    expect(await PushSubscriptionModel.countDocuments({ guestId: id })).toBe(1);
    const out = await callApi(app.url, '/api/guest-auth', { method: 'DELETE', deviceId, cookie });
    expect(out.status).toBe(200);
    expect(await PushSubscriptionModel.countDocuments({ guestId: id })).toBe(0);
  });

  it("removes a guest's phones when the guest is deleted from the list", async () => {
    const id = await addGuest('Fede', undefined, 'confirmed');
    const deviceId = t.newDevice();
    await t.subscribe(t.service.phone(), {
      deviceId,
      cookie: await guestCookie(app.url, id, deviceId),
    });
    const anonymous = t.service.phone();
    await t.subscribe(anonymous);
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
