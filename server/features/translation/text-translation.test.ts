import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_HEADER } from '../../../protocol/http';
import {
  TRANSLATE_BATCH_MESSAGE,
  TRANSLATE_SAME_LANGUAGE_MESSAGE,
  TRANSLATE_TEXT_MESSAGE,
  TRANSLATION_BATCH_SIZE,
  TRANSLATION_TEXT_MAX_LENGTH,
  TRANSLATION_UNAVAILABLE_MESSAGE,
  type DraftRequest,
} from '../../../protocol/translate';
import { deviceFor } from '../../test/devices';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai';
import { startTestApp, type TestApp } from '../../test/harness';
import { signedInGuest } from '../guests/test-support';
import { TextTranslationModel } from './model';
import { TEXT_TRANSLATION_FAILED, TEXT_TRANSLATION_OVER_BUDGET } from './text-service';

let fake: FakeOpenAi;
let aiApp: TestApp;
let builtInApp: TestApp;
/** The translation share set to 0%: every draft is over budget before the model is asked. */
let spentApp: TestApp;

type Asked = { from: string; to: string; text: string };
const askedIn = (request: FakeOpenAi['requests'][number]) =>
  JSON.parse(request.messages.at(-1)!.content) as Asked[];

/** A translator that marks each text with its target language, as a model would answer. */
const markingTranslator: FakeOpenAi['fallback'] = (request) => ({
  content: JSON.stringify({
    translations: askedIn(request).map(({ to, text }) => `${to === 'Spanish' ? 'ES' : 'EN'}: ${text}`),
  }),
});
const sentTexts = (from: number) => fake.requests.slice(from).flatMap((request) => askedIn(request).map((item) => item.text));

const toEs = (text: string): DraftRequest => ({ text, sourceLanguage: 'en', targetLanguage: 'es' });
const toEn = (text: string): DraftRequest => ({ text, sourceLanguage: 'es', targetLanguage: 'en' });

