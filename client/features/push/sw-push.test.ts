import { beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationOf, targetUrlOf } from './notification-of';

const ORIGIN = 'https://wedding.example';

describe('the notification a push shows', () => {
  it('shows the announcement’s title and text, with the icon, a tag per announcement and the page', () => {
    const payload = {
      kind: 'announcement',
      id: 'a1',
      title: 'Cake',
      body: 'On the terrace',
      url: '/',
    };
    expect(notificationOf(JSON.stringify(payload), ORIGIN)).toEqual({
      title: 'Cake',
      options: {
        body: 'On the terrace',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        tag: 'announcement-a1',
        data: { url: `${ORIGIN}/` },
      },
    });
  });

  it('shows a timeline reminder tagged by its event, a tap opening the timeline', () => {
    const payload = {
      kind: 'reminder',
      id: 'e1',
      title: 'Starting in 10 minutes: The first dance',
      body: '',
      url: '/timeline',
    };
    expect(notificationOf(JSON.stringify(payload), ORIGIN)).toMatchObject({
      title: 'Starting in 10 minutes: The first dance',
      options: { tag: 'reminder-e1', data: { url: `${ORIGIN}/timeline` } },
    });
  });

  it('shows the app’s name for a push that is not the JSON expected', () => {
    expect(notificationOf('not json', ORIGIN)).toMatchObject({
      title: 'Wedding App',
      options: { body: '', tag: 'wedding', data: { url: `${ORIGIN}/` } },
    });
    expect(notificationOf(null, ORIGIN).title).toBe('Wedding App');
  });

  it('never leads out of the site', () => {
    expect(targetUrlOf('/timeline', ORIGIN)).toBe(`${ORIGIN}/timeline`);
    expect(targetUrlOf(`${ORIGIN}/#announcements`, ORIGIN)).toBe(`${ORIGIN}/#announcements`);
    expect(targetUrlOf('https://evil.example/', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(targetUrlOf('//evil.example/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(targetUrlOf('javascript:alert(1)', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(targetUrlOf(42, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});

type Listener = (event: Record<string, unknown>) => void;

/** The worker's global scope as sw-push.ts uses it, with two of the site's tabs and one elsewhere. */
const worker = vi.hoisted(() => {
  const listeners: Record<string, (event: Record<string, unknown>) => void> = {};
  const tab = (url: string) => {
    const client = {
      url,
      focus: vi.fn(async () => client),
      navigate: vi.fn(async (to: string) => ({ ...client, url: to })),
    };
    return client;
  };
  return {
    listeners,
    tab,
    tabs: [] as ReturnType<typeof tab>[],
    showNotification: vi.fn(async () => undefined),
    openWindow: vi.fn(async () => null),
  };
});

beforeAll(async () => {
  vi.stubGlobal('self', {
    location: new URL(`${ORIGIN}/sw.js`),
    registration: { showNotification: worker.showNotification },
    clients: { matchAll: async () => worker.tabs, openWindow: worker.openWindow },
    addEventListener: (type: string, listener: Listener) => (worker.listeners[type] = listener),
  });
  await import('./sw-push');
  vi.unstubAllGlobals();
});

/** Dispatches one event to the worker's listener and waits for what it asked to wait for. */
async function dispatch(type: string, fields: Record<string, unknown>) {
  let waited: Promise<unknown> = Promise.resolve();
  worker.listeners[type]!({ ...fields, waitUntil: (p: Promise<unknown>) => (waited = p) });
  await waited;
}

const clickOn = (url: string) =>
  dispatch('notificationclick', { notification: { data: { url }, close: vi.fn() } });

describe('the service worker', () => {
  it('shows a push as a notification', async () => {
    const payload = { kind: 'announcement', id: 'a2', title: 'Dance', body: 'Now', url: '/' };
    await dispatch('push', { data: { text: () => JSON.stringify(payload) } });
    expect(worker.showNotification).toHaveBeenCalledWith(
      'Dance',
      expect.objectContaining({ body: 'Now', tag: 'announcement-a2' }),
    );
  });

  it('focuses a tab already on the page a tap leads to', async () => {
    const other = worker.tab(`${ORIGIN}/gallery`);
    const home = worker.tab(`${ORIGIN}/`);
    worker.tabs = [worker.tab('https://elsewhere.example/'), other, home];
    await clickOn(`${ORIGIN}/`);
    expect(home.focus).toHaveBeenCalledOnce();
    expect(other.focus).not.toHaveBeenCalled();
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it('sends another tab of the site to the page, or opens one when there is none', async () => {
    const other = worker.tab(`${ORIGIN}/gallery`);
    worker.tabs = [worker.tab('https://elsewhere.example/'), other];
    await clickOn(`${ORIGIN}/`);
    expect(other.focus).toHaveBeenCalledOnce();
    expect(other.navigate).toHaveBeenCalledWith(`${ORIGIN}/`);

    worker.tabs = [worker.tab('https://elsewhere.example/')];
    await clickOn('https://evil.example/');
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});
