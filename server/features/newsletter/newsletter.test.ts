import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceFor } from '../../test/devices';
import { NEWSLETTER_MESSAGES, NEWSLETTER_RATE_LIMIT } from '../../../protocol/newsletter';
import { PLANNING_MESSAGES } from '../../../protocol/planning';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../test/smtp-sink';
import { startTestApp, type TestApp } from '../../test/harness';
import { SlotModel } from '../../lib/slots';
import { NewsletterSubscriberModel, NewsletterSendModel } from './model';

/** The site's public address: every mailed link starts with it, whatever a request says. */
const PUBLIC_URL = 'http://wedding.example.test';

let sink: SmtpSink;
let app: TestApp;
let organizer: string;
let deviceSerial = 0;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({ ...sink.env, PUBLIC_URL });
  organizer = await app.organizerCookie();
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

/** A fresh device per call unless one is given: the per-device limit is tested on its own. */
async function subscribe(email: unknown, deviceId = `device-${++deviceSerial}-xxxxxxxxxxxx`) {
  const response = await fetch(`${app.url}/api/newsletter/subscriptions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-device-id': await deviceFor(app.url, deviceId),
    },
    body: JSON.stringify({ email, language: 'en' }),
  });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

const linkIn = (mail: ReceivedMail, path: string) => {
  const match = new RegExp(`(https?://\\S+${path}\\?token=[A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return new URL(match[1]);
};

async function confirmFrom(mail: ReceivedMail) {
  const link = linkIn(mail, '/newsletter/confirm');
  expect(link.origin).toBe(PUBLIC_URL);
  return fetch(`${app.url}/api/newsletter/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: link.searchParams.get('token') }),
  });
}

async function sendAnnouncement(title: string, recipientType = 'all') {
  const headers = { 'content-type': 'application/json', cookie: organizer };
  const created = await fetch(`${app.url}/api/announcements`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title,
      message: `${title}: the shuttle leaves at 5 pm.`,
      recipientType,
    }),
  });
  const { id } = (await created.json()) as { id: string };
  const sent = await fetch(`${app.url}/api/announcements/${id}/send`, { method: 'POST', headers });
  expect(sent.status).toBe(200);
  return id;
}

/** Resolves once every subscriber claimed for this announcement has an outcome. */
async function mailingSettled(announcementId: string) {
  for (;;) {
    const records = await NewsletterSendModel.find({ announcementId }).lean();
    if (records.every((r) => r.status !== 'claimed')) return records;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const confirmationFor = (email: string) =>
  sink.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Confirm your subscription'));

describe('e-mail updates', () => {
  it('tells the home page the box is on', async () => {
    const response = await fetch(`${app.url}/api/newsletter`);
    expect(await response.json()).toEqual({ enabled: true });
  });

  it('subscribe → confirmation mail → confirm → a sent announcement arrives → unsubscribe', async () => {
    expect(await subscribe('Ana@Example.test')).toMatchObject({
      status: 202,
      body: { message: NEWSLETTER_MESSAGES.checkInbox },
    });
    expect(await subscribe('bea@example.test')).toMatchObject({ status: 202 });

    const confirmation = await confirmationFor('ana@example.test');
    expect(confirmation.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/wedding\.example\.test\/api\/newsletter\/unsubscribe\?token=[\w-]+>$/,
    );
    const confirmed = await confirmFrom(confirmation);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ message: NEWSLETTER_MESSAGES.confirmed });
    // A second click on the same link is still a success.
    expect((await confirmFrom(confirmation)).status).toBe(200);

    const status = await fetch(`${app.url}/api/admin/newsletter`, {
      headers: { cookie: organizer },
    });
    expect(await status.json()).toEqual({ configured: true, confirmed: 1, pending: 1 });

    const announcementId = await sendAnnouncement('Shuttle times');
    const update = await sink.waitFor(
      (m) => m.to.includes('ana@example.test') && m.subject === 'Shuttle times',
    );
    expect(update.text).toContain('Shuttle times: the shuttle leaves at 5 pm.');
    expect(update.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Bea never confirmed: she is not mailed.
    const records = await mailingSettled(announcementId);
    expect(records).toHaveLength(1);
    expect(records[0].status).toBe('sent');
    expect(sink.received.filter((m) => m.subject === 'Shuttle times').map((m) => m.to)).toEqual([
      ['ana@example.test'],
    ]);

    const unsubscribe = linkIn(update, '/newsletter/unsubscribe');
    const unsubscribed = await fetch(
      `${app.url}/api/newsletter/unsubscribe?token=${unsubscribe.searchParams.get('token')}`,
      { method: 'POST' },
    );
    expect(unsubscribed.status).toBe(200);
    expect(await unsubscribed.json()).toMatchObject({ message: NEWSLETTER_MESSAGES.unsubscribed });
    expect(await NewsletterSubscriberModel.exists({ email: 'ana@example.test' })).toBeNull();

    const next = await sendAnnouncement('Rain plan');
    // Awaited here, unlike after a send: once it resolves the mailing is done.
    await app.server.events.emit('announcement.sent', {
      announcementId: next,
      title: 'Rain plan',
      message: 'Under the tent.',
      recipientType: 'all',
    });
    expect(await mailingSettled(next)).toEqual([]);
    expect(sink.received.some((m) => m.subject === 'Rain plan')).toBe(false);
  });

  it('mails nobody twice when a delivery is resumed, and skips targeted announcements', async () => {
    await subscribe('cy@example.test');
    await confirmFrom(await confirmationFor('cy@example.test'));
    const id = await sendAnnouncement('Dinner is served');
    await sink.waitFor((m) => m.subject === 'Dinner is served' && m.to.includes('cy@example.test'));
    await mailingSettled(id);
    // What a resumed delivery (after a crash) does: the same event again.
    await app.server.events.emit('announcement.sent', {
      announcementId: id,
      title: 'Dinner is served',
      message: 'again',
      recipientType: 'all',
    });
    expect(sink.received.filter((m) => m.subject === 'Dinner is served')).toHaveLength(1);

    const targeted = await sendAnnouncement('For confirmed guests', 'confirmed');
    await app.server.events.emit('announcement.sent', {
      announcementId: targeted,
      title: 'For confirmed guests',
      message: 'Only them.',
      recipientType: 'confirmed',
    });
    expect(await mailingSettled(targeted)).toEqual([]);
    expect(sink.received.some((m) => m.subject === 'For confirmed guests')).toBe(false);
  });

  it('answers a duplicate exactly like a new address and tells only the inbox', async () => {
    await subscribe('dee@example.test');
    await confirmFrom(await confirmationFor('dee@example.test'));
    // Mailed a moment ago: the same request again sends nothing (and answers the same).
    const again = await subscribe('DEE@example.test ');
    expect(again).toMatchObject({ status: 202, body: { message: NEWSLETTER_MESSAGES.checkInbox } });
    expect(await NewsletterSubscriberModel.countDocuments({ email: 'dee@example.test' })).toBe(1);

    // Later on, the inbox's owner is told they are already subscribed.
    await NewsletterSubscriberModel.updateOne(
      { email: 'dee@example.test' },
      { $set: { lastMailedAt: new Date(Date.now() - NEWSLETTER_RATE_LIMIT.remailAfterMs - 1000) } },
    );
    expect(await subscribe('dee@example.test')).toEqual(again);
    const notice = await sink.waitFor(
      (m) =>
        m.to.includes('dee@example.test') && m.subject.startsWith('You are already subscribed'),
    );
    expect(notice.headers['list-unsubscribe']).toBeDefined();
    const doc = await NewsletterSubscriberModel.findOne({ email: 'dee@example.test' }).lean();
    expect(doc?.status).toBe('confirmed');
  });

  it('refuses a bad address with 400 and stores nothing', async () => {
    const before = await NewsletterSubscriberModel.countDocuments();
    for (const email of ['not-an-email', '', 42, 'a@b']) {
      const answer = await subscribe(email);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(PLANNING_MESSAGES.emailInvalid);
    }
    expect(await NewsletterSubscriberModel.countDocuments()).toBe(before);
  });

  it('refuses an unknown or malformed confirmation token', async () => {
    for (const token of ['x'.repeat(43), 'short', '$gt']) {
      const response = await fetch(`${app.url}/api/newsletter/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      expect([400, 410]).toContain(response.status);
      expect(((await response.json()) as { message: string }).message).toBe(
        NEWSLETTER_MESSAGES.linkInvalid,
      );
    }
  });

  it('unsubscribes in one click from a mail app (RFC 8058)', async () => {
    await subscribe('eve@example.test');
    const mail = await confirmationFor('eve@example.test');
    const url = new URL(mail.headers['list-unsubscribe'].slice(1, -1));
    expect(url.origin).toBe(PUBLIC_URL);
    // PUBLIC_URL is where this app is served: the test app listens on its own port.
    const response = await fetch(`${app.url}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await NewsletterSubscriberModel.exists({ email: 'eve@example.test' })).toBeNull();
  });

  it('limits subscribe requests per device', async () => {
    const device = 'one-busy-device-000000';
    for (let i = 0; i < NEWSLETTER_RATE_LIMIT.perDevice; i += 1) {
      expect((await subscribe(`limit${i}@example.test`, device)).status).toBe(202);
    }
    const refused = await subscribe('limit-last@example.test', device);
    expect(refused).toMatchObject({
      status: 429,
      body: { message: NEWSLETTER_MESSAGES.tooManyRequests },
    });
    expect(await NewsletterSubscriberModel.exists({ email: 'limit-last@example.test' })).toBeNull();
  });
});

/** A subscribe request whose Host header says whatever the sender likes (fetch keeps its own). */
function subscribeWithHost(url: string, host: string, email: string, device: string) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      `${url}/api/newsletter/subscriptions`,
      {
        method: 'POST',
        headers: { host, 'content-type': 'application/json', 'x-device-id': device },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify({ email, language: 'en' }));
  });
}

describe('links in e-mails', () => {
  it('come from PUBLIC_URL, whatever Host the subscribe request forged', async () => {
    const device = await deviceFor(app.url, 'forged-host-device-0000');
    expect(await subscribeWithHost(app.url, 'evil.example', 'hal@example.test', device)).toBe(202);
    const mail = await confirmationFor('hal@example.test');
    expect(mail.text).not.toContain('evil.example');
    expect(linkIn(mail, '/newsletter/confirm').origin).toBe(PUBLIC_URL);
    expect(mail.headers['list-unsubscribe']).toContain(
      `<${PUBLIC_URL}/api/newsletter/unsubscribe?`,
    );
    // Nothing of the request is kept to build later messages from.
    const stored = await NewsletterSubscriberModel.findOne({ email: 'hal@example.test' }).lean();
    expect(JSON.stringify(stored)).not.toContain('evil.example');
  });
});

describe('without PUBLIC_URL', () => {
  it('sends no e-mail, refuses subscriptions and tells organizers why', async () => {
    const noAddress = await startTestApp(sink.env);
    try {
      const before = sink.received.length;
      expect(await (await fetch(`${noAddress.url}/api/newsletter`)).json()).toEqual({
        enabled: false,
      });
      const device = await deviceFor(noAddress.url, 'no-public-url-device-00');
      expect(
        await subscribeWithHost(noAddress.url, 'evil.example', 'ivy@example.test', device),
      ).toBe(503);
      expect(await NewsletterSubscriberModel.exists({ email: 'ivy@example.test' })).toBeNull();
      const status = await fetch(`${noAddress.url}/api/admin/newsletter`, {
        headers: { cookie: await noAddress.organizerCookie() },
      });
      expect(await status.json()).toMatchObject({ configured: false, offReason: 'public-url' });

      // An announcement sent now is mailed to nobody: no subscriber is even claimed for it.
      const announcementId = '0000000000000000000000aa';
      await noAddress.server.events.emit('announcement.sent', {
        announcementId,
        title: 'Shuttle',
        message: 'The shuttle leaves at 5 pm.',
        recipientType: 'all',
      });
      expect(await mailingSettled(announcementId)).toEqual([]);
      // The next mail the sink receives is this probe through the configured app.
      expect(await subscribe('probe@example.test')).toMatchObject({ status: 202 });
      await confirmationFor('probe@example.test');
      expect(sink.received.slice(before).map((m) => m.to)).toEqual([['probe@example.test']]);
    } finally {
      await noAddress.close();
    }
  });
});

describe('the site-wide hourly ceiling', () => {
  it('refuses the subscription after the hour’s last, with a clear message, storing nothing', async () => {
    const limited = await startTestApp({
      ...sink.env,
      PUBLIC_URL,
      NEWSLETTER_SUBSCRIPTIONS_PER_HOUR: '3',
    });
    try {
      // This hour's subscriptions to the other apps of this file do not count here.
      await SlotModel.deleteMany({ scope: 'newsletter-subscribe' });
      const post = async (email: string, i: number) => {
        const response = await fetch(`${limited.url}/api/newsletter/subscriptions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-device-id': await deviceFor(limited.url, `ceiling-device-${i}-000000`),
          },
          body: JSON.stringify({ email, language: 'en' }),
        });
        return { status: response.status, body: (await response.json()) as { message: string } };
      };
      for (let i = 0; i < 3; i += 1) {
        expect((await post(`ceiling${i}@example.test`, i)).status).toBe(202);
      }
      expect(await post('ceiling-last@example.test', 3)).toMatchObject({
        status: 429,
        body: { message: NEWSLETTER_MESSAGES.siteBusy },
      });
      expect(
        await NewsletterSubscriberModel.exists({ email: 'ceiling-last@example.test' }),
      ).toBeNull();
    } finally {
      await limited.close();
    }
  });
});

describe('without SMTP', () => {
  it('hides the box, refuses subscriptions and tells organizers', async () => {
    const bare = await startTestApp();
    try {
      expect(await (await fetch(`${bare.url}/api/newsletter`)).json()).toEqual({ enabled: false });
      const response = await fetch(`${bare.url}/api/newsletter/subscriptions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'fay@example.test' }),
      });
      expect(response.status).toBe(503);
      expect(await NewsletterSubscriberModel.exists({ email: 'fay@example.test' })).toBeNull();
      const status = await fetch(`${bare.url}/api/admin/newsletter`, {
        headers: { cookie: await bare.organizerCookie() },
      });
      expect(((await status.json()) as { configured: boolean }).configured).toBe(false);
    } finally {
      await bare.close();
    }
  });
});
