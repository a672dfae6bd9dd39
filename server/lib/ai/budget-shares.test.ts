import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedTriviaSchema } from '../../../protocol/games';
import { DEVICE_HEADER } from '../../../protocol/http';
import { signedInGuest } from '../../features/guests/test-support';
import { speechForm } from '../../features/speech/test-support';
import { deviceFor } from '../../test/devices';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai';
import { startTestApp, type TestApp } from '../../test/harness';

const quiz = {
  questions: [
    {
      question: 'Where do Sofia and Daniel marry?',
      options: ['Memorial Chapel Garden', 'City Hall'],
      correctAnswer: 0,
    },
  ],
};
const recommendations = {
  recommendations: [
    {
      title: 'Rest before the lunch',
      description: 'There are four hours between the ceremony and the lunch.',
      category: 'activities',
      priority: 'medium',
      personalization_reason: 'The day is long.',
      actionable_tips: ['Check in to your hotel after the ceremony.'],
    },
  ],
};

let fake: FakeOpenAi;
let app: TestApp;
let devices = 0;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  // Whatever is asked, a usable answer: only the budget can make a feature fall back.
  fake.fallback = (request) => {
    const prompt = request.messages.map((message) => message.content).join('\n');
    if (prompt.includes('trivia')) return { content: JSON.stringify(quiz) };
    if (prompt.includes('recommendations')) return { content: JSON.stringify(recommendations) };
    return { content: 'Good evening, everyone. To Sofia and Daniel!' };
  };
  app = await startTestApp(
    {
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseURL,
      // 20 a day: trivia may spend one (5%), the speech writer and the assistant six each (30%).
      AI_DAILY_REQUEST_LIMIT: '20',
      AI_DAILY_SHARES: 'trivia=5',
    },
    {
      // The budget is per UTC day: at noon of a day the test sets, a run crossing midnight cannot
      // find a fresh day's budget halfway through.
      clock: () => new Date('2026-11-23T12:00:00Z'),
    },
  );
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

async function post(path: string, body: unknown, cookie?: string) {
  devices += 1;
  return fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [DEVICE_HEADER]: await deviceFor(
        app.url,
        `shares-device-${String(devices).padStart(8, '0')}`,
      ),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

describe('each AI feature’s share of the day', () => {
  it('lets a loop empty the trivia share while the speech writer and the assistant still work', async () => {
    // New trivia sets (a Spanish page, then an English one, ...) until the AI is refused.
    let source = 'ai';
    for (let i = 0; i < 30 && source === 'ai'; i += 1) {
      const response = await post('/api/games/generate-trivia', {
        playerName: `Looper ${i}`,
        language: i % 2 ? 'en' : 'es',
      });
      expect(response.status).toBe(201);
      source = issuedTriviaSchema.parse(await response.json()).source;
    }
    expect(source).toBe('built-in');

    const speech = await post('/api/speech/generate', speechForm);
    expect(speech.status).toBe(200);
    expect(await speech.json()).toMatchObject({ source: 'ai' });

    const { cookie } = await signedInGuest(app.url, { firstName: 'Marta', lastName: 'Gil' });
    const assistant = await post(
      '/api/personalized-recommendations',
      { language: 'en', guestProfile: { firstName: 'Marta' } },
      cookie,
    );
    expect(assistant.status).toBe(200);
    expect(await assistant.json()).toMatchObject({ source: 'ai' });
  });
});
