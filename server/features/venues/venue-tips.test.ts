import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { guestTypes, recommendationsResponseSchema } from '../../../protocol/venues';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai';
import { startTestApp, type TestApp } from '../../test/harness';
import { changeStoredWeddingSettings, storedWeddingSettings } from '../wedding/seed';
import { AiVenueTipsModel } from './ai-advisor';

let fake: FakeOpenAi;
let aiApp: TestApp;
let builtInApp: TestApp;
/** The assistant's share set to 0%: the AI is never asked, and the built-in tips are served. */
let spentApp: TestApp;

const prompt = (request: FakeOpenAi['requests'][number]) =>
  request.messages.map((m) => m.content).join('\n');
const isVenueTips = (request: FakeOpenAi['requests'][number]) =>
  prompt(request).includes('venues page');
const venueTipRequests = () => fake.requests.filter(isVenueTips).length;

/** Tips as a model would write them, in the language it was asked for. */
const writer: FakeOpenAi['fallback'] = (request) => {
  const spanish = prompt(request).includes('natural Spanish');
  const tips = spanish
    ? ['IA: Llegue temprano.', 'IA: Estacione en Lot Y.', 'IA: Traiga agua.']
    : ['AI: Arrive early.', 'AI: Park in Lot Y.', 'AI: Bring water.'];
  return { content: JSON.stringify({ tips }) };
};

async function tips(app: TestApp, body: unknown) {
  const response = await fetch(`${app.url}/api/venues/recommendations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return recommendationsResponseSchema.parse(await response.json());
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.fallback = writer;
  const ai = { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseURL };
  aiApp = await startTestApp(ai);
  spentApp = await startTestApp({ ...ai, AI_DAILY_SHARES: 'assistant=0' });
  builtInApp = await startTestApp();
});
afterEach(() => {
  fake.fallback = writer;
});
afterAll(async () => {
  await Promise.all([aiApp?.close(), spentApp?.close(), builtInApp?.close()]);
  await fake?.close();
});

describe('venue tips in the page’s language', () => {
  it('without an AI endpoint: the built-in tips, in Spanish for a Spanish page, said to be built-in', async () => {
    for (const guestType of guestTypes) {
      const answer = await tips(builtInApp, { guestType, language: 'es' });
      expect(answer.source).toBe('built-in');
      expect(answer.recommendations.length).toBeGreaterThanOrEqual(4);
      expect(answer.recommendations.every((tip) => !/undefined|NaN|\[object/.test(tip))).toBe(true);
    }
    const international = (
      await tips(builtInApp, { guestType: 'international-guest', language: 'es' })
    ).recommendations.join(' ');
    expect(international).toContain('Todas las horas son locales');
    expect(international).toContain('31/08/2025');
    expect(international).toContain('domingo, 31 de agosto de 2025');
    const mobility = (
      await tips(builtInApp, { guestType: 'mobility-assistance', language: 'es' })
    ).recommendations.join(' ');
    expect(mobility).toContain(
      'Quien conduzca puede dejarle primero en la entrada de Memorial Chapel Garden',
    );
    // A caller that does not say (the spec's body) still gets English.
    const english = await tips(builtInApp, { guestType: 'out-of-town' });
    expect(english).toMatchObject({ source: 'built-in' });
    expect(english.recommendations.join(' ')).toMatch(/Sunday, August 31, 2025/);
  });

  it('with an AI endpoint: AI-written in the page’s language, then served from the cache', async () => {
    const before = venueTipRequests();
    const spanish = await tips(aiApp, { guestType: 'elderly-family', language: 'es' });
    expect(spanish).toEqual({
      recommendations: ['IA: Llegue temprano.', 'IA: Estacione en Lot Y.', 'IA: Traiga agua.'],
      source: 'ai',
    });
    expect(venueTipRequests()).toBe(before + 1);
    const asked = prompt(fake.requests.filter(isVenueTips).at(-1)!);
    expect(asked).toContain('an elderly family member');
    expect(asked).toContain('Memorial Chapel Garden');

    expect(await tips(aiApp, { guestType: 'elderly-family', language: 'es' })).toEqual(spanish);
    expect(venueTipRequests()).toBe(before + 1);

    // Another language, or another guest type, is another set.
    expect(
      (await tips(aiApp, { guestType: 'elderly-family', language: 'en' })).recommendations[0],
    ).toBe('AI: Arrive early.');
    expect(venueTipRequests()).toBe(before + 2);
  });

  it('writes new tips once an organizer edits the venues, and keeps only those', async () => {
    await tips(aiApp, { guestType: 'out-of-town', language: 'es' });
    const before = venueTipRequests();
    const stored = await storedWeddingSettings<{
      venues: { reception: { accessibility: string } };
    }>();
    await changeStoredWeddingSettings({
      'venues.reception.accessibility': 'Ramp at the side door.',
    });
    try {
      await tips(aiApp, { guestType: 'out-of-town', language: 'es' });
      expect(venueTipRequests()).toBe(before + 1);
      expect(prompt(fake.requests.filter(isVenueTips).at(-1)!)).toContain('Ramp at the side door.');
      expect(await AiVenueTipsModel.countDocuments({ kind: 'out-of-town:es' })).toBe(1);
    } finally {
      await changeStoredWeddingSettings({
        'venues.reception.accessibility': stored!.venues.reception.accessibility,
      });
    }
  });

  it('falls back to the built-in tips, said to be built-in, when the AI fails, and asks again next time', async () => {
    fake.fallback = () => ({ status: 500 });
    const failed = await tips(aiApp, { guestType: 'parent-with-children', language: 'es' });
    expect(failed.source).toBe('built-in');
    expect(failed.recommendations.join(' ')).toContain('siesta');
    expect(await AiVenueTipsModel.countDocuments({ kind: 'parent-with-children:es' })).toBe(0);

    fake.fallback = writer;
    const before = venueTipRequests();
    expect((await tips(aiApp, { guestType: 'parent-with-children', language: 'es' })).source).toBe(
      'ai',
    );
    expect(venueTipRequests()).toBe(before + 1);
  });

  it('falls back to the built-in tips without asking the model when the assistant’s share is spent', async () => {
    const before = fake.requests.length;
    const answer = await tips(spentApp, { guestType: 'international-guest', language: 'es' });
    expect(answer.source).toBe('built-in');
    expect(answer.recommendations.join(' ')).toContain('Todas las horas son locales');
    expect(fake.requests.length).toBe(before);
  });
});
