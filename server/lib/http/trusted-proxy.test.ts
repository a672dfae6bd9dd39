import { afterEach, describe, expect, it } from 'vitest';
import { ORGANIZER_COOKIE } from '../../../protocol/organizer';
import { postFrom, startForwardingProxy } from '../../test/forwarding-proxy';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/harness';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function app(env: Record<string, string>): Promise<TestApp> {
  const started = await startTestApp(env);
  closers.push(() => started.close());
  return started;
}

async function proxyTo(target: TestApp, scheme: 'http' | 'https' = 'http') {
  const proxy = await startForwardingProxy(target.url, { scheme });
  closers.push(() => proxy.close());
  return proxy;
}

const moment = { guestName: 'Behind the proxy', content: 'Hello', momentType: 'text' };
/** Three moments without a device identity, each claiming another address in X-Forwarded-For. */
async function spoofingFlood(from: string, url: string) {
  const statuses = [];
  for (let i = 1; i <= 3; i++) {
    const spoofed = { 'x-forwarded-for': `203.0.113.${i}` };
    statuses.push((await postFrom(from, `${url}/api/live-wedding-moments`, moment, spoofed)).status);
  }
  return statuses;
}

const organizerLogin = (from: string, url: string, headers: Record<string, string> = {}) =>
  postFrom(from, `${url}/api/admin/session`, { password: TEST_ADMIN_PASSWORD }, headers);
const sessionCookie = (setCookie: string[]) =>
  setCookie.find((cookie) => cookie.startsWith(`${ORGANIZER_COOKIE}=`)) ?? '';

describe('TRUST_PROXY', () => {
  it('by default believes no forwarded header: a client cannot choose its address', async () => {
    const direct = await app({ NO_DEVICE_LIMIT_PER_IP: '2' });
    expect(await spoofingFlood('127.0.0.1', direct.url)).toEqual([201, 201, 429]);
    const claimed = await organizerLogin('127.0.0.1', direct.url, { 'x-forwarded-proto': 'https' });
    expect(claimed.status).toBe(200);
    expect(sessionCookie(claimed.setCookie)).not.toMatch(/;\s*Secure/i);
  });

  it('behind one proxy, tells guests apart by the address the proxy saw, not what they claim', async () => {
    const behind = await app({ NO_DEVICE_LIMIT_PER_IP: '2', TRUST_PROXY: '1' });
    const proxy = await proxyTo(behind);
    expect(await spoofingFlood('127.0.0.2', proxy.url)).toEqual([201, 201, 429]);
    // Another network behind the same proxy has an allowance of its own.
    const other = await postFrom('127.0.0.3', `${proxy.url}/api/live-wedding-moments`, moment);
    expect(other.status).toBe(201);
  });

  it('marks cookies Secure when the proxy says guests came over https, or PUBLIC_URL is https', async () => {
    const behind = await app({ TRUST_PROXY: '1' });
    const proxy = await proxyTo(behind, 'https');
    const viaTls = await organizerLogin('127.0.0.2', proxy.url);
    expect(viaTls.status).toBe(200);
    expect(sessionCookie(viaTls.setCookie)).toMatch(/;\s*Secure/i);

    const published = await app({ PUBLIC_URL: 'https://wedding.example.com' });
    const direct = await organizerLogin('127.0.0.1', published.url);
    expect(sessionCookie(direct.setCookie)).toMatch(/;\s*Secure/i);
  });

  it('answers a malformed forwarded header with the usual treatment, never a 500', async () => {
    const behind = await app({ TRUST_PROXY: '1' });
    const garbage = { 'x-forwarded-for': 'not an address, , ::::', 'x-forwarded-proto': 'gopher, ,https' };
    const answer = await postFrom('127.0.0.1', `${behind.url}/api/live-wedding-moments`, moment, garbage);
    expect(answer.status).toBe(201);
  });
});
