import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { Server, type Socket } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../protocol/contract';
import { SERVER_STOPPING_EVENT } from '../../../protocol/topics';
import type { WeddingSettings } from '../../../protocol/wedding';
import { call, getQueryFn } from '../../lib/api';
import { RealtimeClient } from '../../lib/realtime/socket';
import { weddingSettingsFixture } from '../../test/wedding-fixture';
import { weddingPushHandlers, weddingSettingsKey } from '../wedding/live-wedding';
import { IMAGE_CACHE_NAME } from './image-cache';
import { API_READS_CACHE_NAME } from './offline-reads';
import { forgetCachedReads } from './read-cache';

/**
 * Cache Storage as a browser keeps it, by URL (jsdom has none; shared-phone.e2e.ts runs the real
 * one in Chromium with the service worker filling it).
 */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  private key = (request: RequestInfo | URL) =>
    new URL(request instanceof Request ? request.url : String(request), location.href).href;
  put(request: RequestInfo | URL, response: Response) {
    this.entries.set(this.key(request), response);
    return Promise.resolve();
  }
  match(request: RequestInfo | URL) {
    return Promise.resolve(this.entries.get(this.key(request)));
  }
  keys() {
    return Promise.resolve([...this.entries.keys()].map((url) => new Request(url)));
  }
  delete(request: RequestInfo | URL) {
    return Promise.resolve(this.entries.delete(this.key(request)));
  }
}

class MemoryCacheStorage {
  readonly stores = new Map<string, MemoryCache>();
  has(name: string) {
    return Promise.resolve(this.stores.has(name));
  }
  open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new MemoryCache());
    return Promise.resolve(this.stores.get(name)!);
  }
  delete(name: string) {
    return Promise.resolve(this.stores.delete(name));
  }
}

let storage: MemoryCacheStorage;

/** What a visit left in the worker's caches: a read, an image, and the precached build. */
async function fillCaches(): Promise<void> {
  await (await storage.open(API_READS_CACHE_NAME)).put('/api/wedding', new Response('{}'));
  await (await storage.open(IMAGE_CACHE_NAME)).put('/uploads/a.webp', new Response('img'));
  await (await storage.open('workbox-precache-v2')).put('/index.html', new Response('<html>'));
}

const kept = (name: string) => storage.stores.get(name)?.entries.size ?? 0;
const readsForgotten = () =>
  vi.waitFor(() => {
    expect(kept(API_READS_CACHE_NAME) + kept(IMAGE_CACHE_NAME)).toBe(0);
  });

beforeEach(async () => {
  storage = new MemoryCacheStorage();
  vi.stubGlobal('caches', storage);
  await fillCaches();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('forgetting what the service worker kept of a visit', () => {
  it('empties the reads and the images, and leaves the app’s own files', async () => {
    await forgetCachedReads();
    expect(kept(API_READS_CACHE_NAME)).toBe(0);
    expect(kept(IMAGE_CACHE_NAME)).toBe(0);
    expect(kept('workbox-precache-v2')).toBe(1);
    // Emptied, not deleted: the worker's handle on the cache keeps filling the same one.
    expect(storage.stores.has(API_READS_CACHE_NAME)).toBe(true);
  });

  it('does nothing where the browser has no Cache Storage (plain http on a LAN address)', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(forgetCachedReads()).resolves.toBeUndefined();
  });

  it('happens on a 401 or a 403 from the API, not on other failures', async () => {
    const answer = (status: number) =>
      vi.fn().mockResolvedValue(new Response('{"message":"no"}', { status }));
    vi.stubGlobal('fetch', answer(404));
    await expect(call(api.wedding.settings)).rejects.toThrow('404');
    vi.stubGlobal('fetch', answer(500));
    await expect(call(api.wedding.settings)).rejects.toThrow('500');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(kept(API_READS_CACHE_NAME)).toBe(1);

    vi.stubGlobal('fetch', answer(401));
    await expect(call(api.guestProfiles.mine)).rejects.toThrow('401');
    await readsForgotten();

    await fillCaches();
    vi.stubGlobal('fetch', answer(403));
    await expect(call(api.moments.list)).rejects.toThrow('403');
    await readsForgotten();

    // The default query function answers null to a 401 where asked to, and forgets all the same.
    await fillCaches();
    vi.stubGlobal('fetch', answer(401));
    const load = getQueryFn({ on401: 'returnNull' });
    expect(await load({ queryKey: ['/api/notices'] } as never)).toBeNull();
    await readsForgotten();
  });

  it('happens when the site turns invite-only, not on other edits', async () => {
    const queryClient = new QueryClient();
    const open: WeddingSettings = { ...weddingSettingsFixture, siteAccess: 'open' };
    queryClient.setQueryData<WeddingSettings>(weddingSettingsKey, open);
    const push = weddingPushHandlers(queryClient)['wedding:updated']!;

    push({ ...open, timeZone: 'Europe/Madrid' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(kept(API_READS_CACHE_NAME)).toBe(1);

    push({ ...open, siteAccess: 'invite-only' });
    await readsForgotten();
  });
});

describe('forgetting when the server closes the page’s live connection', () => {
  let io: Server;
  let client: RealtimeClient | undefined;
  const sockets: Socket[] = [];
  beforeEach(async () => {
    sockets.length = 0;
    const httpServer = createServer();
    io = new Server(httpServer, { transports: ['websocket'] });
    io.on('connection', (socket) => sockets.push(socket));
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    client = new RealtimeClient(`http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`);
    client.start();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
  });
  afterEach(async () => {
    client?.socket.disconnect();
    await io.close();
  });

  it('keeps the reads when the server closes it because it is stopping (a deploy)', async () => {
    sockets[0]!.emit(SERVER_STOPPING_EVENT, { reconnectWithinMs: 50 });
    sockets[0]!.disconnect(true);
    await vi.waitFor(() => expect(sockets).toHaveLength(2));
    expect(kept(API_READS_CACHE_NAME)).toBe(1);
  });

  it('forgets them when it closes it because the session ended (signed out, revoked)', async () => {
    sockets[0]!.disconnect(true);
    await readsForgotten();
  });
});
