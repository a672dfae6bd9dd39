import { afterAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { AppSecretModel } from './model';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

const signIn = (url: string, password: string) =>
  fetch(`${url}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });

const sessionOn = async (url: string, cookie: string) =>
  ((await (await fetch(`${url}/api/admin/session`, { headers: { cookie } })).json()) as { organizer: boolean })
    .organizer;

describe('two processes starting at once on an empty database', () => {
  it('share one session secret and one organizer password', async () => {
    const printed: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
      const match = /Organizer password[^:]*: (\S+)/.exec(String(line));
      if (match) printed.push(match[1]!);
    });
    try {
      // Neither SESSION_SECRET nor ADMIN_PASSWORD: both processes would generate their own.
      apps.push(...(await Promise.all([startTestApp({ ADMIN_PASSWORD: '' }), startTestApp({ ADMIN_PASSWORD: '' })])));
    } finally {
      log.mockRestore();
    }
    const [first, second] = apps as [TestApp, TestApp];
    expect(await AppSecretModel.countDocuments({})).toBe(1);
    // One password was generated and shown; it opens both processes' doors.
    expect(printed).toHaveLength(1);
    const response = await signIn(first.url, printed[0]!);
    expect(response.status).toBe(200);
    expect((await signIn(second.url, printed[0]!)).status).toBe(200);
    // A session opened on one process is a session on the other (one secret signs them).
    const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect(await sessionOn(first.url, cookie)).toBe(true);
    expect(await sessionOn(second.url, cookie)).toBe(true);
  });
});
