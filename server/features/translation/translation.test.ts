import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceFor } from '../../test/devices';
import {
  DEVICE_HEADER,
  SIGN_IN_REQUIRED_MESSAGE,
  TOO_MANY_WRITES_MESSAGE,
} from '../../../protocol/http';
import {
  POST_TOO_LONG_MESSAGE,
  POST_TRANSLATION_MAX_LENGTH,
  TRANSLATION_UNAVAILABLE_MESSAGE,
  type PostTranslationBody,
} from '../../../protocol/translate';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai';
import { startTestApp, type TestApp } from '../../test/harness';
import { seedGuestBookEntry } from '../guestbook/seed';
import { signedInGuest } from '../guests/test-support';
import { seedMoment } from '../moments/seed';
import { seedParticipation, someTimelineEventId } from '../timeline/seed';
import { PostTranslationModel } from './model';

let fake: FakeOpenAi;
let aiApp: TestApp;
let builtInApp: TestApp;
let deviceCount = 0;
const newDevice = () => `translate-device-${String((deviceCount += 1)).padStart(8, '0')}`;
/** A signed-in guest's session per app: 'See translation' is closed to strangers. */
const guestCookies = new Map<TestApp, string>();

async function translate(
  app: TestApp,
  body: Partial<PostTranslationBody>,
  device = newDevice(),
  cookie: string | undefined = guestCookies.get(app),
) {
  return fetch(`${app.url}/api/translate/post`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [DEVICE_HEADER]: await deviceFor(app.url, device),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

const ids = { moment: '', guestbook: '', timeline: '', hidden: '', long: '' };

beforeAll(async () => {
  fake = await startFakeOpenAi();
  aiApp = await startTestApp({
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: fake.baseURL,
    WRITE_LIMIT_PER_DEVICE: '5',
  });
  builtInApp = await startTestApp();
  for (const app of [aiApp, builtInApp]) {
    guestCookies.set(
      app,
      (await signedInGuest(app.url, { firstName: 'Eva', lastName: 'Lopez' })).cookie,
    );
  }
  const moment = { guestName: 'Ana', momentType: 'text', isPublic: true, likes: 0, hashtags: [] };
  ids.moment = await seedMoment({ ...moment, content: 'What a beautiful day!' });
  ids.hidden = await seedMoment({ ...moment, content: 'Taken down', status: 'hidden' });
  ids.long = await seedMoment({ ...moment, content: 'a'.repeat(POST_TRANSLATION_MAX_LENGTH + 1) });
  ids.guestbook = await seedGuestBookEntry({
    guestName: 'Luis',
    message: '¡Felicidades a los dos!',
  });
  ids.timeline = await seedParticipation({
    timelineEventId: await someTimelineEventId(),
    guestName: 'Ana',
    participationType: 'message',
    content: 'So happy for you',
  });
});
afterAll(async () => {
  await Promise.all([aiApp?.close(), builtInApp?.close()]);
  await fake?.close();
});

describe('post translation', () => {
  it('is offered only when an AI endpoint is configured', async () => {
    const offered = await fetch(`${aiApp.url}/api/ai/capabilities`);
    expect(await offered.json()).toEqual({ translation: true });
    const hidden = await fetch(`${builtInApp.url}/api/ai/capabilities`);
    expect(await hidden.json()).toEqual({ translation: false });
    const refused = await translate(builtInApp, {
      kind: 'moment',
      id: ids.moment,
      targetLanguage: 'es',
    });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ message: TRANSLATION_UNAVAILABLE_MESSAGE });
  });

  it('is closed to strangers, who spend nothing; organizers may use it', async () => {
    const before = fake.requests.length;
    const stranger = await translate(
      aiApp,
      { kind: 'moment', id: ids.moment, targetLanguage: 'es' },
      newDevice(),
      '',
    );
    expect(stranger.status).toBe(401);
    expect(await stranger.json()).toMatchObject({ message: SIGN_IN_REQUIRED_MESSAGE });
    expect(fake.requests.length).toBe(before);

    fake.enqueue({ content: 'Hola desde el organizador' });
    const organizer = await translate(
      aiApp,
      { kind: 'timeline', id: ids.timeline, targetLanguage: 'en' },
      newDevice(),
      await aiApp.organizerCookie(),
    );
    expect(organizer.status).toBe(200);
  });

  it('translates a moment once per language: the second request is answered from the database', async () => {
    const before = fake.requests.length;
    fake.enqueue({ content: '¡Qué día tan bonito!' });
    const first = await translate(aiApp, { kind: 'moment', id: ids.moment, targetLanguage: 'es' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      translatedText: '¡Qué día tan bonito!',
      targetLanguage: 'es',
    });
    expect(fake.requests.length).toBe(before + 1);
    expect(fake.requests[before].messages.at(-1)?.content).toBe('What a beautiful day!');
    expect(fake.requests[before].messages[0].content).toContain('into Spanish');

    const again = await translate(aiApp, { kind: 'moment', id: ids.moment, targetLanguage: 'es' });
    expect(await again.json()).toEqual({
      translatedText: '¡Qué día tan bonito!',
      targetLanguage: 'es',
    });
    expect(fake.requests.length).toBe(before + 1);
    expect(await PostTranslationModel.countDocuments({ targetLanguage: 'es' })).toBe(1);
  });

  it('translates guest book entries and timeline messages into English', async () => {
    fake.enqueue({ content: 'Congratulations to you both!' }, { content: 'Tan feliz por ustedes' });
    const entry = await translate(aiApp, {
      kind: 'guestbook',
      id: ids.guestbook,
      targetLanguage: 'en',
    });
    expect(await entry.json()).toEqual({
      translatedText: 'Congratulations to you both!',
      targetLanguage: 'en',
    });
    const message = await translate(aiApp, {
      kind: 'timeline',
      id: ids.timeline,
      targetLanguage: 'es',
    });
    expect(await message.json()).toEqual({
      translatedText: 'Tan feliz por ustedes',
      targetLanguage: 'es',
    });
  });

  it('refuses a hidden post, an oversize one, and an unknown kind without calling the endpoint', async () => {
    const before = fake.requests.length;
    expect(
      (await translate(aiApp, { kind: 'moment', id: ids.hidden, targetLanguage: 'es' })).status,
    ).toBe(404);
    const long = await translate(aiApp, { kind: 'moment', id: ids.long, targetLanguage: 'es' });
    expect(long.status).toBe(413);
    expect(await long.json()).toMatchObject({ message: POST_TOO_LONG_MESSAGE });
    const unknown = await translate(aiApp, {
      kind: 'rsvp' as 'moment',
      id: ids.moment,
      targetLanguage: 'es',
    });
    expect(unknown.status).toBe(400);
    expect(fake.requests.length).toBe(before);
  });

  it('stores nothing when the provider fails, and translates on the next try', async () => {
    // Every request fails alike, whatever retries the client makes before giving up.
    const answer = fake.fallback;
    try {
      fake.fallback = () => ({ status: 429 });
      const limited = await translate(aiApp, {
        kind: 'moment',
        id: ids.moment,
        targetLanguage: 'en',
      });
      // The provider's rate limit is not the guest's: 503 with its reason (a 429 here means this device).
      expect(limited.status).toBe(503);
      expect(await limited.json()).toMatchObject({ reason: 'rate_limited' });
      expect(
        await PostTranslationModel.countDocuments({ targetLanguage: 'en', kind: 'moment' }),
      ).toBe(0);
      fake.fallback = () => ({ status: 500 });
      expect(
        (await translate(aiApp, { kind: 'moment', id: ids.moment, targetLanguage: 'en' })).status,
      ).toBe(502);
    } finally {
      fake.fallback = answer;
    }
    fake.enqueue({ content: 'What a beautiful day!' });
    const ok = await translate(aiApp, { kind: 'moment', id: ids.moment, targetLanguage: 'en' });
    expect(ok.status).toBe(200);
  });

  it('limits each device', async () => {
    const device = newDevice();
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await translate(aiApp, { kind: 'moment', id: ids.moment, targetLanguage: 'es' }, device))
          .status,
      ).toBe(200);
    }
    const refused = await translate(
      aiApp,
      { kind: 'moment', id: ids.moment, targetLanguage: 'es' },
      device,
    );
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: TOO_MANY_WRITES_MESSAGE });
    // Another phone is not held back.
    expect(
      (await translate(aiApp, { kind: 'moment', id: ids.moment, targetLanguage: 'es' })).status,
    ).toBe(200);
  });
});
