import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Each test loads the language module (and i18n) afresh, as a page load does: what it starts in
 * is decided when the module first runs.
 */
async function pageLoad(browserLanguages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages);
  vi.resetModules();
  const { i18n } = await import('../../lib/i18n');
  const language = await import('./language');
  return { i18n, ...language };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the language a page load starts in', () => {
  it('keeps the language the guest chose across a reload', async () => {
    const first = await pageLoad(['en-US', 'en']);
    expect(first.currentLanguage()).toBe('en');
    expect(first.switchLanguage('es')).toBe(true);

    const reloaded = await pageLoad(['en-US', 'en']);
    expect(reloaded.currentLanguage()).toBe('es');
    expect(reloaded.i18n.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');

    // Back to English is a choice too, and it is kept as well.
    reloaded.switchLanguage('en');
    expect((await pageLoad(['es-MX'])).currentLanguage()).toBe('en');
  });

  it("gives a first visit the browser's language when the site speaks it", async () => {
    expect((await pageLoad(['es-MX', 'en'])).currentLanguage()).toBe('es');
    expect((await pageLoad(['fr-FR', 'en-GB'])).currentLanguage()).toBe('en');
    expect(localStorage.length).toBe(0);
  });

  it("gives a browser in neither language the wedding's default, never over a choice", async () => {
    const french = await pageLoad(['fr-FR', 'de']);
    expect(french.currentLanguage()).toBe('en');
    expect(french.applyWeddingDefault('es')).toBe(true);
    expect(french.currentLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    // Not remembered as a choice: the next load asks the wedding again.
    expect(localStorage.length).toBe(0);

    const english = await pageLoad(['en-US']);
    expect(english.applyWeddingDefault('es')).toBe(false);
    expect(english.currentLanguage()).toBe('en');

    const chose = await pageLoad(['fr-FR']);
    chose.switchLanguage('es');
    chose.switchLanguage('en');
    expect(chose.applyWeddingDefault('es')).toBe(false);
    expect(chose.currentLanguage()).toBe('en');
  });

  it("applies a signed-in guest's stored language only when this phone has no choice yet", async () => {
    const fresh = await pageLoad(['en-US']);
    expect(fresh.applyGuestLanguage('es')).toBe(true);
    expect(fresh.currentLanguage()).toBe('es');
    expect((await pageLoad(['en-US'])).currentLanguage()).toBe('es');

    const chose = await pageLoad(['en-US']);
    chose.switchLanguage('en');
    expect(chose.applyGuestLanguage('es')).toBe(false);
    expect(chose.currentLanguage()).toBe('en');
  });
});
