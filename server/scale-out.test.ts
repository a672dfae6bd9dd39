import { randomBytes } from 'node:crypto';
import { deviceFor } from './test/devices';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ServerToClientEvents } from '../protocol/events';
import { DEVICE_HEADER } from '../protocol/http';
import { AUTHOR_TOKEN_HEADER, type CreatedMoment, type Moment } from '../protocol/moments';
import {
  connected,
  eventually,
  listMoments,
  liveClient,
  postJson,
  shareMoment,
  startAppProcess,
  type AppProcess,
} from './test/app-process';
import {
  TEST_ADMIN_PASSWORD,
  nextEvent,
  recordEvents,
  subscribe,
  type TestSocket,
} from './test/harness';
import { describeWithRedis, dropRedisKeys, testRedisUrl } from './test/redis';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy';

/**
 * Two app processes on two ports share this test file's database and one Redis, as they would
 * behind a load balancer: what is written through one is pushed to the phones on the other.
 */
const redisUrl = testRedisUrl();
// Streams, channels and sessions of this run only, so parallel runs never see each other's events.
const keyPrefix = `test_scale_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

let a: AppProcess;
let b: AppProcess;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  const start = () =>
    startAppProcess({
      mongoUri: inject('mongoUri'),
      dbName: mongoose.connection.name,
      env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix },
    });
  // One after the other: the first start seeds the wedding's settings.
  a = await start();
  b = await start();
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await Promise.all([a?.stop(), b?.stop()]);
  await dropRedisKeys(redisUrl, keyPrefix);
});

async function openSocket(url: string, options: Parameters<typeof liveClient>[1] = {}) {
  const socket = liveClient(url, options);
  sockets.push(socket);
  await connected(socket);
  return socket;
}

async function organizerCookie(url: string): Promise<string> {
  const response = await postJson(`${url}/api/admin/session`, { password: TEST_ADMIN_PASSWORD });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

/** Resolves with the first payload of `event` that `matches`, or rejects after `ms`. */
function eventMatching<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  matches: (payload: Payload<E>) => boolean,
  ms = 10_000,
): Promise<Payload<E>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      reject(new Error(`no matching ${event} within ${ms} ms`));
    }, ms);
    const listener = (payload: Payload<E>) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(payload);
    };
    socket.on(event, listener as never);
  });
}

describeWithRedis('two processes behind one Redis', () => {
  it('push to the phones on A every topic written through B', { timeout: 60_000 }, async () => {
    const guest = await openSocket(a.url);
    // An organizer signed in on B is recognized on A: the session lives in the shared database.
    const organizer = await openSocket(a.url, { cookie: await organizerCookie(b.url) });
    expect(
      (await subscribe(guest, 'moments', 'guestbook', 'rsvp')).refused.map((r) => r.topic),
    ).toEqual(['rsvp']);
    expect((await subscribe(organizer, 'moments', 'rsvp')).refused).toEqual([]);

    // moments: created, then the stats that follow it.
    const created = eventMatching(guest, 'moment:created', (m) => m.content === 'shared on B');
    const stats = nextEvent(guest, 'moments:stats', 10_000);
    const organizerStats = nextEvent(organizer, 'moments:stats', 10_000);
    const answer = await shareMoment(b.url, 'shared on B', 'scale-device-0000001');
    expect(answer.status).toBe(201);
    const moment = (await answer.json()) as CreatedMoment;
    expect((await created).id).toBe(moment.id);
    expect((await stats).totalMoments).toBeGreaterThanOrEqual(1);
    expect((await organizerStats).totalMoments).toBeGreaterThanOrEqual(1);

    // moments: liked.
    const liked = nextEvent(guest, 'moment:liked');
    const like = await fetch(`${b.url}/api/live-wedding-moments/${moment.id}/like`, {
      method: 'POST',
      // Issued by process A, honoured by B: every process shares the site's secret.
      headers: { [DEVICE_HEADER]: await deviceFor(a.url, 'scale-device-0000002') },
    });
    expect(like.status).toBe(200);
    expect(await liked).toEqual({ id: moment.id, likes: 1 });

    // moments: deleted by its author.
    const deleted = nextEvent(guest, 'moment:deleted');
    const removal = await fetch(`${b.url}/api/live-wedding-moments/${moment.id}`, {
      method: 'DELETE',
      headers: { [AUTHOR_TOKEN_HEADER]: moment.authorToken },
    });
    expect(removal.status).toBe(200);
    expect(await deleted).toEqual({ id: moment.id });

    // guestbook.
    const entry = nextEvent(guest, 'guestbook:entry-added');
    const signed = await postJson(`${b.url}/api/guest-book`, {
      guestName: 'Lucía',
      message: 'Signed on process B, read on process A.',
    });
    expect(signed.status).toBe(201);
    expect((await entry).message).toBe('Signed on process B, read on process A.');

    // rsvp, to the organizer only.
    const guestRsvps = recordEvents(guest, 'rsvp:saved');
    const saved = nextEvent(organizer, 'rsvp:saved');
    const rsvp = await postJson(`${b.url}/api/rsvp`, {
      firstName: 'Tomás',
      lastName: 'Ruiz',
      email: 'tomas.scale@example.com',
      attending: true,
      guestCount: 2,
    });
    expect(rsvp.status).toBe(200);
    expect(await saved).toMatchObject({ email: 'tomas.scale@example.com', guestCount: 2 });

    // And the other way round: written on A, pushed to a phone on B.
    const onB = await openSocket(b.url);
    await subscribe(onB, 'moments');
    const reverse = eventMatching(onB, 'moment:created', (m) => m.content === 'shared on A');
    expect((await shareMoment(a.url, 'shared on A')).status).toBe(201);
    await reverse;
    expect(guestRsvps).toEqual([]);
  });

  describe('a phone moved to the other process', () => {
    let balancer: TcpProxy;
    afterAll(() => balancer?.stop());

    it('gets what it missed while away, replayed by B', { timeout: 60_000 }, async () => {
      // The phone reaches the site through one address; the balancer sends it to A first.
      balancer = await startTcpProxy({ host: '127.0.0.1', port: a.port });
      const phone = await openSocket(`http://127.0.0.1:${balancer.port}`);
      await subscribe(phone, 'moments');
      const seen = recordEvents(phone, 'moment:created');
      expect((await shareMoment(b.url, 'before the move')).status).toBe(201);
      await eventually('the first push', () => seen.length === 1);

      // The link drops; meanwhile two moments are shared; the phone comes back through B.
      await balancer.stop();
      await eventually('the phone noticing', () => !phone.connected);
      expect((await shareMoment(a.url, 'while away 1')).status).toBe(201);
      expect((await shareMoment(b.url, 'while away 2')).status).toBe(201);
      balancer.retarget({ host: '127.0.0.1', port: b.port });
      await balancer.start();
      await connected(phone, 15_000);

      // Connection state recovery across processes: B found the session A left in Redis.
      expect(phone.recovered).toBe(true);
      await eventually('the missed moments replayed', () => seen.length === 3);
      expect(seen.map((moment: Moment) => moment.content)).toEqual([
        'before the move',
        'while away 1',
        'while away 2',
      ]);
      // Still in the topic's room on B: new moments keep coming, from either process.
      expect((await shareMoment(a.url, 'after the move')).status).toBe(201);
      await eventually('the push after the move', () => seen.length === 4);
      const listed = (await listMoments(b.url)).map((moment) => moment.content);
      expect(listed).toEqual(expect.arrayContaining(seen.map((moment) => moment.content)));
    });
  });
});
