import { MongoClient } from 'mongodb';
import { deviceFor } from '../../server/test/devices';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { PersonalizedRecommendations, Itinerary } from '../../protocol/ai';
import { DEVICE_HEADER } from '../../protocol/http';
import { startFakeOpenAi, type FakeOpenAi } from '../../server/test/fake-openai';
import type { Page } from 'playwright-core';
import { seriousAccessibilityViolations } from './axe';
import { collectPageErrors, describeE2E, newPage, withAppAndBrowser } from './helpers';
import { homeSection, signInWithInviteCode } from './guest';

const recommendations: PersonalizedRecommendations = {
  recommendations: [
    {
      title: 'Reserve a room near College Park',
      description: 'You are coming from Lisbon: stay close to the chapel the night before.',
      category: 'venue',
      priority: 'high',
      personalization_reason: 'You are traveling from Lisbon, Portugal.',
      actionable_tips: ['Book early: August weekends fill up.'],
    },
  ],
};
const itinerary: Itinerary = {
  personal_notes: ['Lot Y has accessible spaces facing the chapel.'],
  timeline: [
    {
      time: '8:15 AM',
      location: 'Lot Y',
      activity: 'Arrive and park',
      notes: 'Two minutes from the chapel.',
      personalized_tip: 'Use the step-free path.',
    },
  ],
};

/** Answers like a model would, by what the request asks for. */
/** Every message of a request, whatever order the endpoint put its own instructions in. */
const promptOf = (request: FakeOpenAi['requests'][number]) =>
  request.messages.map((message) => message.content).join('\n');
const isTranslation = (request: FakeOpenAi['requests'][number]) =>
  request.messages.some((message) => message.content.startsWith('Translate'));

function answer(request: FakeOpenAi['requests'][number]) {
  const system = promptOf(request);
  if (isTranslation(request)) return { content: '¡Qué día tan bonito bajo el roble!' };
  if (system.includes('plan the wedding day')) return { content: JSON.stringify(itinerary) };
  return { content: JSON.stringify(recommendations) };
}

// The app reads the fake's address when it starts, after the fake is up.
const env: Record<string, string> = { OPENAI_API_KEY: 'e2e-key', OPENAI_MODEL: 'e2e-model' };
let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.fallback = answer;
  env.OPENAI_BASE_URL = fake.baseURL;
});
afterAll(() => fake?.close());

/** Marta, on the organizers' guest list with the fields the assistant personalises from. */
async function addMarta(mongoUri: string) {
  const client = new MongoClient(mongoUri);
  try {
    const now = new Date();
    await client.db().collection('guest_list').insertOne({
      firstName: 'Marta',
      lastName: 'Silva',
      email: 'marta@example.com',
      inviteCode: 'MARTA7K2',
      rsvpStatus: 'confirmed',
      plusOne: true,
      category: 'family',
      side: 'groom',
      travelingFrom: 'Lisbon, Portugal',
      accessibilityNeeds: 'Uses a wheelchair',
      invitationSent: true,
      isAuthenticated: false,
      createdAt: now,
      updatedAt: now,
    });
  } finally {
    await client.close();
  }
}

async function signInAsMarta(page: Page, url: string) {
  await signInWithInviteCode(page, url, { name: 'Marta Silva', code: 'MARTA7K2' });
}

