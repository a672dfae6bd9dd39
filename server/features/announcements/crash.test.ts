import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventually, startAppProcess, type AppProcess } from '../../test/app-process';
import { startFakeTwilio, type FakeTwilio } from '../../test/fake-twilio';
import { TEST_ADMIN_PASSWORD } from '../../test/harness';
import { seedGuests } from '../guests/seed';
import { AnnouncementModel, SmsOutboxModel, SmsSendModel } from './model';

/**
 * The real app as a process of its own is killed (SIGKILL) in the middle of texting guests, with
 * messages accepted by the provider whose answers it never read, then started again: the restarted
 * process takes the delivery over and every guest has exactly one text message.
 */
const RECIPIENTS = 150;
const KILL_AFTER = 60;
const phoneOf = (n: number) => `+1415${String(2_000_000 + n).padStart(7, '0')}`;

let twilio: FakeTwilio;
let app: AppProcess;

beforeAll(async () => {
  twilio = await startFakeTwilio();
  app = await startAppProcess({
    mongoUri: inject('mongoUri'),
    dbName: mongoose.connection.name,
    // A dead process's hold on the delivery lapses after 3 s (renewed every second while alive).
    env: { ...twilio.env, SMS_LEASE_SECONDS: '3' },
  });
}, 90_000);
afterAll(async () => {
  await app?.stop();
  await twilio?.close();
});

async function organizerCookie(): Promise<string> {
  const response = await fetch(`${app.url}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('a process killed mid-send', () => {
  it('is resumed by the restarted process, and every guest gets exactly one text', async () => {
    await seedGuests(
      Array.from({ length: RECIPIENTS }, (_, n) => ({
        firstName: `Guest${n}`,
        lastName: 'Crash',
        email: `crash${n}@example.com`,
        phone: phoneOf(n),
        inviteCode: `CRASH${String(n).padStart(4, '0')}`,
      })),
    );
    const cookie = await organizerCookie();
    const created = await fetch(`${app.url}/api/announcements`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Buses',
        message: 'Buses leave at 23:00',
        recipientType: 'all',
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    // The provider answers after 40 ms; the process dies once it has accepted KILL_AFTER messages,
    // with about ten more accepted and unanswered.
    twilio.setLatency(40);
    let killed: Promise<void> | undefined;
    twilio.onAccepted((_, total) => {
      if (total === KILL_AFTER) killed = app.kill('SIGKILL');
    });
    const answer = await fetch(`${app.url}/api/announcements/${id}/send`, {
      method: 'POST',
      headers: { cookie },
    }).then(
      (response) => response.status,
      () => 'no answer',
    );
    expect(answer).toBe('no answer');
    await killed;
    twilio.onAccepted(undefined);

    const acceptedAtCrash = twilio.totalAccepted();
    const recordedSent = await SmsOutboxModel.countDocuments({ status: 'sent' });
    // The crash left messages the provider took but the delivery records do not say were sent,
    // and recipients not texted yet: what a resume would text twice or drop if it got it wrong.
    expect(recordedSent).toBeLessThan(acceptedAtCrash);
    expect(acceptedAtCrash).toBeLessThan(RECIPIENTS);
    expect(await AnnouncementModel.findById(id).lean()).toMatchObject({ status: 'sending' });

    await app.restart();
    await eventually(
      'the restarted process finished the delivery',
      async () => (await AnnouncementModel.findById(id).lean())?.status === 'sent',
      60_000,
    );

    expect(twilio.accepted.size).toBe(RECIPIENTS);
    const texted = [...twilio.accepted.entries()].filter(([, count]) => count !== 1);
    expect(texted).toEqual([]);
    // It asked the provider about the messages whose answers were lost, rather than resending.
    expect(twilio.lookups()).toBeGreaterThan(0);
    expect(await AnnouncementModel.findById(id).lean()).toMatchObject({
      status: 'sent',
      sentCount: RECIPIENTS,
      delivery: { recipients: RECIPIENTS, sent: RECIPIENTS, failed: 0 },
    });
    expect(await SmsOutboxModel.countDocuments({ status: 'sent' })).toBe(RECIPIENTS);
    expect(await SmsOutboxModel.countDocuments({ status: { $ne: 'sent' } })).toBe(0);
    // Each message claimed once, and recorded with Twilio's id.
    expect(await SmsSendModel.countDocuments()).toBe(RECIPIENTS);
    expect(await SmsOutboxModel.countDocuments({ providerId: /^SM/ })).toBe(RECIPIENTS);
  }, 150_000);
});
