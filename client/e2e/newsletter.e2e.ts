import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../../protocol/newsletter';
import { startSmtpSink, type SmtpSink } from '../../server/test/smtp-sink';
import { freePort } from '../../server/test/built-app';
import { seriousAccessibilityViolations } from './axe';
import {
  collectPageErrors,
  describeE2E,
  DESKTOP,
  launchBrowser,
  newPage,
  type RunningApp,
  startApp,
  withAppAndBrowser,
} from './helpers';
import { enterAsGuest, homeSection, openAsGuest } from './guest';
import { signInAsOrganizer } from './organizer';

const linkIn = (text: string, path: string) => {
  const match = new RegExp(`(http://\\S+${path}\\?token=[A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
};

describeE2E('e-mail updates', () => {
  let sink: SmtpSink;
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    sink = await startSmtpSink();
    // E-mail to guests needs PUBLIC_URL (its links come from nowhere else): the app's own address.
    const port = await freePort();
    const env = { ...sink.env, PUBLIC_URL: `http://127.0.0.1:${port}` };
    [app, browser] = await Promise.all([startApp({ env, port }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await sink?.close();
  });

  test('subscribe on the home page, confirm from the e-mail, receive a sent announcement, unsubscribe', async () => {
    const guest = await newPage(browser);
    const errors = collectPageErrors(guest);
    await guest.goto(`${app.url}/`);
    await enterAsGuest(guest, 'Ana');
    const box = guest.getByRole('region', { name: 'Wedding updates by e-mail' });
    await box.scrollIntoViewIfNeeded({ timeout: 20_000 });
    expect(await seriousAccessibilityViolations(guest)).toEqual([]);
    await box.getByLabel('Your e-mail').fill('Ana.Updates@Example.test');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await box.getByText(NEWSLETTER_MESSAGES.checkInbox, { exact: true }).waitFor();

    const confirmation = await sink.waitFor((m) => m.to.includes('ana.updates@example.test'));
    const confirmPage = await newPage(browser);
    await confirmPage.goto(linkIn(confirmation.text, '/newsletter/confirm'));
    await confirmPage.getByText(NEWSLETTER_MESSAGES.confirmed, { exact: true }).waitFor();
    expect(await seriousAccessibilityViolations(confirmPage)).toEqual([]);

    const organizer = await newPage(browser, { viewport: DESKTOP });
    await signInAsOrganizer(organizer, app.url, '/admin?tab=announcements');
    await organizer
      .getByText(
        'E-mail updates: 1 confirmed subscriber receives sent announcements addressed to everyone.',
      )
      .waitFor({ timeout: 15_000 });
    await organizer.getByLabel(/^Title/).fill('Shuttle to the party');
    await organizer.getByLabel(/^Message/).fill('The bus leaves the hotel at 17:00.');
    await organizer.getByRole('button', { name: 'Save as draft' }).click();
    await organizer.getByRole('button', { name: 'Send “Shuttle to the party” now' }).click();

    const update = await sink.waitFor(
      (m) => m.subject === 'Shuttle to the party' && m.to.includes('ana.updates@example.test'),
      20_000,
    );
    expect(update.text).toContain('The bus leaves the hotel at 17:00.');
    expect(update.headers['list-unsubscribe']).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);

    // In Spanish: the unsubscribe page from the message's link.
    const unsubscribe = await newPage(browser);
    await unsubscribe.goto(linkIn(update.text, '/newsletter/unsubscribe'));
    await unsubscribe.getByRole('button', { name: 'Español' }).click();
    await unsubscribe.getByRole('button', { name: 'Darme de baja' }).waitFor();
    expect(await seriousAccessibilityViolations(unsubscribe)).toEqual([]);
    await unsubscribe.getByRole('button', { name: 'Darme de baja' }).click();
    await unsubscribe
      .getByText('Te diste de baja y no recibirás más novedades de la boda.', { exact: true })
      .waitFor();
    await organizer.reload();
    await organizer
      .getByText(
        'E-mail updates: 0 confirmed subscribers receive sent announcements addressed to everyone.',
      )
      .waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  test('the box speaks Spanish and is axe clean', async () => {
    const guest = await openAsGuest(browser, app.url, 'Luis');
    await guest.getByRole('button', { name: 'Español' }).click();
    const box = guest.getByRole('region', { name: 'Novedades de la boda por correo' });
    await box.scrollIntoViewIfNeeded({ timeout: 20_000 });
    await box.getByLabel('Tu correo electrónico').fill('luis@example.test');
    await box.getByRole('button', { name: 'Suscribirme' }).click();
    await box.getByText(/^¡Casi listo!/).waitFor();
    expect(await seriousAccessibilityViolations(guest)).toEqual([]);
    const mail = await sink.waitFor((m) => m.to.includes('luis@example.test'));
    expect(mail.subject).toMatch(/^Confirma tu suscripción/);
  });
});

describeE2E('e-mail updates without SMTP', () => {
  const e2e = withAppAndBrowser();

  test('hides the box and tells organizers why', async () => {
    const guest = await newPage(e2e.browser);
    await guest.goto(`${e2e.app.url}/`);
    const capability = guest.waitForResponse((r) => r.url().endsWith('/api/newsletter'));
    await enterAsGuest(guest, 'Ana');
    expect(await (await capability).json()).toEqual({ enabled: false });
    await homeSection(guest, 'contact', { timeout: 20_000 });
    expect(await guest.getByRole('region', { name: 'Wedding updates by e-mail' }).count()).toBe(0);

    const organizer = await newPage(e2e.browser, { viewport: DESKTOP });
    await signInAsOrganizer(organizer, e2e.app.url, '/admin?tab=announcements');
    await organizer
      .getByText(NEWSLETTER_MESSAGES.notConfigured, { exact: true })
      .waitFor({ timeout: 15_000 });
  });
});
