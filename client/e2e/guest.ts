import type { Browser, Locator, Page } from 'playwright-core';
import { newPage } from './helpers';

// What a guest does on the site, as they would on their phone: past the gate, in with an invite
// code, down to a home-page section, onto the timeline. The organizers' side is organizer.ts.

/** Passes the guest gate as a guest would: types a first name on the welcome card and enters. */
export async function enterAsGuest(page: Page, firstName = 'Ana'): Promise<void> {
  // The app's own form, not the served one: typing and a tap before the app has started are
  // first-screen.e2e.ts's subject; here they would race the hand-over on a loaded machine.
  await page.locator('[data-fs]').first().waitFor({ state: 'detached' });
  await page.getByLabel('Your First Name').fill(firstName);
  await page.getByRole('button', { name: 'Enter Wedding Website' }).click();
  await page.getByText(`Welcome, ${firstName}`).first().waitFor();
}

/**
 * A guest's phone past the gate: a page as newPage makes it (`options`), on the home page, entered
 * with `firstName` (enterAsGuest). For a test whose subject starts once a guest is in.
 */
export async function openAsGuest(
  browser: Browser,
  appUrl: string,
  firstName = 'Ana',
  options: Parameters<typeof newPage>[1] = {},
): Promise<Page> {
  const page = await newPage(browser, options);
  await page.goto(`${appUrl}/`);
  await enterAsGuest(page, firstName);
  return page;
}

/**
 * Signs an invited guest in as they would from the link on their card (/guest-login?code=...),
 * and waits for the home page it leads to. A failure says which step stopped: the server's answer
 * to the sign-in, or the page after it.
 */
export async function signInWithInviteCode(
  page: Page,
  url: string,
  guest: { name: string; code: string },
): Promise<void> {
  await page.goto(`${url}/guest-login?code=${guest.code}`);
  // The app has read ?code= into the form: it is running, so the tap below reaches its handler.
  await page.waitForFunction(
    (code) =>
      (document.getElementById('guest-login-code') as HTMLInputElement | null)?.value === code,
    guest.code.toUpperCase(),
  );
  await page.getByLabel(/Your Name/).fill(guest.name);
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/guest-auth' &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Sign In' }).click();
  const answer = await answered;
  if (!answer.ok()) throw new Error(`sign-in answered ${answer.status()}: ${await answer.text()}`);
  await page.waitForURL(`${url}/`);
}

/**
 * A home-page section once its chunk has loaded, scrolled into view as a guest reaching it would.
 * Until then HomePage shows a placeholder with the same id that React later replaces, so a locator
 * by id alone may act on an element that is gone a moment later ("Element is not attached to the
 * DOM"); only the real section carries data-section-loaded (HomeSectionShell).
 */
export async function homeSection(
  page: Page,
  id: string,
  options: { timeout?: number } = {},
): Promise<Locator> {
  const section = page.locator(`section#${id}[data-section-loaded]`);
  await section.scrollIntoViewIfNeeded(options);
  return section;
}

/**
 * A guest's phone on /timeline, past the gate, once `event`'s card is shown. `touch`: a phone
 * that taps rather than clicks.
 */
export async function openTimelineAsGuest(
  browser: Browser,
  appUrl: string,
  firstName: string,
  { event, touch = false }: { event: string; touch?: boolean },
): Promise<Page> {
  const page = await openAsGuest(browser, appUrl, firstName, { hasTouch: touch, isMobile: touch });
  await page.goto(`${appUrl}/timeline`);
  await page.getByRole('article', { name: event }).waitFor();
  return page;
}
