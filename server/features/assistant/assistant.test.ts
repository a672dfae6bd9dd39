import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceFor } from '../../test/devices';
import {
  ASSISTANT_SIGN_IN_MESSAGE,
  itineraryResponseSchema,
  recommendationsResponseSchema,
  type PersonalizedRecommendations,
} from '../../../protocol/ai';
import { DEVICE_HEADER } from '../../../protocol/http';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai';
import { startTestApp, type TestApp } from '../../test/harness';
import { seedGuest, storedGuest } from '../guests/seed';
import { changeStoredTimelineEvents } from '../timeline/seed';

let fake: FakeOpenAi;
let aiApp: TestApp;
let builtInApp: TestApp;
let aiCookie: string;
let builtInCookie: string;
let device = 0;

async function signIn(app: TestApp): Promise<string> {
  const response = await fetch(`${app.url}/api/guest-auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'Marta', inviteCode: 'MARTA7K2' }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0].split(';')[0];
}

async function ask(
  app: TestApp,
  path: 'personalized-recommendations' | 'personalized-itinerary',
  cookie?: string,
  language: string = 'en',
) {
  device += 1;
  return fetch(`${app.url}/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [DEVICE_HEADER]: await deviceFor(
        app.url,
        `assistant-device-${String(device).padStart(8, '0')}`,
      ),
      ...(cookie ? { cookie } : {}),
    },
    // Whatever a browser claims about the guest is ignored: the record decides.
    body: JSON.stringify({
      language,
      guestProfile: { firstName: 'Mallory', mobility_needs: false },
    }),
  });
}

const aiRecommendations: PersonalizedRecommendations = {
  recommendations: [
    {
      title: 'Rest before the lunch',
      description: 'There are four hours between the ceremony and the lunch.',
      category: 'activities',
      priority: 'medium',
      personalization_reason: 'You are traveling from Lisbon.',
      actionable_tips: ['Check in to your hotel after the ceremony.'],
    },
  ],
};

beforeAll(async () => {
  fake = await startFakeOpenAi();
  // One after the other: both apps seed the same database at start-up.
  aiApp = await startTestApp({
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_MODEL: 'fake-model',
  });
  builtInApp = await startTestApp();
  await seedGuest({
    firstName: 'Marta',
    lastName: 'Silva',
    email: 'marta@example.com',
    phone: '(301) 555-0100',
    inviteCode: 'MARTA7K2',
    category: 'family',
    side: 'groom',
    travelingFrom: 'Lisbon, Portugal',
    accessibilityNeeds: 'Uses a wheelchair',
    plusOne: true,
  });
  // The organizers moved the photos: the assistant must read the stored schedule.
  await changeStoredTimelineEvents({ category: 'photos' }, { time: '09:55' });
  [aiCookie, builtInCookie] = await Promise.all([signIn(aiApp), signIn(builtInApp)]);
});
afterAll(async () => {
  await Promise.all([aiApp?.close(), builtInApp?.close()]);
  await fake?.close();
});

describe('the assistant without an AI endpoint', () => {
  it('refuses a browser with no invite-code session', async () => {
    for (const path of ['personalized-recommendations', 'personalized-itinerary'] as const) {
      const response = await ask(builtInApp, path);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: ASSISTANT_SIGN_IN_MESSAGE });
    }
  });

  it('answers from the guest’s record and the wedding’s data, saying the site wrote it', async () => {
    const response = await ask(builtInApp, 'personalized-recommendations', builtInCookie);
    expect(response.status).toBe(200);
    const { recommendations, source } = recommendationsResponseSchema.parse(await response.json());
    expect(source).toBe('built-in');
    const titles = recommendations.map((r) => r.title);
    expect(titles).toContain('Accessible parking in Lot Y');
    expect(titles).toContain('Your trip from Lisbon, Portugal to College Park');
    expect(JSON.stringify(recommendations)).not.toContain('Mallory');
  });

  it('plans the day on the stored schedule', async () => {
    const response = await ask(builtInApp, 'personalized-itinerary', builtInCookie);
    const itinerary = itineraryResponseSchema.parse(await response.json());
    expect(itinerary.source).toBe('built-in');
    expect(itinerary.timeline.find((e) => e.activity === 'Photos with the Couple')).toMatchObject({
      time: '9:55 AM',
      personalized_tip: 'Family photos: stay close to the couple.',
    });
    expect(itinerary.personal_notes[0]).toMatch(/^Welcome, Marta!/);
  });

  it('answers a Spanish-reading guest in Spanish, with the same facts', async () => {
    const recommendations = recommendationsResponseSchema.parse(
      await (await ask(builtInApp, 'personalized-recommendations', builtInCookie, 'es')).json(),
    ).recommendations;
    const titles = recommendations.map((r) => r.title);
    expect(titles).toContain('Estacionamiento accesible en Lot Y');
    expect(titles).toContain('Su viaje desde Lisbon, Portugal hasta College Park');
    const itinerary = itineraryResponseSchema.parse(
      await (await ask(builtInApp, 'personalized-itinerary', builtInCookie, 'es')).json(),
    );
    expect(itinerary.personal_notes[0]).toMatch(/^¡Hola, Marta!/);
    // The day's events by their Spanish titles, where the organizers wrote one.
    expect(itinerary.timeline.find((e) => e.activity === 'Fotos con los novios')).toMatchObject({
      time: '9:55 AM',
      personalized_tip: 'Fotos de familia: quédese cerca de los novios.',
    });
    expect(itinerary.timeline.some((e) => e.activity === 'Photos with the Couple')).toBe(false);
  });

  it('refuses a language the site does not speak', async () => {
    const response = await ask(builtInApp, 'personalized-recommendations', builtInCookie, 'fr');
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("language must be 'en' or 'es'");
  });
});

