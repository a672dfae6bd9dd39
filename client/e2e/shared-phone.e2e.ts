import { seedInvitedGuests } from './seed-guests';
import type { Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from '../../protocol/contract';
import { momentSchema } from '../../protocol/moments';
import { seriousAccessibilityViolations } from './axe';
import {
  describeE2E,
  DESKTOP,
  goOffline,
  newPage,
  WITH_SERVICE_WORKER,
  withAppAndBrowser,
} from './helpers';
import { enterAsGuest, homeSection, signInWithInviteCode } from './guest';
import { organizerCookie } from './organizer';

/**
 * A name for the app's loopback address that is not loopback to the browser: pages there are on
 * plain http as on a venue's LAN, not a secure context (127.0.0.1 and localhost count as secure).
 */
const LAN_HOST = 'wedding.lan';
const LAN_BROWSER_ARGS = [
  `--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`,
  `--proxy-bypass-list=${LAN_HOST}`,
];

/** The service worker's cache of the API's reads (client/features/pwa/offline-reads.ts). */
const API_READS = 'api-reads';

/** Two invited guests, written straight into the app's own database as an import would. */
async function seedGuests(mongoUri: string): Promise<Record<'ana' | 'ben', string>> {
  const [ana, ben] = await seedInvitedGuests(mongoUri, [
    { firstName: 'Ana', lastName: 'Garcia', email: 'ana@example.com', inviteCode: 'ANA4P9QR' },
    { firstName: 'Ben', lastName: 'Okafor', email: 'ben@example.com', inviteCode: 'BEN7K2MX' },
  ]);
  return { ana: ana!, ben: ben! };
}

async function signIn(page: Page, url: string, name: string, code: string): Promise<void> {
  await signInWithInviteCode(page, url, { name, code });
  await page
    .getByText(`Welcome, ${name.split(' ')[0]}`)
    .first()
    .waitFor();
}

async function waitUntilControlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
}

/** The paths of what the service worker keeps of the API's reads. */
const cachedPaths = (page: Page) =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, API_READS);

/**
 * An entry standing for whatever this visit's session read, put where the worker keeps reads: the
 * test then waits for the page to have emptied the cache, whichever reads came before.
 */
const SENTINEL = '/api/wedding?kept-for=previous-session';
const putSentinel = (page: Page) =>
  page.evaluate(
    async ([name, path]) => {
      const cache = await caches.open(name);
      await cache.put(path, new Response('{"kept":"for the last session"}'));
    },
    [API_READS, SENTINEL] as const,
  );
const sentinelKept = (page: Page) =>
  page.evaluate(
    async ([name, path]) => (await (await caches.open(name)).match(path)) !== undefined,
    [API_READS, SENTINEL] as const,
  );

/** Every read the contract marks personal, as a page would ask for it. */
const personalPaths = allEndpoints
  .filter(({ endpoint }) => endpoint.method === 'GET' && endpoint.personal)
  .map(({ endpoint }) => endpoint.path.replace(/:\w+/g, '0123456789abcdef01234567'));