describeE2E('the personal assistant and post translation', () => {
  const e2e = withAppAndBrowser({ env });

  beforeAll(() => addMarta(e2e.app.mongoUri));

  test('a stranger is asked to sign in', async () => {
    const page = await newPage(e2e.browser);
    await page.goto(`${e2e.app.url}/ai-assistant`);
    await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/guest-login',
    );
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  test('a guest signed in with an invite code gets both tabs, in English and Spanish', async () => {
    const page = await newPage(e2e.browser);
    const errors = collectPageErrors(page);
    await signInAsMarta(page, e2e.app.url);

    await page.goto(`${e2e.app.url}/ai-assistant`);
    await page.getByRole('heading', { name: 'Welcome, Marta!' }).waitFor();
    await page.getByText('Reserve a room near College Park').waitFor();
    await page.getByText('Why this matters for you').waitFor();
    await page.getByText('Written by AI from your invitation and the wedding’s details.').waitFor();
    // The prompt came from the guest's record on the server.
    const prompt = fake.requests.find((r) => promptOf(r).includes('personal assistant'));
    expect(prompt && promptOf(prompt)).toContain('Uses a wheelchair');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // The itinerary loaded with the page: its tab shows it without another click.
    await page.getByRole('tab', { name: 'Personal Itinerary' }).click();
    await page.getByText('Your Personalized Schedule').waitFor();
    await page.getByText('Personal Notes').waitFor();
    await page.getByText('Use the step-free path.').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /Español/ }).click();
    await page.getByRole('tab', { name: 'Itinerario Personal' }).waitFor();
    await page.getByText('Su Horario Personalizado').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Recomendaciones' }).click();
    await page.getByRole('button', { name: 'Actualizar Recomendaciones' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    // The answers were asked again in Spanish, and the model was told so.
    const spanish = fake.requests.filter(
      (r) =>
        promptOf(r).includes('personal assistant') && promptOf(r).includes('in natural Spanish'),
    );
    expect(spanish.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('"See translation" on a moment asks the endpoint once', async () => {
    const shared = await fetch(`${e2e.app.url}/api/live-wedding-moments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [DEVICE_HEADER]: await deviceFor(e2e.app.url, 'e2e-translate-phone-01'),
      },
      body: JSON.stringify({
        guestName: 'Ana',
        content: 'What a beautiful day under the oak tree!',
      }),
    });
    expect(shared.status).toBe(201);

    const page = await newPage(e2e.browser);
    const errors = collectPageErrors(page);
    // 'See translation' is for guests signed in with their invitation (a new translation costs).
    await signInAsMarta(page, e2e.app.url);
    await page.getByRole('button', { name: 'Español' }).click();
    const moments = await homeSection(page, 'live-wedding-moments');
    const card = moments.locator('article', { hasText: 'under the oak tree' });
    const translations = () => fake.requests.filter(isTranslation).length;
    const before = translations();
    await card.getByRole('button', { name: 'Ver traducción' }).click();
    await card.getByText('¡Qué día tan bonito bajo el roble!').waitFor();
    await card.getByText('Traducido por IA').waitFor();
    expect(translations()).toBe(before + 1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Another guest's phone is answered from the database.
    const other = await newPage(e2e.browser);
    await signInAsMarta(other, e2e.app.url);
    await other.getByRole('button', { name: 'Español' }).click();
    const otherMoments = await homeSection(other, 'live-wedding-moments');
    const otherCard = otherMoments.locator('article', { hasText: 'under the oak tree' });
    await otherCard.getByRole('button', { name: 'Ver traducción' }).click();
    await otherCard.getByText('¡Qué día tan bonito bajo el roble!').waitFor();
    expect(translations()).toBe(before + 1);
    expect(errors).toEqual([]);
    await other.context().close();
    await page.context().close();
  });
});

describeE2E('the built-in assistant, without an AI endpoint, in the guest’s language', () => {
  const e2e = withAppAndBrowser();

  beforeAll(() => addMarta(e2e.app.mongoUri));

  test('switching to Spanish rewrites both tabs in Spanish, with the same lot and times', async () => {
    const page = await newPage(e2e.browser);
    const errors = collectPageErrors(page);
    await signInAsMarta(page, e2e.app.url);
    await page.goto(`${e2e.app.url}/ai-assistant`);
    await page.getByRole('heading', { name: 'Accessible parking in Lot Y', exact: true }).waitFor();
    await page
      .getByText('Prepared from the wedding’s schedule and your invitation (no AI was used).')
      .waitFor();

    await page.getByRole('button', { name: /Español/ }).click();
    await page
      .getByRole('heading', { name: 'Estacionamiento accesible en Lot Y', exact: true })
      .waitFor();
    await page
      .getByText('Preparado con el programa de la boda y su invitación (sin usar IA).')
      .waitFor();
    await page.getByText('Use las plazas accesibles de Lot Y.', { exact: true }).waitFor();
    expect(await page.getByText('Accessible parking in Lot Y').count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Itinerario Personal' }).click();
    await page.getByText('Llegada y estacionamiento', { exact: true }).waitFor();
    await page.getByText(/^¡Hola, Marta!/).waitFor();
    await page
      .getByText('Consejo: Use las plazas accesibles y el camino sin escalones.', { exact: true })
      .waitFor();
    expect(await page.getByText('Arrive and park').count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
