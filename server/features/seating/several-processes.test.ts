import { expect, it } from 'vitest';
import type { SeatingTable } from '../../../protocol/seating';
import { shareMoment } from '../../test/app-process';
import { nextEvent, recordEvents, subscribe } from '../../test/harness';
import { describeWithRedis } from '../../test/redis';
import { useTwoProcesses } from '../../test/two-processes';
import { SeatingAssignmentModel } from './model';
import { addListGuest, apiClient, guestCookie } from './test-support';

/**
 * Two app processes sharing the database and Redis, as behind a load balancer: a guest's own
 * table (`seat:mine`, pushed to that guest's segment only) reaches them whichever process their
 * phone is connected to, and nobody else.
 */
describeWithRedis('a guest’s own seat served by several processes', () => {
  const two = useTwoProcesses('seat');

  it('pushes a seat published and changed through A to its guest’s phones on B and A, and to no one else', async () => {
    const api = apiClient(two.a.url);
    const createTable = async (tableNumber: number, tableName: string) => {
      const created = await api<SeatingTable>('/api/seating/tables', {
        method: 'POST',
        cookie: two.organizer,
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
      cookie: two.organizer,
      body: { guestIds: [eva, finn], tableId: garden.id },
    });

    // Eva's phone is on B and her tablet on A; Finn's phone is on B.
    const evaPhone = await two.pageOn(two.b, { cookie: await guestCookie(two.b.url, eva) });
    const evaTablet = await two.pageOn(two.a, { cookie: await guestCookie(two.a.url, eva) });
    const finnPhone = await two.pageOn(two.b, { cookie: await guestCookie(two.b.url, finn) });
    for (const socket of [evaPhone, evaTablet, finnPhone]) {
      expect((await subscribe(socket, 'seat')).refused).toEqual([]);
    }

    const phonePublished = nextEvent(evaPhone, 'seat:mine');
    const finnPublished = nextEvent(finnPhone, 'seat:mine');
    await api('/api/seating/publication', {
      method: 'PUT',
      cookie: two.organizer,
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
      cookie: two.organizer,
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
    // A moment shared through A now reaches Finn's phone on B after anything A pushed before it
    // (one stream carries every push, in order).
    expect((await subscribe(finnPhone, 'moments')).refused).toEqual([]);
    const marker = nextEvent(finnPhone, 'moment:created', 10_000);
    expect(
      (await shareMoment(two.a.url, 'after the seat moved', 'seat-marker-000001')).status,
    ).toBe(201);
    expect((await marker).content).toBe('after the seat moved');
    expect(finnHeard).toEqual([]);
  });
});
