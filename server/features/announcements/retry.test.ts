import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  announcementSchema,
  smsOutboxEntrySchema,
  type Announcement,
} from '../../../protocol/announcements';
import { recordEvents, subscribe } from '../../test/harness';
import { useAnnouncementsApp } from './test-app';
import { addGuest, guestCookie } from './test-support';

const ANA = '+14155550101';
const BEN = '+14155550102';
const CLEO = '+14155550103';
const DAN = '+14155550104';

const { app, twilio, api } = useAnnouncementsApp();
let cookie: string;
beforeAll(() => {
  cookie = app.organizer;
});

async function sentWithBenFailing(): Promise<Announcement> {
  await addGuest('Ana', ANA);
  await addGuest('Ben', BEN);
  await addGuest('Cleo', CLEO);
  twilio.failPermanently(BEN);
  const draft = await api('/api/announcements', {
    method: 'POST',
    cookie,
    body: { title: 'Shuttle', message: 'The bus leaves at 17:00.' },
  });
  expect(draft.status).toBe(201);
  const sent = await api(`/api/announcements/${String(draft.body.id)}/send`, {
    method: 'POST',
    cookie,
  });
  expect(sent.status).toBe(200);
  return announcementSchema.parse(sent.body);
}

async function outboxOf(id: string) {
  const response = await api(`/api/announcements/outbox?announcementId=${id}`, { cookie });
  expect(response.status).toBe(200);
  return z.array(smsOutboxEntrySchema).parse(response.body);
}

const retry = (id: string, as = cookie) =>
  api(`/api/announcements/${id}/retry`, { method: 'POST', cookie: as });

describe('the outbox of one announcement', () => {
  it('says who was texted and who failed, and why', async () => {
    const announcement = await sentWithBenFailing();
    expect(announcement.delivery).toMatchObject({ recipients: 3, sent: 2, failed: 1 });
    const other = await api('/api/announcements', {
      method: 'POST',
      cookie,
      body: { title: 'Other', message: 'Not sent' },
    });
    expect(other.status).toBe(201);

    const entries = await outboxOf(announcement.id);
    expect(entries.map((e) => [e.guestName, e.to, e.status]).sort()).toEqual([
      ['Ana Test', ANA, 'sent'],
      ['Ben Test', BEN, 'failed'],
      ['Cleo Test', CLEO, 'sent'],
    ]);
    expect(entries.find((e) => e.to === BEN)?.reason).toBeTruthy();
    expect(await outboxOf(String(other.body.id))).toEqual([]);
  });

  it('refuses a malformed announcement id with 400', async () => {
    expect((await api('/api/announcements/outbox?announcementId=nope', { cookie })).status).toBe(
      400,
    );
  });
});

describe('retrying the failed text messages', () => {
  it('is for organizers only', async () => {
    const announcement = await sentWithBenFailing();
    expect((await retry(announcement.id, '')).status).toBe(401);
    const guestId = await addGuest('Eve', undefined);
    const asGuest = await retry(announcement.id, await guestCookie(app.url, guestId));
    expect([401, 403]).toContain(asGuest.status);
    expect(twilio.attempts.get(BEN)).toBe(1);
  });

  it('answers 400 for a malformed id, 404 for an unknown one, 409 for a draft', async () => {
    expect((await retry('not-an-id')).status).toBe(400);
    expect((await retry('a'.repeat(24))).status).toBe(404);
    const draft = await api('/api/announcements', {
      method: 'POST',
      cookie,
      body: { title: 'Draft', message: 'Not yet' },
    });
    const response = await retry(String(draft.body.id));
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/not been sent/);
  });

  it('texts again only those that failed, once, and organizers see it live', async () => {
    const announcement = await sentWithBenFailing();
    // A guest added since the announcement went out is not texted by a retry.
    await addGuest('Dan', DAN);
    twilio.reset(); // Ben's phone works again.
    const organizer = await app.connect({ cookie });
    await subscribe(organizer, 'announcements');
    const pushes = recordEvents(organizer, 'announcement:saved');

    const response = await retry(announcement.id);
    expect(response.status).toBe(200);
    const retried = announcementSchema.parse(response.body);
    expect(retried).toMatchObject({ status: 'sent', sentCount: 3 });
    expect(retried.delivery).toMatchObject({ recipients: 3, sent: 3, failed: 0, failures: [] });
    expect([...twilio.accepted.entries()]).toEqual([[BEN, 1]]);

    const entries = await outboxOf(announcement.id);
    expect(entries.every((e) => e.status === 'sent' && e.reason === undefined)).toBe(true);
    expect(entries).toHaveLength(3);

    // Both states reached the organizers' screens: sending again, then the recount.
    await expect.poll(() => pushes.map((p) => p.status)).toEqual(['sending', 'sent']);

    // Idempotent: nothing failed any more, so nothing is sent.
    const again = await retry(announcement.id);
    expect(again.status).toBe(200);
    expect(announcementSchema.parse(again.body).sentCount).toBe(3);
    expect(twilio.totalAccepted()).toBe(1);
    organizer.disconnect();
  });

  it('sends each failed message once when two retries race', async () => {
    const announcement = await sentWithBenFailing();
    twilio.reset();
    const [a, b] = await Promise.all([retry(announcement.id), retry(announcement.id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(twilio.accepted.get(BEN)).toBe(1);
    expect(twilio.totalAccepted()).toBe(1);
  });
});
