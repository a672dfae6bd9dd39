import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { WeddingSettings } from '../../protocol/wedding';
import { startFakeOpenAi, type FakeOpenAi } from '../../server/test/fake-openai';
import { seriousAccessibilityViolations } from './axe';
import {
  DESKTOP,
  collectPageErrors,
  describeE2E,
  launchBrowser,
  newPage,
  startApp,
  type RunningApp,
} from './helpers';
import { signInAsOrganizer } from './organizer';

type Asked = { from: string; to: string; text: string };
const askedIn = (request: FakeOpenAi['requests'][number]) =>
  JSON.parse(request.messages.at(-1)!.content) as Asked[];

/**
 * "Translate the missing ones" in the wedding editor, drafted by an OpenAI-compatible server on
 * loopback through the real `openai` client: only empty versions are drafted, each is marked as a
 * machine draft until saved, and what the organizer wrote is never replaced.
 */
describeE2E('machine drafts of the wedding’s texts', () => {
  let fake: FakeOpenAi;
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    // As a model would answer: each text in the other language, here marked with it.
    fake.fallback = (request) => ({
      content: JSON.stringify({
        translations: askedIn(request).map(
          ({ to, text }) => `[${to === 'Spanish' ? 'ES' : 'EN'}] ${text}`,
        ),
      }),
    });
    [app, browser] = await Promise.all([
      startApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL } }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await fake?.close();
  });

  test('drafts the empty versions only, marks them until saved, and keeps the organizer’s own text', async () => {
    const page = await newPage(browser, { viewport: DESKTOP });
    const errors = collectPageErrors(page);
    await signInAsOrganizer(page, app.url, '/admin?tab=wedding');
    const form = page.getByRole('form', { name: 'Wedding details' });
    await form.locator('#wedding-contact-note-en').waitFor({ timeout: 15_000 });

    // English only; Spanish only (the organizer's own); and both written.
    await form.locator('#wedding-contact-note-en').fill('Text us if you get lost.');
    await form.locator('#wedding-contact-note-es').fill('');
    await form.locator('#wedding-directions-en').fill('');
    await form.locator('#wedding-directions-es').fill('Siga las farolas hasta el jardín.');
    await form.locator('#wedding-parking-rules-en').fill('No parking on the grass.');
    await form.locator('#wedding-parking-rules-es').fill('Nuestra propia norma.');
    const requestsBefore = fake.requests.length;

    await form.getByRole('button', { name: 'Translate the missing ones' }).click();
    await page
      .getByText('2 drafts filled in. Review them before saving.')
      .waitFor({ timeout: 15_000 });

    // One request to the model, with exactly the two texts whose other version was empty.
    const asked = fake.requests.slice(requestsBefore).flatMap(askedIn);
    expect(fake.requests.length - requestsBefore).toBe(1);
    expect(asked.map(({ text, to }) => `${to}: ${text}`).sort()).toEqual([
      'English: Siga las farolas hasta el jardín.',
      'Spanish: Text us if you get lost.',
    ]);
    expect(await form.locator('#wedding-contact-note-es').inputValue()).toBe(
      '[ES] Text us if you get lost.',
    );
    expect(await form.locator('#wedding-directions-en').inputValue()).toBe(
      '[EN] Siga las farolas hasta el jardín.',
    );
    expect(await form.locator('#wedding-directions-es').inputValue()).toBe(
      'Siga las farolas hasta el jardín.',
    );
    expect(await form.locator('#wedding-parking-rules-es').inputValue()).toBe(
      'Nuestra propia norma.',
    );
    const marks = form.locator('[data-machine-draft]');
    expect(
      (
        await marks.evaluateAll((nodes) =>
          nodes.map((node) => node.getAttribute('data-machine-draft')),
        )
      ).sort(),
    ).toEqual(['contact.noteEs', 'parking.directions']);
    expect(await marks.first().textContent()).toBe('Machine draft — review before saving');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Saved, the drafts are the organizer's text: stored as they read, and no longer marked.
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved', { exact: true }).waitFor({ timeout: 10_000 });
    await expect.poll(() => marks.count()).toBe(0);
    const settings = (await (await fetch(`${app.url}/api/wedding`)).json()) as WeddingSettings;
    expect(settings.contact.noteEs).toBe('[ES] Text us if you get lost.');
    expect(settings.parking.directions).toBe('[EN] Siga las farolas hasta el jardín.');
    expect(settings.parking.directionsEs).toBe('Siga las farolas hasta el jardín.');
    expect(settings.parking.rulesEs).toEqual(['Nuestra propia norma.']);
    expect(errors).toEqual([]);
  });
});
