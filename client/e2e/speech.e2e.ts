import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../server/test/fake-openai';
import { seriousAccessibilityViolations } from './axe';
import {
  collectPageErrors,
  describeE2E,
  DESKTOP,
  launchBrowser,
  newPage,
  startApp,
  type RunningApp,
} from './helpers';

const AI_SPEECH = [
  'Good evening, everyone. For those who do not know me, I am Sam, and I have known Sofia since we were six.',
  'I still think about the road trip to Maine, the flat tyre in the rain and the two of them laughing through all of it.',
  'Sofia and Daniel, may your home always be full of music and friends. Please raise your glasses: to the couple!',
].join('\n\n');

const speechText = (page: Page) => page.getByTestId('speech-text');

async function fillForm(page: Page) {
  await page.getByLabel(/^Your Name/).fill('Sam Rivera');
  await page.getByLabel(/Relationship to the Bride/).fill('her sister');
  await page.getByLabel(/Relationship to the Groom/).fill('a friend from college');
  await page.getByLabel('Speech Type').selectOption('maid-of-honor');
  await page.getByLabel(/^Key Memories/).fill('The road trip to Maine in 2019');
  await page.getByLabel(/^Personality Traits/).fill('Kind and curious');
  await page.getByLabel(/^Wishes for the Couple/).fill('A lifetime of laughter');
  await page.getByLabel('Length').selectOption('short');
}

describeE2E('the speech generator', () => {
  let fake: FakeOpenAi;
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    // Slow enough that a reader sees the speech grow.
    fake.chunkDelayMs = 120;
    fake.wordsPerChunk = 2;
    fake.fallback = () => ({ content: AI_SPEECH });
    [app, browser] = await Promise.all([
      startApp({
        env: {
          OPENAI_API_KEY: 'sk-e2e',
          OPENAI_BASE_URL: fake.baseURL,
          OPENAI_MODEL: 'fake-speechwriter',
        },
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await fake?.close();
  });

  test('streams the speech in as it is written, copies it, and offers the built-in writer after a failure', async () => {
    const page = await newPage(browser, {
      viewport: DESKTOP,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const errors = collectPageErrors(page);
    await page.goto(`${app.url}/speech-generator`);
    await page.getByRole('heading', { name: 'Wedding Speech Generator' }).waitFor();
    // The couple's names come from the wedding's settings.
    await page.getByLabel('Relationship to the Bride (Sofia) *').waitFor();
    await fillForm(page);

    const firstWords = page.waitForFunction(() => {
      const text = document.querySelector('[data-testid="speech-text"]');
      return text?.getAttribute('aria-busy') === 'true' && (text.textContent ?? '').length > 0;
    });
    await page.getByRole('button', { name: 'Generate Speech' }).click();
    await firstWords;
    const early = (await speechText(page).textContent()) ?? '';
    expect(AI_SPEECH.startsWith(early)).toBe(true);
    expect(early.length).toBeLessThan(AI_SPEECH.length);
    // It grows while still being written, with a way to stop it.
    await page.waitForFunction((before) => {
      const text = document.querySelector('[data-testid="speech-text"]');
      return text?.getAttribute('aria-busy') === 'true' && (text.textContent ?? '').length > before;
    }, early.length);
    expect(await page.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);

    await page.getByText('Speech Generated!', { exact: true }).first().waitFor({ timeout: 30_000 });
    expect(await speechText(page).textContent()).toBe(AI_SPEECH);
    expect(await page.getByTestId('speech-source').textContent()).toBe(
      'Written by AI (fake-speechwriter)',
    );
    expect(await page.getByRole('heading', { name: 'Tips for Your Speech' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied!', { exact: true }).first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(AI_SPEECH);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // The draft stays on this device: the form and the last speech come back after a reload.
    await page.reload();
    await page.getByText('Your last speech, kept on this device.').waitFor();
    expect(await page.getByLabel(/^Your Name/).inputValue()).toBe('Sam Rivera');
    expect(await speechText(page).textContent()).toBe(AI_SPEECH);

    // In Spanish, the AI is rate limited: the page says so, with a retry and the built-in writer.
    await page.getByRole('button', { name: /Español/ }).click();
    fake.enqueue({ status: 429 });
    await page.getByRole('button', { name: 'Generar Discurso' }).click();
    await page
      .getByText('El redactor de IA está ocupado ahora mismo. Espere un minuto y vuelva a intentarlo.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Reintentar' }).isVisible()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Usar el generador integrado' }).click();
    await page.getByText('¡Discurso Generado!', { exact: true }).first().waitFor();
    expect(await page.getByTestId('speech-source').textContent()).toBe(
      'Escrito por el generador integrado',
    );
    const spanish = (await speechText(page).textContent()) ?? '';
    expect(spanish).toContain('Sam Rivera');
    expect(spanish).toContain('domingo, 31 de agosto de 2025');
    expect(spanish).toContain('The road trip to Maine in 2019');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('Cancel stops the writing and keeps what was written', async () => {
    const page = await newPage(browser, { viewport: DESKTOP });
    await page.goto(`${app.url}/speech-generator`);
    await fillForm(page);
    const requestsBefore = fake.requests.length;
    const started = page.waitForFunction(
      () => (document.querySelector('[data-testid="speech-text"]')?.textContent ?? '').length > 0,
    );
    await page.getByRole('button', { name: 'Generate Speech' }).click();
    await started;
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Stopped. What was written so far is below.').waitFor();
    const kept = (await speechText(page).textContent()) ?? '';
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(AI_SPEECH.length);
    expect(fake.requests.length).toBe(requestsBefore + 1);
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    await page.context().close();
  });
});
