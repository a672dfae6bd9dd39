import type { CDPSession, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import {
  startTestPushService,
  type TestPushService,
} from '../../server/features/push/test-push-service';
import { seriousAccessibilityViolations } from './axe';
import {
  collectPageErrors,
  describeE2E,
  newPage,
  withAppAndBrowser,
  WITH_SERVICE_WORKER,
} from './helpers';
import { enterAsGuest } from './guest';
import { organizerCookie } from './organizer';

/**
 * Chromium's own `PushManager.subscribe` needs Google's push service, which this machine cannot
 * reach: the page gets the subscription a phone would have at the loopback push service instead
 * (its endpoint and keys), the rest of the browser (permission, service worker, notifications) real.
 */
function stubSubscribe(page: Page, subscription: { endpoint: string; keys: object }) {
  return page.addInitScript((sub) => {
    let current: PushSubscription | null = null;
    const made = {
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: async () => ((current = null), true),
    } as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      (window as unknown as { subscribedWith: unknown }).subscribedWith = options;
      return (current = made);
    };
    PushManager.prototype.getSubscription = async () => current;
  }, subscription);
}

/**
 * The service worker's registration id, as the DevTools protocol names it, once its version is
 * activated (a push is delivered to the active version only).
 */
async function activeRegistrationId(cdp: CDPSession, scope: string): Promise<string> {
  let registrationId: string | undefined;
  const activated = new Set<string>();
  return new Promise((resolve) => {
    const settle = () => {
      if (registrationId && activated.has(registrationId)) resolve(registrationId);
    };
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      registrationId ??= registrations.find(
        (r) => r.scopeURL === scope && !r.isDeleted,
      )?.registrationId;
      settle();
    });
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const version of versions)
        if (version.status === 'activated') activated.add(version.registrationId);
      settle();
    });
    void cdp.send('ServiceWorker.enable');
  });
}

describeE2E('notifications on a phone (Web Push)', () => {
  let service: TestPushService;
  const e2e = withAppAndBrowser({
    fake: async () => {
      service = await startTestPushService();
      return {
        env: {
          // The loopback push service is this machine's: allowed by the tests-only setting, which a
          // production start refuses.
          NODE_ENV: 'test',
          PUSH_ALLOW_LOOPBACK_ENDPOINTS: 'true',
          NODE_EXTRA_CA_CERTS: service.caFile,
        },
        close: () => service.close(),
      };
    },
  });

  test('a guest turns them on; an announcement reaches the push service and the worker shows it', async () => {
    const phone = service.phone();
    const page = await newPage(e2e.browser, WITH_SERVICE_WORKER);
    const errors = collectPageErrors(page);
    await page.context().grantPermissions(['notifications'], { origin: e2e.app.url });
    await stubSubscribe(page, phone.subscription);
    await page.goto(`${e2e.app.url}/`);
    await enterAsGuest(page, 'Ana');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });

    const setting = page.getByTestId('notifications-setting');
    await setting.scrollIntoViewIfNeeded();
    await page.locator('[data-testid="notifications-setting"][data-state="off"]').waitFor();
    const stored = page.waitForResponse(
      (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
    );
    await setting.getByRole('button', { name: 'Turn notifications on' }).click();
    expect((await stored).status()).toBe(201);
    await page.locator('[data-testid="notifications-setting"][data-state="on"]').waitFor();
    expect(await setting.textContent()).toContain('Notifications are on');
    const { publicKey } = (await (await fetch(`${e2e.app.url}/api/push/public-key`)).json()) as {
      publicKey: string;
    };
    const subscribedWith = await page.evaluate(() => {
      const options = (window as unknown as { subscribedWith: PushSubscriptionOptions })
        .subscribedWith;
      const key = new Uint8Array(options.applicationServerKey as ArrayBuffer);
      return { userVisibleOnly: options.userVisibleOnly, key: btoa(String.fromCharCode(...key)) };
    });
    expect(subscribedWith.userVisibleOnly).toBe(true);
    expect(Buffer.from(subscribedWith.key, 'base64').toString('base64url')).toBe(publicKey);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // The subscription is stored: an announcement sent with the push channel reaches this phone.
    const cookie = await organizerCookie(e2e.app.url);
    const headers = { 'content-type': 'application/json', cookie };
    const created = await fetch(`${e2e.app.url}/api/announcements`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: 'Cake time',
        message: 'The cake is being cut, come to the terrace',
        channels: ['push'],
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const sent = await fetch(`${e2e.app.url}/api/announcements/${id}/send`, {
      method: 'POST',
      headers,
    });
    expect(sent.status).toBe(200);
    await expect.poll(() => phone.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const payload = phone.received[0]!.text;
    expect(JSON.parse(payload)).toMatchObject({
      title: 'Cake time',
      body: 'The cake is being cut, come to the terrace',
    });

    // What the push service would hand the phone, delivered to its service worker.
    const cdp = await page.context().newCDPSession(page);
    const registrationId = await activeRegistrationId(cdp, `${e2e.app.url}/`);
    const deliver = () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: e2e.app.url,
        registrationId,
        data: payload,
      });
    const shown = async () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url: string }).url,
        }));
      });
    // On a loaded machine Chromium now and then shows nothing for a push delivered through DevTools
    // (two runs in five here; cause not found): it is delivered again, as a push service retries an
    // unacknowledged message. The tag makes a second delivery replace the first, never add one.
    for (let attempt = 1; (await shown()).length === 0; attempt += 1) {
      if (attempt > 3) throw new Error('the service worker showed no notification for the push');
      await deliver();
      await expect
        .poll(shown, { timeout: 10_000 })
        .toHaveLength(1)
        .catch(() => undefined);
    }
    expect(await shown()).toEqual([
      {
        title: 'Cake time',
        body: 'The cake is being cut, come to the terrace',
        tag: `announcement-${id}`,
        url: `${e2e.app.url}/`,
      },
    ]);
    // The same push again replaces the notification (its tag) rather than stacking a second.
    await deliver();
    await expect.poll(shown).toHaveLength(1);

    // Turned off: the subscription leaves the server and the browser.
    const removed = page.waitForResponse(
      (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'DELETE',
    );
    await setting.getByRole('button', { name: 'Turn notifications off' }).click();
    expect((await removed).status()).toBe(200);
    await page.locator('[data-testid="notifications-setting"][data-state="off"]').waitFor();
    expect(errors).toEqual([]);
  });
});
