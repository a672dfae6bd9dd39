import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { DEVICE_HEADER } from '../protocol/http';
import { IDEMPOTENCY_KEY_HEADER } from '../protocol/idempotency';
import { issuedTriviaSchema } from '../protocol/games';
import { deviceFor } from './test/devices';
import { startTestApp, type TestApp } from './test/harness';
import { signedInGuest } from './features/guests/test-support';
import { GameSessionModel, TriviaAnswerModel } from './features/games/model';
import { NewsletterSubscriberModel } from './features/newsletter/model';
import { TextTranslationModel } from './features/translation/model';
import { OrganizerSessionModel } from './features/organizer-access/model';
import { GuestSessionModel } from './features/guest-auth/model';
import { IdempotencyRecordModel, IdempotencyResponseModel } from './lib/idempotency/model';
import { ProjectorSessionModel } from './features/projector-links/model';
import { DeviceClaimModel } from './features/device-identity/model';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

let app: TestApp;
let other: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  other = await startTestApp();
});
afterAll(async () => {
  await Promise.all([app?.close(), other?.close()]);
});

async function call(path: string, init: { method?: string; body?: unknown; phone?: string; key?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.phone) headers[DEVICE_HEADER] = await deviceFor(app.url, init.phone);
  if (init.key) headers[IDEMPOTENCY_KEY_HEADER] = init.key;
  if (init.cookie) headers.cookie = init.cookie;
  const response = await fetch(`${app.url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Makes rows look written `days` ago (the sweeper reads the dates the database holds). */
async function age(model: mongoose.Model<never>, filter: object, fields: Record<string, Date>) {
  await model.collection.updateMany(filter, { $set: fields });
}

async function answerTrivia(phone: string, sessionId: string, questionIndex: number) {
  return call(`/api/games/sessions/${sessionId}`, {
    method: 'PUT',
    phone,
    body: { action: 'answer', questionIndex, answer: 0 },
  });
}

async function newTrivia(phone: string) {
  const { body } = await call('/api/games/generate-trivia', { method: 'POST', phone, body: { playerName: 'Ana' } });
  return issuedTriviaSchema.parse(body);
}

describe('the sweeper', () => {
  it('removes aged rows of every kind, keeps fresh ones, and never an open trivia set however old', async () => {
    // A guest book entry sent two days ago with an Idempotency-Key, and one sent just now.
    const entry = { guestName: 'Ana', message: 'Congratulations to you both!' };
    expect((await call('/api/guest-book', { method: 'POST', body: entry, phone: 'old', key: 'k'.repeat(32) })).status).toBe(201);
    await age(IdempotencyRecordModel as never, {}, { claimedAt: daysAgo(3), createdAt: daysAgo(3) });
    await age(IdempotencyResponseModel as never, {}, { createdAt: daysAgo(3) });
    const fresh = await call('/api/guest-book', { method: 'POST', body: entry, phone: 'new', key: 'f'.repeat(32) });

    // Yesterday's finished trivia set; an open set left two days ago; a set finished just now.
    const finished = await newTrivia('player1');
    for (let index = 0; index < finished.questions.length; index += 1)
      expect((await answerTrivia('player1', finished.session.id, index)).status).toBe(200);
    const open = await newTrivia('player2');
    expect((await answerTrivia('player2', open.session.id, 0)).status).toBe(200);
    await age(TriviaAnswerModel as never, {}, { createdAt: daysAgo(2) });
    const recent = await newTrivia('player3');
    for (let index = 0; index < recent.questions.length; index += 1)
      await answerTrivia('player3', recent.session.id, index);

    // Sessions: one organizer and one guest session expired yesterday, live ones beside them.
    const organizer = await app.organizerCookie();
    await app.organizerCookie();
    const [expiredOrganizer] = await OrganizerSessionModel.find().sort({ _id: -1 }).limit(1).lean();
    await OrganizerSessionModel.updateOne({ _id: expiredOrganizer!._id }, { $set: { expiresAt: daysAgo(1) } });
    const guest = await signedInGuest(app.url, { firstName: 'Lola', lastName: 'Sweep' });
    const gone = await signedInGuest(app.url, { firstName: 'Old', lastName: 'Session' });
    await GuestSessionModel.updateOne({ guestId: gone.id }, { $set: { expiresAt: daysAgo(1) } });

    // Newsletter: never confirmed (link dead for ten days), pending just now, confirmed long ago.
    const subscriber = (email: string, status: string, confirmExpiresAt?: Date) =>
      NewsletterSubscriberModel.collection.insertOne({
        email,
        status,
        unsubscribeToken: email,
        createdAt: daysAgo(20),
        ...(confirmExpiresAt ? { confirmExpiresAt } : {}),
      });
    await subscriber('never@example.com', 'pending', daysAgo(10));
    await subscriber('soon@example.com', 'pending', new Date(Date.now() + DAY_MS));
    await subscriber('kept@example.com', 'confirmed');

    const translation = (textHash: string, createdAt: Date) =>
      TextTranslationModel.collection.insertOne({ textHash, targetLanguage: 'es', translatedText: 'Hola', model: 'x', createdAt });
    await translation('old', daysAgo(60));
    await translation('new', new Date());

    const removed = await app.server.sweeper.runOnce();
    expect(removed).toMatchObject({
      idempotency_keys: 1,
      idempotency_responses: 1,
      trivia_answers: finished.questions.length,
      'organizer_sessions.expired': 1,
      'guest_sessions.expired': 1,
      'newsletter_subscribers.pending': 1,
      text_translations: 1,
    });

    // The fresh write's retry is still recognised; the open set still refuses question 1 twice.
    const retry = await call('/api/guest-book', { method: 'POST', body: entry, phone: 'new', key: 'f'.repeat(32) });
    expect(retry.body.id).toBe(fresh.body.id);
    expect(await TriviaAnswerModel.countDocuments({ sessionId: open.session.id })).toBe(1);
    expect(await TriviaAnswerModel.countDocuments({ sessionId: recent.session.id })).toBe(recent.questions.length);
    expect((await answerTrivia('player2', open.session.id, 0)).status).toBe(409);
    expect((await answerTrivia('player2', open.session.id, 1)).status).toBe(200);
    // The finished set still shows its answers (its session holds them).
    expect((await GameSessionModel.findById(finished.session.id).lean())?.completed).toBe(true);

    expect((await call('/api/admin/session', { cookie: organizer })).body).toMatchObject({ organizer: true });
    expect(await GuestSessionModel.countDocuments({ guestId: guest.id })).toBe(1);
    expect((await NewsletterSubscriberModel.find().lean()).map((row) => row.email).sort()).toEqual([
      'kept@example.com',
      'soon@example.com',
    ]);
    expect(await TextTranslationModel.countDocuments({ textHash: 'new' })).toBe(1);
  });

  it('removes expired projector sessions, and device claims once the claim window has closed', async () => {
    // Two screens opened the reception's projector link; one session expired yesterday.
    const created = await fetch(`${app.url}/api/admin/projector-links`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await app.organizerCookie() },
      body: JSON.stringify({ label: 'Reception screen' }),
    });
    const { token } = (await created.json()) as { token: string };
    for (let screen = 0; screen < 2; screen += 1)
      expect((await call('/api/projector-session', { method: 'POST', body: { token } })).status).toBe(200);
    const [expired, live] = await ProjectorSessionModel.find().sort({ _id: 1 }).lean();
    await ProjectorSessionModel.updateOne({ _id: expired!._id }, { $set: { expiresAt: daysAgo(1) } });

    // Old phones' ids claimed 40 days ago (claims closed DEVICE_CLAIM_DAYS, 30, after the upgrade,
    // which came before any claim) and 5 days ago (the window may still be open: kept).
    await DeviceClaimModel.collection.insertMany([
      { _id: 'old-phone-claimed-long-ago' as never, nonceHash: 'a', claimedAt: daysAgo(40) },
      { _id: 'old-phone-claimed-lately' as never, nonceHash: 'b', claimedAt: daysAgo(5) },
    ]);

    const removed = await app.server.sweeper.runOnce();
    expect(removed).toMatchObject({ 'projector_sessions.expired': 1, 'device_claims.closed': 1 });
    expect((await ProjectorSessionModel.find().lean()).map((row) => String(row._id))).toEqual([String(live!._id)]);
    expect((await DeviceClaimModel.find().lean()).map((row) => row._id)).toEqual(['old-phone-claimed-lately']);
  });

  it('two apps’ sweepers running at once (as two processes would) remove every aged row, keep the fresh one, and fail nothing', async () => {
    await TextTranslationModel.collection.insertMany(
      Array.from({ length: 20 }, (_, index) => ({
        textHash: `aged-${index}`,
        targetLanguage: 'es',
        translatedText: 'Hola',
        model: 'x',
        createdAt: daysAgo(90),
      })),
    );
    await TextTranslationModel.collection.insertOne({ textHash: 'today', targetLanguage: 'es', translatedText: 'Hola', model: 'x', createdAt: new Date() });
    const [first, second] = await Promise.all([app.server.sweeper.runOnce(), other.server.sweeper.runOnce()]);
    expect(Object.keys(first)).toEqual(app.server.sweeper.names());
    expect(Object.keys(second)).toEqual(other.server.sweeper.names());
    // Both ran every task (a failed task would be missing), and between them removed the 20.
    expect(first.text_translations! + second.text_translations!).toBeGreaterThanOrEqual(20);
    expect(await TextTranslationModel.countDocuments({})).toBe(await TextTranslationModel.countDocuments({ createdAt: { $gte: daysAgo(1) } }));
    expect(await TextTranslationModel.countDocuments({ textHash: 'today' })).toBe(1);
  });

  it('runs on its own timer, started with the app', async () => {
    const timed = await startTestApp({ SWEEP_INTERVAL_SECONDS: '1' });
    try {
      await TextTranslationModel.collection.insertOne({ textHash: 'timer', targetLanguage: 'es', translatedText: 'Hola', model: 'x', createdAt: daysAgo(90) });
      await expect
        .poll(() => TextTranslationModel.countDocuments({ textHash: 'timer' }), { timeout: 10_000, interval: 100 })
        .toBe(0);
    } finally {
      await timed.close();
    }
  });
});
