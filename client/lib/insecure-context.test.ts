import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CameraNeedsHttpsError, openCamera } from './camera';
import { Outbox } from './outbox/queue';
import { MemoryOutboxStore } from './outbox/store';

const issued = `d1.${'i'.repeat(22)}.t3h9qo.${'s'.repeat(43)}`;

/**
 * A guest on http://192.168.1.20:3000 (the venue's Wi-Fi, no certificate): the browser has no
 * crypto.randomUUID there, only crypto.getRandomValues.
 */
function onPlainHttpLan() {
  const real = globalThis.crypto;
  vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real), subtle: undefined });
  expect((globalThis.crypto as Partial<Crypto>).randomUUID).toBeUndefined();
}

describe('on a plain-http LAN address', () => {
  beforeEach(() => {
    localStorage.clear();
    onPlainHttpLan();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a phone that made its own id before still claims it and gets an identity', async () => {
    localStorage.setItem('wedding-device-id', 'a'.repeat(32));
    const fetchMock = vi.fn().mockResolvedValue(
      new Response(JSON.stringify({ token: issued }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.resetModules();
    const device = await import('./device');
    expect(await device.deviceToken()).toBe(issued);
    const claim = JSON.parse(fetchMock.mock.calls[0]![1].body as string) as Record<string, string>;
    expect(claim.claimNonce).toMatch(/^[0-9a-f]{32}$/);
  });

  it('a moment written offline is kept in the outbox with a fresh key of its own', async () => {
    const outbox = new Outbox(new MemoryOutboxStore(), {
      transport: () => Promise.reject(new TypeError('Failed to fetch')),
      isOnline: () => false,
      schedule: () => () => undefined,
    });
    const request = { kind: 'moments', method: 'POST', url: '/api/moments', body: { text: 'hi' } } as const;
    const first = await outbox.submit(request as never);
    const second = await outbox.submit(request as never);
    expect(first.status).toBe('queued');
    expect(second.status).toBe('queued');
    const keys = [first, second].map((submitted) => (submitted.status === 'queued' ? submitted.item.key : ''));
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(2);
  });

  it('the camera says it needs https instead of asking for a permission that cannot be given', async () => {
    vi.stubGlobal('isSecureContext', false);
    const getUserMedia = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    await expect(openCamera({})).rejects.toBeInstanceOf(CameraNeedsHttpsError);
    expect(getUserMedia).not.toHaveBeenCalled();
  });
});