async function draft(app: TestApp, body: unknown, cookie?: string) {
  return fetch(`${app.url}/api/translate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookie ?? (await app.organizerCookie()) },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.fallback = markingTranslator;
  const ai = { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'fake-model' };
  aiApp = await startTestApp(ai);
  spentApp = await startTestApp({ ...ai, AI_DAILY_SHARES: 'translation=0' });
  builtInApp = await startTestApp();
});
afterEach(() => {
  fake.fallback = markingTranslator;
});
afterAll(async () => {
  await Promise.all([aiApp?.close(), spentApp?.close(), builtInApp?.close()]);
  await fake?.close();
});

describe('/api/translate: the organizers’ drafts engine', () => {
  it('says so, and answers 503, when no AI endpoint is configured', async () => {
    expect(await (await fetch(`${builtInApp.url}/api/ai/capabilities`)).json()).toEqual({ translation: false });
    const refused = await draft(builtInApp, { texts: [toEs('Our Story')] });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ message: TRANSLATION_UNAVAILABLE_MESSAGE });
  });

  it('drafts a batch in both directions with one request to the model, in order, and stores each', async () => {
    const before = fake.requests.length;
    const response = await draft(aiApp, {
      texts: [toEs('Our Story'), toEn('  Bienvenidos a nuestra boda '), toEs('Dress code: garden formal')],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      translations: ['ES: Our Story', 'EN: Bienvenidos a nuestra boda', 'ES: Dress code: garden formal'],
    });
    expect(fake.requests.length).toBe(before + 1);
    expect(fake.requests[before].model).toBe('fake-model');
    expect(askedIn(fake.requests[before])).toEqual([
      { from: 'English', to: 'Spanish', text: 'Our Story' },
      { from: 'Spanish', to: 'English', text: 'Bienvenidos a nuestra boda' },
      { from: 'English', to: 'Spanish', text: 'Dress code: garden formal' },
    ]);
    const stored = await TextTranslationModel.find({ translatedText: /Our Story|Bienvenidos|Dress code/ }).lean();
    expect(stored.map((doc) => [doc.targetLanguage, doc.translatedText]).sort()).toEqual([
      ['en', 'EN: Bienvenidos a nuestra boda'],
      ['es', 'ES: Dress code: garden formal'],
      ['es', 'ES: Our Story'],
    ]);
  });

  it('never sends a stored or repeated text to the model again', async () => {
    const before = fake.requests.length;
    const response = await draft(aiApp, { texts: [toEs('Our Story'), toEs('Gifts'), toEs('Gifts')] });
    expect(await response.json()).toEqual({ translations: ['ES: Our Story', 'ES: Gifts', 'ES: Gifts'] });
    expect(sentTexts(before)).toEqual(['Gifts']);

    const cachedOnly = await draft(aiApp, { texts: [toEs('Gifts'), toEn('Bienvenidos a nuestra boda')] });
    expect(await cachedOnly.json()).toEqual({ translations: ['ES: Gifts', 'EN: Bienvenidos a nuestra boda'] });
    expect(fake.requests.length).toBe(before + 1);
  });

  it('keeps each target language apart: the same text into English is a new draft', async () => {
    const before = fake.requests.length;
    const response = await draft(aiApp, { texts: [toEn('Our Story')] });
    expect(await response.json()).toEqual({ translations: ['EN: Our Story'] });
    expect(fake.requests.length).toBe(before + 1);
  });

  it('asks the model once when two organizers send the same new texts together', async () => {
    const before = fake.requests.length;
    const body = { texts: [toEs('Dancing'), toEs('After party')] };
    const answers = await Promise.all([draft(aiApp, body), draft(aiApp, body)]);
    for (const answer of answers) {
      expect(await answer.json()).toEqual({ translations: ['ES: Dancing', 'ES: After party'] });
    }
    expect(sentTexts(before).sort()).toEqual(['After party', 'Dancing']);
  });

  it('takes up to 50 texts of up to 2000 characters, and refuses more without calling the model', async () => {
    const before = fake.requests.length;
    const long = 'a'.repeat(TRANSLATION_TEXT_MAX_LENGTH);
    const fifty = Array.from({ length: TRANSLATION_BATCH_SIZE }, (_, i) => toEs(i === 0 ? long : `Heading ${i}`));
    const full = await draft(aiApp, { texts: fifty });
    expect(full.status).toBe(200);
    expect(fake.requests.length).toBe(before + 1);

    for (const [body, message] of [
      [{ texts: [...fifty, toEs('One more')] }, TRANSLATE_BATCH_MESSAGE],
      [{ texts: [] }, TRANSLATE_BATCH_MESSAGE],
      [{ texts: [toEs('Hello'), toEs('  ')] }, TRANSLATE_TEXT_MESSAGE],
      [{ texts: [toEs(`${long}a`)] }, TRANSLATE_TEXT_MESSAGE],
      [{ texts: [{ text: 'Hello', sourceLanguage: 'en', targetLanguage: 'fr' }] }, "targetLanguage must be 'en' or 'es'"],
      [{ texts: [{ text: 'Hello', sourceLanguage: 'en', targetLanguage: 'en' }] }, TRANSLATE_SAME_LANGUAGE_MESSAGE],
    ] as const) {
      const response = await draft(aiApp, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    }
    expect(fake.requests.length).toBe(before + 1);
  });

  it('is for organizers only: a signed-in guest and a stranger get 401, and spend nothing', async () => {
    const before = fake.requests.length;
    const guest = await signedInGuest(aiApp.url, { firstName: 'Ana', lastName: 'Ruiz' });
    const asGuest = await draft(aiApp, { texts: [toEs('Guest loop')] }, guest.cookie);
    expect(asGuest.status).toBe(401);
    const asStranger = await fetch(`${aiApp.url}/api/translate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [DEVICE_HEADER]: await deviceFor(aiApp.url, 'drafts-stranger-0001') },
      body: JSON.stringify({ texts: [toEs('Guest loop')] }),
    });
    expect(asStranger.status).toBe(401);
    expect(fake.requests.length).toBe(before);
    expect(await TextTranslationModel.countDocuments({ translatedText: /Guest loop/ })).toBe(0);
  });

  it('over budget: 503 with a clear message, the model never asked, nothing drafted', async () => {
    const before = fake.requests.length;
    const refused = await draft(spentApp, { texts: [toEs('Over budget text')] });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ message: TEXT_TRANSLATION_OVER_BUDGET, reason: 'budget_exhausted' });
    expect(fake.requests.length).toBe(before);
    expect(await TextTranslationModel.countDocuments({ translatedText: /Over budget/ })).toBe(0);
  });

  it('stores nothing when the model miscounts twice or the provider fails, and drafts on the next try', async () => {
    const before = fake.requests.length;
    fake.enqueue(
      { content: JSON.stringify({ translations: ['Uno'] }) },
      { content: JSON.stringify({ translations: ['Uno', 'Dos', 'Tres'] }) },
    );
    const miscounted = await draft(aiApp, { texts: [toEs('One'), toEs('Two')] });
    expect(miscounted.status).toBe(502);
    expect(await miscounted.json()).toMatchObject({ message: TEXT_TRANSLATION_FAILED, reason: 'invalid_output' });
    expect(fake.requests.length).toBe(before + 2);

    fake.fallback = () => ({ status: 500, message: 'Upstream exploded' });
    const failed = await draft(aiApp, { texts: [toEs('One'), toEs('Two')] });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ message: TEXT_TRANSLATION_FAILED, reason: 'provider_error' });
    expect(await TextTranslationModel.countDocuments({ translatedText: /One|Two|Uno/ })).toBe(0);

    fake.fallback = markingTranslator;
    expect(await (await draft(aiApp, { texts: [toEs('One'), toEs('Two')] })).json()).toEqual({
      translations: ['ES: One', 'ES: Two'],
    });
  });
});
