import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatingTable } from '../../../protocol/seating';
import {
  eventsDelivered,
  nextEvent,
  recordEvents,
  startTestApp,
  subscribe,
  type TestApp,
} from '../../test/harness';
import { SeatingAssignmentModel } from './model';
import { addListGuest, apiClient, guestCookie } from './test-support';

const redisUrl = process.env.REDIS_TEST_URL;

/**
 * Two apps sharing the database and Redis stand for two processes behind a load balancer: a
 * guest's own table (`seat:mine`, pushed to that guest's segment only) reaches them whichever
 * process their phone is connected to, and nobody else.
 */
describe.skipIf(!redisUrl)('a guest’s own seat served by several processes', () => {
  // This run's own stream: another run sharing the Redis must not reach these sockets.
  const keyPrefix = `test_seat_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let a: TestApp;
  let b: TestApp;
  let organizer: string;

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: keyPrefix };
    a = await startTestApp(env);
    b = await startTestApp(env);
    organizer = await a.organizerCookie();
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    for await (const keys of redis.scanIterator({ MATCH: `${keyPrefix}:*` })) {
      if (keys.length) await redis.del(keys);
    }
    await redis.quit();
  });

  it('pushes a seat published and changed through A to its guest’s phones on B and A, and to no one else', async () => {
    const api = apiClient(a.url);
    const createTable = async (tableNumber: number, tableName: string) => {
      const created = await api<SeatingTable>('/api/seating/tables', {
        method: 'POST',
        cookie: organizer,
        body: { tableNumber, tableName },
      });
      expect(created.status).toBe(201);
      return created.body;
    };
    const garden = await createTable(31, 'Garden');
    const lake = await createTable(32, 'Lake');
    const eva = await addListGuest('Evelyn');
    const finn = await addListGuest('Finnegan');
    await api('/api/seating/import', {
      method: 'POST',
      cookie: organizer,
      body: { guestIds: [eva, finn], tableId: garden.id },
    });

    // Eva's phone is on B and her tablet on A; Finn's phone is on B.
    const evaPhone = await b.connect({ cookie: await guestCookie(b.url, eva) });
    const evaTablet = await a.connect({ cookie: await guestCookie(a.url, eva) });
    const finnPhone = await b.connect({ cookie: await guestCookie(b.url, finn) });
    for (const socket of [evaPhone, evaTablet, finnPhone]) {
      expect((await subscribe(socket, 'seat')).refused).toEqual([]);
    }

    const phonePublished = nextEvent(evaPhone, 'seat:mine');
    const finnPublished = nextEvent(finnPhone, 'seat:mine');
    await api('/api/seating/publication', {
      method: 'PUT',
      cookie: organizer,
      body: { published: true },
    });
    expect(await phonePublished).toMatchObject({
      published: true,
      table: { tableNumber: 31, tableName: 'Garden' },
    });
    expect((await finnPublished).table).toEqual({ tableNumber: 31, tableName: 'Garden' });

    // Eva moves to the lake: both of her screens hear it, through Redis or not; Finn's does not.
    const finnHeard = recordEvents(finnPhone, 'seat:mine');
    const phoneMoved = nextEvent(evaPhone, 'seat:mine');
    const tabletMoved = nextEvent(evaTablet, 'seat:mine');
    const assignment = await SeatingAssignmentModel.findOne({ guestId: eva }).lean();
    const moved = await api(`/api/seating/assignments/${assignment!._id.toString()}`, {
      method: 'PUT',
      cookie: organizer,
      body: {
        guestId: eva,
        guestName: assignment!.guestName,
        guestEmail: assignment!.guestEmail,
        tableId: lake.id,
      },
    });
    expect(moved.status).toBe(200);
    expect((await phoneMoved).table).toEqual({ tableNumber: 32, tableName: 'Lake' });
    expect((await tabletMoved).table).toEqual({ tableNumber: 32, tableName: 'Lake' });
    // A marker published on A now reaches Finn's phone on B after anything A pushed before it.
    await eventsDelivered(a, finnPhone);
    expect(finnHeard).toEqual([]);
  });
});
