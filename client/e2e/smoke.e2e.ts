import { expect, test } from 'vitest';
import { collectPageErrors, describeE2E, newPage, settledPage, withAppAndBrowser } from './helpers';
import { enterAsGuest } from './guest';
import { seriousAccessibilityViolations } from './axe';

describeE2E('the built site', () => {
  const e2e = withAppAndBrowser();

  test('the home page loads and greets the guest', async () => {
    const page = await newPage(e2e.browser);
    const response = await page.goto(`${e2e.app.url}/`);
    expect(response?.status()).toBe(200);
    await expect
      .poll(() => page.getByText('Welcome to Our Wedding').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.context().close();
  });

  test('an unknown path answers 404 and shows the 404 page', async () => {
    const page = await newPage(e2e.browser);
    const response = await page.goto(`${e2e.app.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByText('404 Page Not Found').waitFor({ timeout: 15_000 });
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(
      true,
    );
    await page.context().close();
  });

  test('the test browser reaches this machine only, as a run without Internet would', async () => {
    const page = await newPage(e2e.browser);
    await expect(page.goto('http://example.com/')).rejects.toThrow(/ERR_PROXY_CONNECTION_FAILED/);
    await expect(page.goto('https://93.184.215.14/')).rejects.toThrow(
      /ERR_PROXY_CONNECTION_FAILED/,
    );
    await page.context().close();
    const onThisMachine = await newPage(e2e.browser);
    expect((await onThisMachine.goto(`${e2e.app.url}/api/health`))?.status()).toBe(200);
    await onThisMachine.context().close();
  });

  test('GET /api/health answers ok with the database up', async () => {
    const response = await fetch(`${e2e.app.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', db: 'up' });
  });

  test('the home page logs no console error, before and after a guest enters', async () => {
    const page = await newPage(e2e.browser);
    const errors = collectPageErrors(page);
    // The live connection is accepted once Socket.IO's connect packet ("40") arrives.
    const connected = new Promise<void>((resolve) =>
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).startsWith('40')) resolve();
        }),
      ),
    );
    await page.goto(`${e2e.app.url}/`);
    await enterAsGuest(page);
    // Down to the bottom, then until every lazy part has loaded and the socket is connected: the
    // late work that could log an error is done.
    await page.keyboard.press('End');
    await settledPage(page);
    await connected;
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the welcome gate has no serious or critical accessibility violation', async () => {
    const page = await newPage(e2e.browser);
    await page.goto(`${e2e.app.url}/`);
    await page.getByLabel('Your First Name').waitFor({ timeout: 15_000 });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  test('the home page has no serious or critical accessibility violation', async () => {
    const page = await newPage(e2e.browser);
    await page.goto(`${e2e.app.url}/`);
    await enterAsGuest(page);
    await page.waitForLoadState('networkidle');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });
});
