import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const issued = `d1.${'i'.repeat(22)}.t3h9qo.${'s'.repeat(43)}`;

/** A fresh copy of the module: its memory of the identity is per page. */
async function freshDevice() {
  vi.resetModules();
  return import('./device');
}

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('the device identity', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    localStorage.clear();
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the server once, however many requests wait for it, and keeps it', async () => {
    fetchMock.mockResolvedValue(answer(200, { token: issued }));
    const device = await freshDevice();
    const tokens = await Promise.all([device.deviceToken(), device.deviceToken(), device.deviceToken()]);
    expect(tokens).toEqual([issued, issued, issued]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body as string)).toEqual({});
    expect(localStorage.getItem('wedding-device-token')).toBe(issued);

    // The next page load reads it back without asking.
    const reloaded = await freshDevice();
    expect(await reloaded.deviceToken()).toBe(issued);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('claims the id the phone made for itself before, with the same nonce when it asks again', async () => {
    localStorage.setItem('wedding-device-id', 'a'.repeat(32));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const device = await freshDevice();
    expect(await device.deviceToken()).toBeUndefined();
    const firstClaim = JSON.parse(fetchMock.mock.calls[0][1].body as string) as Record<string, string>;
    expect(firstClaim.legacyId).toBe('a'.repeat(32));

    vi.useFakeTimers({ now: Date.now() + 10_000 });
    try {
      fetchMock.mockResolvedValueOnce(answer(200, { token: issued }));
      expect(await device.deviceToken()).toBe(issued);
    } finally {
      vi.useRealTimers();
    }
    const secondClaim = JSON.parse(fetchMock.mock.calls[1][1].body as string) as Record<string, string>;
    expect(secondClaim).toEqual(firstClaim);
    // Claimed: the old id and its nonce are gone, the issued identity stays.
    expect(localStorage.getItem('wedding-device-id')).toBeNull();
    expect(localStorage.getItem('wedding-device-claim')).toBeNull();
    expect(localStorage.getItem('wedding-device-token')).toBe(issued);
  });

  it('sends requests without an identity while the server refuses one, and asks again later', async () => {
    fetchMock.mockResolvedValueOnce(answer(429, { message: 'slow down' }));
    const device = await freshDevice();
    expect(await device.deviceHeaders('x-device-id')).toEqual({});
    // Within the pause nobody asks again.
    expect(await device.deviceHeaders('x-device-id')).toEqual({});
    expect(fetchMock).toHaveBeenCalledTimes(1);

    vi.useFakeTimers({ now: Date.now() + 10_000 });
    try {
      fetchMock.mockResolvedValueOnce(answer(200, { token: issued }));
      expect(await device.deviceHeaders('x-device-id')).toEqual({ 'x-device-id': issued });
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores a stored value that is not an identity', async () => {
    localStorage.setItem('wedding-device-token', 'made-up');
    fetchMock.mockResolvedValue(answer(200, { token: issued }));
    const device = await freshDevice();
    expect(await device.deviceToken()).toBe(issued);
  });
});
