import { beforeAll, describe, expect, it } from 'vitest';
import { guestStatusSchema, guestsApi } from '../../../protocol/guests';
import { eventsDelivered, nextEvent, recordEvents, subscribe } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { GuestModel } from './model';
import { GuestsService } from './service';

const app = useTestApp({}, { organizer: true });
beforeAll(async () => {
  await GuestModel.create([
    {
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'Maria@Example.com',
      inviteCode: 'lopez1',
      phone: '3015550101',
    },
    { firstName: 'Ana', lastName: 'Garcia', email: 'ana@example.com', inviteCode: 'GARCIA' },
  ]);
});

const listUrl = () => `${app.url}${guestsApi.list.path}`;

describe('GET /api/guest-list', () => {
  it('is refused to a guest', async () => {
    const response = await fetch(listUrl());
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Sign in as an organizer to do this.' });
  });

  it('lists sign-in status for an organizer, without contact details or invite codes', async () => {
    const response = await fetch(listUrl(), { headers: { cookie: app.organizer } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as unknown[];
    const guests = body.map((entry) => guestStatusSchema.strict().parse(entry));
    expect(guests.map((g) => `${g.firstName} ${g.lastName}`)).toEqual([
      'Ana Garcia',
      'Maria Lopez',
    ]);
    expect(guests.every((g) => g.isAuthenticated === false && g.lastLoginAt === undefined)).toBe(
      true,
    );
    expect(JSON.stringify(body)).not.toMatch(/example\.com|LOPEZ1|_id/);
  });
});

describe('the guests topic', () => {
  it('refuses a guest socket and accepts an organizer socket', async () => {
    const guestResult = await subscribe(app.sockets[0], 'guests');
    expect(guestResult).toEqual({
      subscribed: [],
      refused: [{ topic: 'guests', reason: 'organizers only' }],
    });

    const organizer = await app.connect({ cookie: app.organizer });
    expect(await subscribe(organizer, 'guests')).toEqual({ subscribed: ['guests'], refused: [] });
  });

  it('pushes a guest’s sign-in to organizers only', async () => {
    const organizer = await app.connect({ cookie: app.organizer });
    await subscribe(organizer, 'guests');
    const guest = app.sockets[1];
    await subscribe(guest, 'guests');
    const leaked = recordEvents(guest, 'guests:updated');

    const maria = await GuestModel.findOne({ email: 'maria@example.com' }).lean();
    const at = new Date('2025-08-31T12:30:00.000Z');
    const arrived = nextEvent(organizer, 'guests:updated');
    await new GuestsService(app.server.hub).recordSignIn(maria!._id.toString(), at);

    expect(await arrived).toEqual({
      id: maria!._id.toString(),
      firstName: 'Maria',
      lastName: 'Lopez',
      isAuthenticated: true,
      lastLoginAt: at.toISOString(),
    });
    const listed = (await (
      await fetch(listUrl(), { headers: { cookie: app.organizer } })
    ).json()) as {
      firstName: string;
      isAuthenticated: boolean;
    }[];
    expect(listed.find((g) => g.firstName === 'Maria')?.isAuthenticated).toBe(true);
    await eventsDelivered(app, guest);
    expect(leaked).toEqual([]);
  });

  it('delivers an organizer-audience event on a public topic to organizer sockets only', async () => {
    const organizer = await app.connect({ cookie: app.organizer });
    const guest = await app.connect();
    expect((await subscribe(organizer, 'moments')).subscribed).toEqual(['moments']);
    expect((await subscribe(guest, 'moments')).subscribed).toEqual(['moments']);
    const leaked = recordEvents(guest, 'moment:deleted');
    const id = '0123456789abcdef01234567';

    const arrived = nextEvent(organizer, 'moment:deleted');
    app.server.hub.publish('moments', 'moment:deleted', { id }, { audience: 'organizers' });

    expect(await arrived).toEqual({ id });
    await eventsDelivered(app, guest);
    // The marker itself is public; the organizers' event is not.
    expect(leaked.filter((event) => event.id === id)).toEqual([]);
  });
});

describe('the guest list collection', () => {
  it('stores e-mails in lower case and invite codes in upper case, each unique', async () => {
    const maria = await GuestModel.findOne({ firstName: 'Maria' }).lean();
    expect(maria).toMatchObject({ email: 'maria@example.com', inviteCode: 'LOPEZ1' });
    await expect(
      GuestModel.create({ firstName: 'M', email: 'MARIA@example.com', inviteCode: 'OTHER1' }),
    ).rejects.toMatchObject({ code: 11000 });
    await expect(
      GuestModel.create({ firstName: 'M', email: 'other@example.com', inviteCode: 'Lopez1' }),
    ).rejects.toMatchObject({ code: 11000 });
  });
});