describe('the assistant through an AI endpoint', () => {
  it('sends the guest’s record and the wedding’s facts, and answers the validated reply', async () => {
    const before = fake.requests.length;
    fake.enqueue({ content: JSON.stringify(aiRecommendations) });
    const response = await ask(aiApp, 'personalized-recommendations', aiCookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...aiRecommendations, source: 'ai' });
    expect(fake.requests.length).toBe(before + 1);
    const request = fake.requests[before];
    expect(request.model).toBe('fake-model');
    const prompt = request.messages.map((m) => m.content).join('\n');
    for (const fact of [
      'Lisbon, Portugal',
      'Uses a wheelchair',
      'groom',
      'Memorial Chapel Garden',
      'Lot Y',
      '9:55 AM',
      'The Dock Street Table',
    ]) {
      expect(prompt).toContain(fact);
    }
    // Contact details stay out of the prompt, and so does the fixed context of old.
    expect(prompt).not.toContain('marta@example.com');
    expect(prompt).not.toContain('Garden chapel');
    expect(request.messages.map((message) => message.content).join('\n')).toContain('in English');
  });

  it('asks the model to answer a Spanish-reading guest in Spanish', async () => {
    const before = fake.requests.length;
    fake.enqueue({ content: JSON.stringify(aiRecommendations) });
    const response = await ask(aiApp, 'personalized-recommendations', aiCookie, 'es');
    expect(response.status).toBe(200);
    expect(fake.requests[before].messages.map((message) => message.content).join('\n')).toContain(
      'in natural Spanish',
    );
  });

  it('retries once on a malformed answer, then succeeds', async () => {
    const before = fake.requests.length;
    fake.enqueue(
      { malformed: true },
      {
        content: JSON.stringify({
          personal_notes: ['Hi'],
          timeline: [{ time: '9:00 AM', location: 'Chapel', activity: 'Ceremony', notes: '' }],
        }),
      },
    );
    const response = await ask(aiApp, 'personalized-itinerary', aiCookie);
    expect(response.status).toBe(200);
    expect(itineraryResponseSchema.parse(await response.json()).source).toBe('ai');
    expect(fake.requests.length).toBe(before + 2);
  });

  it('gives a clear error after two answers that do not fit the shape', async () => {
    const before = fake.requests.length;
    fake.enqueue(
      { malformed: true },
      { content: '{"recommendations": [{"title": "No category"}]}' },
    );
    const response = await ask(aiApp, 'personalized-recommendations', aiCookie);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ reason: 'invalid_output' });
    expect(fake.requests.length).toBe(before + 2);
  });

  it('tells a rate limit and a provider error apart', async () => {
    // Every request fails alike, whatever retries the client makes before giving up.
    const answer = fake.fallback;
    try {
      fake.fallback = () => ({ status: 429, message: 'Rate limit reached' });
      const limited = await ask(aiApp, 'personalized-recommendations', aiCookie);
      // 503, never 429: on this site a 429 means the guest's own device is sending too fast.
      expect(limited.status).toBe(503);
      expect(await limited.json()).toMatchObject({ reason: 'rate_limited' });

      fake.fallback = () => ({ status: 500, message: 'Internal error' });
      const broken = await ask(aiApp, 'personalized-itinerary', aiCookie);
      expect(broken.status).toBe(502);
      expect(await broken.json()).toMatchObject({ reason: 'provider_error' });
    } finally {
      fake.fallback = answer;
    }
  });
});

describe('the organizers’ guest form', () => {
  it('keeps side, travelling from and accessibility needs, and the assistant follows them', async () => {
    const organizer = await builtInApp.organizerCookie();
    const guest = await storedGuest({ inviteCode: 'MARTA7K2' });
    const save = (body: Record<string, unknown>) =>
      fetch(`${builtInApp.url}/api/admin/guests/${guest!._id.toString()}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: organizer },
        body: JSON.stringify({
          name: 'Marta Silva',
          email: 'marta@example.com',
          category: 'friends',
          ...body,
        }),
      });

    const local = await save({
      side: 'bride',
      travelingFrom: 'College Park, MD',
      accessibilityNeeds: '',
    });
    expect(local.status).toBe(200);
    const row = (await local.json()) as Record<string, unknown>;
    expect(row).toMatchObject({ side: 'bride', travelingFrom: 'College Park, MD' });
    expect(row).not.toHaveProperty('accessibilityNeeds');
    const answer = recommendationsResponseSchema.parse(
      await (await ask(builtInApp, 'personalized-recommendations', builtInCookie)).json(),
    );
    const titles = answer.recommendations.map((r) => r.title);
    expect(titles).toContain('Park in Lot Y');
    expect(titles.some((title) => title.startsWith('Your trip'))).toBe(false);

    expect((await save({ side: 'cousin' })).status).toBe(400);
    expect((await save({ travelingFrom: 'x'.repeat(121) })).status).toBe(400);
  });
});