const isPersonal = (path: string) =>
  allEndpoints.some(
    ({ endpoint }) =>
      endpoint.personal && new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`).test(path),
  );

describeE2E('a phone shared by two guests', () => {
  const e2e = withAppAndBrowser({ browserArgs: LAN_BROWSER_ARGS });
  let ids: Record<'ana' | 'ben', string>;
  beforeAll(async () => {
    ids = await seedGuests(e2e.app.mongoUri);
  });

  test('offline, the next guest gets none of the last one’s answers', async () => {
    const url = e2e.app.url;
    const bio = `Ana's words ${Date.now()}: rock climber and baker.`;
    const phone = await newPage(e2e.browser, { ...WITH_SERVICE_WORKER, viewport: DESKTOP });
    await signIn(phone, url, 'Ana Garcia', 'ANA4P9QR');
    await waitUntilControlled(phone);

    // Ana fills in her profile and opens her own pages, through the service worker.
    await phone.goto(`${url}/meet-the-guests`);
    await phone.getByLabel('A few words about you').fill(bio);
    await phone.getByRole('button', { name: 'Save profile' }).click();
    await phone.getByText('Other guests can see your profile.').waitFor({ timeout: 20_000 });
    await phone.reload();
    await expect.poll(() => phone.getByLabel('A few words about you').inputValue()).toBe(bio);
    await phone.goto(`${url}/my-posts`);
    await phone
      .getByText('The couple has not turned on personal downloads yet. Please come back later.')
      .waitFor();
    expect((await cachedPaths(phone)).filter(isPersonal)).toEqual([]);

    // Ana signs out: what her session read is forgotten.
    await putSentinel(phone);
    await phone.goto(`${url}/`);
    await phone.locator('#home').getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => sentinelKept(phone)).toBe(false);

    // Ben signs in on the same phone, then the venue's Wi-Fi drops.
    await signIn(phone, url, 'Ben Okafor', 'BEN7K2MX');
    await phone.goto(`${url}/meet-the-guests`);
    await phone.getByRole('heading', { name: 'Meet the Guests', level: 1 }).waitFor();
    await expect.poll(() => phone.getByLabel('A few words about you').inputValue()).toBe('');
    await goOffline(phone);

    // His page, offline, shows nothing of Ana's...
    await phone.reload();
    await phone.getByRole('heading', { name: 'Meet the Guests', level: 1 }).waitFor();
    expect(await phone.getByText(bio).count()).toBe(0);
    // ... and a personal read gets no answer at all, where a public one comes from the cache.
    const answers = await phone.evaluate(
      (paths) =>
        Promise.all(
          paths.map((path) =>
            fetch(path, { credentials: 'include' }).then(
              async (response) => `${response.status} ${await response.text()}`,
              () => 'no answer',
            ),
          ),
        ),
      ['/api/wedding', ...personalPaths],
    );
    expect(answers[0]).toMatch(/^200 /);
    expect(answers.slice(1)).toEqual(personalPaths.map(() => 'no answer'));
    expect((await cachedPaths(phone)).filter(isPersonal)).toEqual([]);
    await phone.context().setOffline(false);
    await phone.context().close();
  });

  test('a session the server ends, and a refused call, empty the read cache', async () => {
    const url = e2e.app.url;
    const phone = await newPage(e2e.browser, { ...WITH_SERVICE_WORKER, viewport: DESKTOP });
    await signIn(phone, url, 'Ben Okafor', 'BEN7K2MX');
    await waitUntilControlled(phone);
    // The timeline says when its live connection (opened with Ben's session) is up.
    await phone.goto(`${url}/timeline`);
    await phone.getByText(/^Live: new messages and reactions/).waitFor({ timeout: 15_000 });
    await putSentinel(phone);

    // An organizer gives Ben a new code: his session ends and the server closes his socket.
    const organizer = await organizerCookie(url);
    const regenerated = await fetch(`${url}/api/admin/guests/${ids.ben}/invite-code`, {
      method: 'POST',
      headers: { cookie: organizer },
    });
    expect(regenerated.status).toBe(200);
    await expect.poll(() => sentinelKept(phone)).toBe(false);

    // A call the API refuses (401: a wrong organizer password) empties it too.
    await putSentinel(phone);
    await phone.goto(`${url}/admin`);
    await phone.getByLabel('Password').fill('not the password');
    await phone.getByRole('button', { name: 'Admin Access' }).click();
    await expect.poll(() => sentinelKept(phone)).toBe(false);
    await phone.context().close();
  });

  test('on a plain-http LAN address the page says what it cannot do, and a post made offline still waits', async () => {
    const lanUrl = e2e.app.url.replace('127.0.0.1', LAN_HOST);
    const phone = await newPage(e2e.browser, WITH_SERVICE_WORKER);
    await phone.goto(`${lanUrl}/`);
    await enterAsGuest(phone, 'Lucía');
    expect(
      await phone.evaluate(() => [
        window.isSecureContext,
        'serviceWorker' in navigator,
        typeof caches,
      ]),
    ).toEqual([false, false, 'undefined']);
    const note = phone.getByRole('complementary', { name: 'No app on this address' });
    await note.waitFor({ timeout: 20_000 });
    await note
      .getByText(/cannot install it as an app, and it will not open without a connection/)
      .waitFor();
    expect(await phone.getByRole('button', { name: 'Install App' }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(phone)).toEqual([]);

    // The offline outbox needs no service worker: the post waits in IndexedDB, then is sent.
    const moments = await homeSection(phone, 'live-wedding-moments', { timeout: 30_000 });
    await moments.getByRole('button', { name: 'Share Moment' }).waitFor();
    await goOffline(phone);
    const content = `Posted on the LAN over http ${Date.now()}`;
    await moments.getByLabel('Your Moment').fill(content);
    await moments.getByRole('button', { name: 'Share Moment' }).click();
    const waiting = moments.locator('[data-outbox="waiting"]').filter({ hasText: content });
    await waiting
      .getByText("Saved on this phone — will send when you're back online.", { exact: true })
      .waitFor();
    await phone.context().setOffline(false);
    await waiting.waitFor({ state: 'detached', timeout: 20_000 });
    const stored = z
      .array(momentSchema)
      .parse(await (await fetch(`${e2e.app.url}/api/live-wedding-moments`)).json());
    expect(stored.filter((moment) => moment.content === content)).toHaveLength(1);

    // In Spanish too, and the guest can close it.
    await phone.getByRole('button', { name: 'Español' }).click();
    const nota = phone.getByRole('complementary', { name: 'Sin app en esta dirección' });
    await nota.getByText(/no puede instalarlo como app y no se abrirá sin conexión/).waitFor();
    expect(await seriousAccessibilityViolations(phone)).toEqual([]);
    await nota.getByRole('button', { name: 'Cerrar esta nota' }).click();
    await nota.waitFor({ state: 'detached' });
    await phone.context().close();
  });
});
