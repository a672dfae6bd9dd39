import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deviceFor } from '../../test/devices';
import {
  DEVICE_HEADER,
  SIGN_IN_REQUIRED_MESSAGE,
  TOO_MANY_WRITES_MESSAGE,
} from '../../../protocol/http';
import {
  TRANSLATE_BATCH_MESSAGE,
  TRANSLATE_TEXT_MESSAGE,
  TRANSLATION_UNAVAILABLE_MESSAGE,
  type TranslateBody,
} from '../../../protocol/translate';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai';
import { startTestApp, type TestApp } from '../../test/harness';
import { signedInGuest } from '../guests/test-support';
import { TextTranslationModel } from './model';
import { TEXT_TRANSLATION_FAILED } from './text-service';

let fake: FakeOpenAi;
let aiApp: TestApp;
let builtInApp: TestApp;
/** A signed-in guest's session per app: page translation is closed to anonymous callers. */
const guestCookies = new Map<TestApp, string>();
let deviceCount = 0;
const newDevice = () => `page-translate-${String((deviceCount += 1)).padStart(8, '0')}`;

async function translate(
  app: TestApp,
  body: Partial<TranslateBody> | Record<string, unknown>,
  device = newDevice(),
) {
  return fetch(`${app.url}/api/translate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [DEVICE_HEADER]: await deviceFor(app.url, device),
      cookie: guestCookies.get(app)!,
    },
    body: JSON.stringify(body),
  });
}

/** A translator that marks each string with its target language, as a model would answer. */
const markingTranslator: FakeOpenAi['fallback'] = (request) => {
  const texts = JSON.parse(request.messages.at(-1)!.content) as string[];
  const mark = request.messages.some((message) => message.content.includes('into Spanish'))
    ? 'ES'
    : 'EN';
  return { content: JSON.stringify({ translations: texts.map((text) => `${mark}: ${text}`) }) };
};
const sentTexts = (from: number) =>
  fake.requests
    .slice(from)
    .flatMap((request) => JSON.parse(request.messages.at(-1)!.content) as string[]);

beforeAll(async () => {
  fake = await startFakeOpenAi();
  aiApp = await startTestApp({
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_MODEL: 'fake-model',
    AI_LIMIT_PER_DEVICE: '5',
  });
  builtInApp = await startTestApp();
  for (const app of [aiApp, builtInApp]) {
    guestCookies.set(
      app,
      (await signedInGuest(app.url, { firstName: 'Ana', lastName: 'Ruiz' })).cookie,
    );
  }
});
afterEach(() => {
  fake.fallback = markingTranslator;
});
afterAll(async () => {
  await Promise.all([aiApp?.close(), builtInApp?.close()]);
  await fake?.close();
});

describe('/api/translate', () => {
  it('is refused with 503 when no AI endpoint is configured', async () => {
    const refused = await translate(builtInApp, { texts: ['Our Story'], targetLanguage: 'es' });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ message: TRANSLATION_UNAVAILABLE_MESSAGE });
  });

  it('answers one translation per text, in order, and stores each in the database', async () => {
    fake.fallback = markingTranslator;
    const before = fake.requests.length;
    const response = await translate(aiApp, {
      texts: ['Our Story', ' The Venue ', 'RSVP'],
      targetLanguage: 'es',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      translations: ['ES: Our Story', 'ES: The Venue', 'ES: RSVP'],
    });
    expect(fake.requests.length).toBe(before + 1);
    expect(fake.requests[before].model).toBe('fake-model');
    expect(fake.requests[before].messages.map((message) => message.content).join('\n')).toContain(
      'into Spanish',
    );
    const stored = await TextTranslationModel.find({ targetLanguage: 'es' }).lean();
    expect(stored.map((doc) => doc.translatedText).sort()).toEqual([
      'ES: Our Story',
      'ES: RSVP',
      'ES: The Venue',
    ]);
    expect(
      stored.every((doc) => doc.model === 'fake-model' && /^[0-9a-f]{64}$/.test(doc.textHash)),
    ).toBe(true);
  });

  it('never sends a stored or repeated string to the endpoint again', async () => {
    const before = fake.requests.length;
    const response = await translate(aiApp, {
      texts: ['RSVP', 'Gifts', 'Our Story', 'Gifts'],
      targetLanguage: 'es',
    });
    expect(await response.json()).toEqual({
      translations: ['ES: RSVP', 'ES: Gifts', 'ES: Our Story', 'ES: Gifts'],
    });
    expect(sentTexts(before)).toEqual(['Gifts']);

    const cachedOnly = await translate(aiApp, {
      texts: ['Gifts', 'Our Story'],
      targetLanguage: 'es',
    });
    expect(await cachedOnly.json()).toEqual({ translations: ['ES: Gifts', 'ES: Our Story'] });
    expect(fake.requests.length).toBe(before + 1);
  });

  it('keeps each language apart: the same string into English is a new translation', async () => {
    const before = fake.requests.length;
    const response = await translate(aiApp, { texts: ['Our Story'], targetLanguage: 'en' });
    expect(await response.json()).toEqual({ translations: ['EN: Our Story'] });
    expect(fake.requests[before].messages.map((message) => message.content).join('\n')).toContain(
      'into English',
    );
    expect(await TextTranslationModel.countDocuments({ targetLanguage: 'en' })).toBe(1);
  });

  it('asks the endpoint once when two phones send the same new strings together', async () => {
    const before = fake.requests.length;
    const body = { texts: ['Dress code', 'Dancing'], targetLanguage: 'es' as const };
    const answers = await Promise.all([translate(aiApp, body), translate(aiApp, body)]);
    for (const answer of answers) {
      expect(await answer.json()).toEqual({ translations: ['ES: Dress code', 'ES: Dancing'] });
    }
    expect(sentTexts(before).sort()).toEqual(['Dancing', 'Dress code']);
  });

  it('refuses too many, empty or oversize strings without calling the endpoint', async () => {
    const before = fake.requests.length;
    const eleven = Array.from({ length: 11 }, (_, i) => `Heading ${i}`);
    for (const [body, message] of [
      [{ texts: eleven, targetLanguage: 'es' }, TRANSLATE_BATCH_MESSAGE],
      [{ texts: [], targetLanguage: 'es' }, TRANSLATE_BATCH_MESSAGE],
      [{ texts: ['Hello', '  '], targetLanguage: 'es' }, TRANSLATE_TEXT_MESSAGE],
      [{ texts: ['a'.repeat(500)], targetLanguage: 'es' }, TRANSLATE_TEXT_MESSAGE],
      [{ texts: ['Hello'], targetLanguage: 'fr' }, "targetLanguage must be 'en' or 'es'"],
    ] as const) {
      const response = await translate(aiApp, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    }
    expect(fake.requests.length).toBe(before);
  });

  it('stores nothing when the model answers the wrong number of strings, or the provider fails', async () => {
    const before = fake.requests.length;
    fake.enqueue(
      { content: JSON.stringify({ translations: ['Uno'] }) },
      { content: JSON.stringify({ translations: ['Uno', 'Dos', 'Tres'] }) },
    );
    const miscounted = await translate(aiApp, { texts: ['One', 'Two'], targetLanguage: 'es' });
    expect(miscounted.status).toBe(502);
    expect(await miscounted.json()).toEqual({
      message: TEXT_TRANSLATION_FAILED,
      reason: 'invalid_output',
    });
    expect(fake.requests.length).toBe(before + 2);

    // Every request fails alike, whatever retries the client makes before giving up.
    fake.fallback = () => ({ status: 429, message: 'Rate limit reached' });
    const limited = await translate(aiApp, { texts: ['One', 'Two'], targetLanguage: 'es' });
    // The provider's rate limit is not the guest's: 503 with its reason (a 429 here means this device).
    expect(limited.status).toBe(503);
    expect(await limited.json()).toEqual({
      message: TEXT_TRANSLATION_FAILED,
      reason: 'rate_limited',
    });
    expect(await TextTranslationModel.countDocuments({ translatedText: /One|Two|Uno/ })).toBe(0);

    fake.fallback = markingTranslator;
    const retried = await translate(aiApp, { texts: ['One', 'Two'], targetLanguage: 'es' });
    expect(await retried.json()).toEqual({ translations: ['ES: One', 'ES: Two'] });
  });

  it('limits each device', async () => {
    const device = newDevice();
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await translate(aiApp, { texts: ['Our Story'], targetLanguage: 'es' }, device)).status,
      ).toBe(200);
    }
    const refused = await translate(aiApp, { texts: ['Our Story'], targetLanguage: 'es' }, device);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: TOO_MANY_WRITES_MESSAGE });
    expect((await translate(aiApp, { texts: ['Our Story'], targetLanguage: 'es' })).status).toBe(
      200,
    );
  });

  it('is closed to anonymous callers, who spend nothing; organizers may use it', async () => {
    fake.fallback = markingTranslator;
    const before = fake.requests.length;
    const anonymous = await fetch(`${aiApp.url}/api/translate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [DEVICE_HEADER]: await deviceFor(aiApp.url, newDevice()),
      },
      body: JSON.stringify({ texts: ['Anonymous loop'], targetLanguage: 'es' }),
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: SIGN_IN_REQUIRED_MESSAGE });
    expect(fake.requests.length).toBe(before);
    expect(
      await TextTranslationModel.countDocuments({ translatedText: 'ES: Anonymous loop' }),
    ).toBe(0);

    const organizer = await fetch(`${aiApp.url}/api/translate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await aiApp.organizerCookie() },
      body: JSON.stringify({ texts: ['Organizer page'], targetLanguage: 'es' }),
    });
    expect(organizer.status).toBe(200);
  });
});
