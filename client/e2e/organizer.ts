import type { Page } from 'playwright-core';
import { E2E_ADMIN_PASSWORD } from './helpers';

// What an organizer does, on the dashboard or through its API: sign in, hold a session, watch a
// tab go live. The guests' side is guest.ts.

/**
 * Signs in on the organizers' dashboard as an organizer would: opens `path` (a dashboard address,
 * `/admin?tab=games` say), types the password every app of these tests is given and taps Admin
 * Access. What the signed-in page should show next is the caller's to wait for.
 */
export async function signInAsOrganizer(
  page: Page,
  appUrl: string,
  path = '/admin',
): Promise<void> {
  await page.goto(`${appUrl}${path}`);
  await page.getByLabel(/^Password/).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Admin Access' }).click();
}

/**
 * An organizer's session cookie, for a test that sets up through the API what the dashboard
 * would: the `cookie` header to send with the organizers' requests.
 */
export async function organizerCookie(appUrl: string): Promise<string> {
  const session = await fetch(`${appUrl}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: E2E_ADMIN_PASSWORD }),
  });
  if (!session.ok) throw new Error(`the organizer's sign-in answered ${session.status}`);
  const pairs = session.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  return pairs.join('; ');
}

/**
 * Resolves once the page's socket was admitted to `topic` (the server's acknowledgement of the
 * subscribe), so a push sent from then on cannot be missed. Call it before the page opens.
 */
export function subscribedTo(page: Page, topic: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString();
        if (new RegExp(`"subscribed":\\[[^\\]]*"${topic}"`).test(text)) resolve();
      }),
    );
  });
}

/**
 * Signs in on the dashboard at `tab` (`wedding`, `guests`...) and waits until the dashboard is
 * shown, its tab list included: the first load of the admin chunk is slow on a loaded machine.
 */
export async function openDashboard(page: Page, appUrl: string, tab: string): Promise<void> {
  await signInAsOrganizer(page, appUrl, `/admin?tab=${tab}`);
  await page.getByRole('tab', { name: 'Guest List' }).waitFor({ timeout: 15_000 });
}
