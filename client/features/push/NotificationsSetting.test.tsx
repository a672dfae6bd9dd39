import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { forgetCachedReads } from '../../lib/forget-cached-reads';
import { renderWithProviders } from '../../test/render';
import { NotificationsSetting } from './NotificationsSetting';
import { applicationServerKeyOf } from './push-support';

// A P-256 public key as `web-push generate-vapid-keys` prints it (65 bytes, base64url).
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://push.example.net/send/phone-1';
const KEYS = { p256dh: `B${'Q'.repeat(86)}`, auth: 'A'.repeat(22) };

type Permission = NotificationPermission;

/** A browser with the Push API, a registered worker and the permission in `permission`. */
function pushCapableBrowser(options: { permission?: Permission; answer?: Permission } = {}) {
  const notification = {
    permission: options.permission ?? 'default',
    requestPermission: vi.fn(async () => {
      notification.permission = options.answer ?? 'granted';
      return notification.permission;
    }),
  };
  let current: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe,
  } as unknown as PushSubscription;
  const subscribe = vi.fn(async () => (current = subscription));
  const registration = {
    pushManager: { getSubscription: async () => current, subscribe },
  } as unknown as ServiceWorkerRegistration;
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { notification, subscribe, unsubscribe };
}

let requests: { method: string; url: string; body: unknown }[];
let subscribeStatus: number;

beforeEach(() => {
  requests = [];
  subscribeStatus = 201;
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      requests.push({ method: init.method ?? 'GET', url, body });
      if (url === '/api/push/public-key') return Response.json({ publicKey: PUBLIC_KEY });
      if (url === '/api/push/subscriptions')
        return Response.json({ endpoint: ENDPOINT }, { status: subscribeStatus });
      return Response.json({ message: 'not here' }, { status: 404 });
    }),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (window as { isSecureContext?: unknown }).isSecureContext;
  await act(() => i18n.changeLanguage('en'));
});

const setting = () => screen.getByTestId('notifications-setting');
const stateOf = async (state: string) => {
  await vi.waitFor(() => expect(setting()).toHaveAttribute('data-state', state));
};

describe('notifications on this phone', () => {
  it('asks nothing on load; a tap asks, subscribes, stores the subscription; another tap undoes it', async () => {
    const browser = pushCapableBrowser();
    renderWithProviders(
      <main>
        <NotificationsSetting />
      </main>,
    );
    await stateOf('off');
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    expect(setting()).toHaveTextContent('Get the announcements on this phone');

    await userEvent.click(screen.getByRole('button', { name: 'Turn notifications on' }));
    await stateOf('on');
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKeyOf(PUBLIC_KEY),
    });
    expect(requests.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/push/subscriptions',
      body: { endpoint: ENDPOINT, expirationTime: null, language: 'en', keys: KEYS },
    });
    expect(setting()).toHaveTextContent('Notifications are on');
    expect(setting()).toHaveTextContent('You can turn them off here at any time.');
    expect((await axe.run(document.body)).violations).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Turn notifications off' }));
    await stateOf('off');
    expect(requests.find((r) => r.method === 'DELETE')?.body).toEqual({ endpoint: ENDPOINT });
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
  });

  it('reads an existing subscription as on', async () => {
    const browser = pushCapableBrowser({ permission: 'granted' });
    await browser.subscribe();
    renderWithProviders(
      <main>
        <NotificationsSetting />
      </main>,
    );
    await stateOf('on');
    expect(screen.getByRole('button', { name: 'Turn notifications off' })).toBeInTheDocument();
  });

  it('drops the browser subscription when the server refuses it, and says so', async () => {
    const browser = pushCapableBrowser();
    subscribeStatus = 400;
    renderWithProviders(
      <main>
        <NotificationsSetting />
      </main>,
    );
    await stateOf('off');
    await userEvent.click(screen.getByRole('button', { name: 'Turn notifications on' }));
    expect(
      await screen.findByText('Notifications could not be changed. Please try again.'),
    ).toBeInTheDocument();
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
    expect(setting()).toHaveAttribute('data-state', 'off');
  });

  it('says how to allow them when the guest refuses the browser’s question', async () => {
    const browser = pushCapableBrowser({ answer: 'denied' });
    renderWithProviders(
      <main>
        <NotificationsSetting />
      </main>,
    );
    await stateOf('off');
    await userEvent.click(screen.getByRole('button', { name: 'Turn notifications on' }));
    await stateOf('blocked');
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(requests.some((r) => r.url.startsWith('/api/push'))).toBe(false);
    expect(setting()).toHaveTextContent('Your browser blocks notifications from this site.');
    expect(setting()).toHaveTextContent('allow notifications for this site, then reload');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect((await axe.run(document.body)).violations).toEqual([]);
  });

  it('shows a browser that already blocks them as blocked, with no button', async () => {
    pushCapableBrowser({ permission: 'denied' });
    renderWithProviders(
      <main>
        <NotificationsSetting />
      </main>,
    );
    await stateOf('blocked');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a browser without the Push API cannot receive them', async () => {
    renderWithProviders(
      <main>
        <NotificationsSetting />
      </main>,
    );
    await stateOf('unsupported');
    expect(setting()).toHaveTextContent('This browser cannot receive notifications.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect((await axe.run(document.body)).violations).toEqual([]);
  });

  it('tells an iPhone in Safari to add the app to the home screen first, in both languages', async () => {
    pushCapableBrowser();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1',
    );
    renderWithProviders(
      <main>
        <NotificationsSetting />
      </main>,
    );
    await stateOf('ios-install');
    expect(setting()).toHaveTextContent("'Add to Home Screen'");
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect((await axe.run(document.body)).violations).toEqual([]);
    await act(() => i18n.changeLanguage('es'));
    expect(setting()).toHaveTextContent("'Agregar a inicio'");
    expect(screen.getByRole('group', { name: 'Notificaciones en este teléfono' })).toBeTruthy();
  });

  it('says notifications are not possible on plain http (the LAN mode)', async () => {
    pushCapableBrowser();
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: false });
    renderWithProviders(
      <main>
        <NotificationsSetting />
      </main>,
    );
    await stateOf('insecure');
    expect(setting()).toHaveTextContent('open over plain http (not https)');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('subscribes in Spanish with the page’s language', async () => {
    pushCapableBrowser();
    await act(() => i18n.changeLanguage('es'));
    renderWithProviders(
      <main>
        <NotificationsSetting />
      </main>,
    );
    await stateOf('off');
    await userEvent.click(screen.getByRole('button', { name: 'Activar notificaciones' }));
    await stateOf('on');
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({ language: 'es' });
    expect(setting()).toHaveTextContent('Las notificaciones están activadas');
  });

  it('is turned off when the guest signs out (a shared phone)', async () => {
    const browser = pushCapableBrowser({ permission: 'granted' });
    await browser.subscribe();
    await forgetCachedReads(true);
    expect(requests.find((r) => r.method === 'DELETE')?.body).toEqual({ endpoint: ENDPOINT });
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
  });
});
