import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { adminGuestSchema } from '../protocol/admin-guests';
import { guestAuthSessionSchema } from '../protocol/guests';
import { organizerSessionSchema } from '../protocol/organizer';
import {
  liveClient,
  connected,
  postJson,
  startAppProcess,
  type AppProcess,
} from './test/app-process';
import { describeWithRedis, dropRedisKeys, testRedisUrl } from './test/redis';
import { TEST_ADMIN_PASSWORD, disconnectReason, subscribe, type TestSocket } from './test/harness';

/**
 * Two processes behind one Redis, as behind a load balancer: what an organizer revokes through one
 * closes the sockets that the other process holds, at once.
 */
const redisUrl = testRedisUrl();
const keyPrefix = `test_revoke_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

let a: AppProcess;
let b: AppProcess;
const processes: AppProcess[] = [];
const sockets: TestSocket[] = [];

const start = async (env: Record<string, string> = {}) => {
  const started = await startAppProcess({
    mongoUri: inject('mongoUri'),
    dbName: mongoose.connection.name,
    env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix, ...env },
  });
  processes.push(started);
  return started;
};

beforeAll(async () => {
  // One after the other: the first start seeds the wedding's settings.
  a = await start();
  b = await start();
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await Promise.all(processes.map((p) => p.stop()));
  await dropRedisKeys(redisUrl, keyPrefix);
});

/** A phone's socket that does not reconnect by itself, so the test sees the server closing it. */
async function openSocket(url: string, cookie: string): Promise<TestSocket> {
  const socket = liveClient(url, { cookie, reconnection: false });
  sockets.push(socket);
  await connected(socket);
  return socket;
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

async function organizerCookie(url: string, password = TEST_ADMIN_PASSWORD): Promise<string> {
  const response = await postJson(`${url}/api/admin/session`, { password });
  expect(response.status).toBe(200);
  return cookieOf(response);
}

async function isOrganizer(url: string, cookie: string): Promise<boolean> {
  const response = await fetch(`${url}/api/admin/session`, { headers: { cookie } });
  return organizerSessionSchema.parse(await response.json()).organizer;
}

describeWithRedis('revocation across two processes', () => {
  it(
    'a new invite code given on A closes the guest’s socket on B and signs them out',
    { timeout: 60_000 },
    async () => {
      const organizer = await organizerCookie(a.url);
      const added = await postJson(
        `${a.url}/api/admin/guests`,
        { name: 'Elena Two-Process', email: 'elena.revoke@example.com' },
        { cookie: organizer },
      );
      expect(added.status).toBe(201);
      const guest = adminGuestSchema.parse(await added.json());
      const signedIn = await postJson(`${b.url}/api/guest-auth`, {
        identifier: guest.email,
        identifierType: 'email',
        inviteCode: guest.inviteCode,
      });
      expect(signedIn.status).toBe(200);
      const guestCookie = cookieOf(signedIn);
      const phone = await openSocket(b.url, guestCookie);
      const stranger = await openSocket(b.url, '');
      const closed = disconnectReason(phone, 10_000);

      const renewed = await fetch(`${a.url}/api/admin/guests/${guest.id}/invite-code`, {
        method: 'POST',
        headers: { cookie: organizer },
      });
      expect(renewed.status).toBe(200);

      expect(await closed).toBe('io server disconnect');
      const session = await fetch(`${b.url}/api/guest-auth`, { headers: { cookie: guestCookie } });
      expect(guestAuthSessionSchema.parse(await session.json())).toEqual({ guest: null });
      expect((await subscribe(stranger, 'moments')).subscribed).toEqual(['moments']);
    },
  );

  it(
    'a process started with a new ADMIN_PASSWORD ends the organizer sockets of the others',
    { timeout: 90_000 },
    async () => {
      const cookie = await organizerCookie(b.url);
      const onA = await openSocket(a.url, cookie);
      const onB = await openSocket(b.url, cookie);
      expect((await subscribe(onA, 'guests')).refused).toEqual([]);
      const closed = [disconnectReason(onA, 60_000), disconnectReason(onB, 60_000)];

      const c = await start({ ADMIN_PASSWORD: 'the password after the leak' });

      expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
      expect(await isOrganizer(a.url, cookie)).toBe(false);
      expect(await isOrganizer(c.url, cookie)).toBe(false);
      expect(
        await isOrganizer(a.url, await organizerCookie(a.url, 'the password after the leak')),
      ).toBe(true);
    },
  );
});
