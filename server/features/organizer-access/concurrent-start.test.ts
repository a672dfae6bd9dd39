import mongoose from 'mongoose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startAppProcess, type AppProcess } from '../../test/app-process';
import { AppSecretModel } from './model';

const apps: AppProcess[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
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

/** The passwords a process printed on its console at its first start. */
const printedPasswords = (app: AppProcess) =>
  [...app.output().matchAll(/Organizer password[^:]*: (\S+)/g)].map((match) => match[1]!);

describe('two processes starting at once on an empty database', () => {
  it('share one session secret and one organizer password', { timeout: 120_000 }, async () => {
    // Neither SESSION_SECRET nor ADMIN_PASSWORD: both processes would generate their own.
    const start = () =>
      startAppProcess({
        mongoUri: inject('mongoUri'),
        dbName: mongoose.connection.name,
        env: { ADMIN_PASSWORD: '', SESSION_SECRET: '' },
      }).then((app) => {
        apps.push(app);
        return app;
      });
    const [first, second] = await Promise.all([start(), start()]);
    expect(await AppSecretModel.countDocuments({})).toBe(1);
    // One password was generated and shown, by one of the two; it opens both processes' doors.
    const printed = [...printedPasswords(first), ...printedPasswords(second)];
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
