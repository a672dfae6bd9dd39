import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstScreenData } from '../../../protocol/first-screen';
import { startTestApp, type TestApp } from '../../test/harness';
import { defaultWeddingSettings } from './defaults';

// The shape scripts/first-screen-plugin.ts writes (the e2e tests serve the real build's).
const BOOT = "document.documentElement.setAttribute('data-fs-view','gate')";
const variant = (name: string, body: string) =>
  `<!--fs:${name}--><div data-fs="${name}">${body}</div><!--/fs:${name}-->`;
const TEMPLATE = `<!doctype html><html lang="en"><head><title>Our Wedding</title><script>${BOOT}</script></head><body><div id="root">${[
  variant('en-gate', '<h1>%%couple%%</h1><p>Join %%couple%% on %%date%%.</p>'),
  variant('en-gate-invite', '<h1>%%couple%%</h1><p>Invite only</p>'),
  variant('es-gate', '<h1>%%couple%%</h1><p>El %%date%%.</p>'),
  variant('en-hero', '<p>%%date%% · %%town%%</p><span data-unit="days">%%days%%</span>'),
  variant('en-hero-after', '<p>%%date%% · %%town%%</p><p>%%marriedFor%%</p>'),
].join('')}</div><!--fs-data--><!--fs-phrases:${JSON.stringify({
  en: {
    marriedFor: 'Married for {{duration}}',
    yearsAndDays: '{{years}} and {{days}}',
    year: '{{count}} year',
    years: '{{count}} years',
    day: '{{count}} day',
    days: '{{count}} days',
  },
})}--></body></html>`;

/** The app's clock: 87 days after the seeded wedding's first anniversary (2025-08-31). */
const NOW = new Date('2026-11-26T12:00:00Z');

let app: TestApp;
let cookie: string;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'first-screen-'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(clientDir, 'first-screen.html'), TEMPLATE);
  app = await startTestApp({}, { clientDir, clock: () => NOW });
  cookie = await app.organizerCookie();
});
afterAll(async () => {
  await app.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const home = async (headers: Record<string, string> = {}) => {
  const response = await fetch(`${app.url}/`, { headers });
  return { response, html: await response.text() };
};

describe('GET / with the first screen in the HTML', () => {
  it('fills the couple, the date and the countdown from the settings, in both languages', async () => {
    const { response, html } = await home();
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('<h1>Sofia &#38; Daniel</h1>');
    expect(html).toContain('Join Sofia &#38; Daniel on');
    expect(html).toMatch(/El \d+ de [a-z]+ de \d{4}\./);
    expect(html).not.toMatch(/%%[a-zA-Z]+%%/);
    // Past the wedding: the hero's card says for how long, never a countdown.
    expect(html).toContain('<p>Married for 1 year and 87 days</p>');
    expect(html).not.toContain('data-unit="days"');
    expect(html).not.toContain('fs-phrases');
    // The open site's gate, not the invite-only one.
    expect(html).not.toContain('Invite only');
    // The settings ride along for React's first render, unable to close their script element.
    expect(html).toContain('<script type="application/json" id="first-screen-settings">');
  });

  it('allows its inline script by the hash of the built file, in the CSP header', async () => {
    const { response } = await home();
    const hash = createHash('sha256').update(BOOT).digest('base64');
    const scriptSrc = /script-src ([^;]+)/.exec(
      response.headers.get('content-security-policy') ?? '',
    );
    expect(scriptSrc?.[1]).toContain(`'sha256-${hash}'`);
    expect(scriptSrc?.[1]).not.toContain('unsafe-inline');
  });

  it('shows the new names and date as soon as an organizer saves them, escaped', async () => {
    const edit = structuredClone(defaultWeddingSettings);
    edit.couple.displayName = 'Ana <b>& "Luis"</script>';
    edit.ceremonyStart = '2026-12-01T12:30';
    edit.timeZone = 'UTC';
    const saved = await fetch(`${app.url}/api/admin/wedding`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(edit),
    });
    expect(saved.status).toBe(200);
    const { html } = await home();
    expect(html).toContain('<h1>Ana &#60;b&#62;&#38; &#34;Luis&#34;&#60;/script&#62;</h1>');
    expect(html).not.toContain('<b>&');
    // Five days and 30 minutes ahead of the clock: the countdown, filled at this request.
    expect(html).toContain(
      'Join Ana &#60;b&#62;&#38; &#34;Luis&#34;&#60;/script&#62; on December 1, 2026.',
    );
    expect(html).toContain('<span data-unit="days">05</span>');
    expect(html).not.toContain('Married for');
    // One closing tag per script element: the name inside the JSON island is escaped too.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    // The island carries the settings and the long date as written on the screen, per language,
    // for React's first render.
    const island =
      /<script type="application\/json" id="first-screen-settings">(.*?)<\/script>/.exec(html);
    const data = JSON.parse(island?.[1] ?? 'null') as FirstScreenData;
    expect(data.settings.couple.displayName).toBe('Ana <b>& "Luis"</script>');
    expect(data.weddingDate).toEqual({ en: 'December 1, 2026', es: '1 de diciembre de 2026' });
  });

  it('starts in the browser’s language, and serves other pages without the home screen', async () => {
    const { html } = await home({ 'accept-language': 'es-MX,es;q=0.9' });
    expect(html).toContain('<html lang="es" data-fs-lang="es"');
    const other = await (await fetch(`${app.url}/timeline`)).text();
    expect(other).not.toContain('data-fs');
  });
});
