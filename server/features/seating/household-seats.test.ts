import { beforeEach, describe, expect, it } from 'vitest';
import type { ImportableGuest, SeatingAssignment, SeatingTable } from '../../../protocol/seating';
import { nextEvent, subscribe } from '../../test/harness';
import { EventAnswerModel, WeekendEventModel } from '../households/event-model';
import { clearHouseholds, listedGuest } from '../households/test-support';
import { changeStoredGuests } from '../guests/seed';
import { signInWithCode } from '../guests/test-support';
import { SeatingAssignmentModel } from './model';
import { useSeatingApp } from './test-support';

const { app, api } = useSeatingApp();
beforeEach(async () => {
  await Promise.all([
    clearHouseholds(),
    WeekendEventModel.deleteMany({}),
    EventAnswerModel.deleteMany({}),
  ]);
});

let tables = 0;
async function createTable(capacity = 8): Promise<SeatingTable> {
  tables += 1;
  const created = await api<SeatingTable>('/api/seating/tables', {
    method: 'POST',
    cookie: app.organizer,
    body: { tableNumber: tables, tableName: `Table ${tables}`, capacity },
  });
  expect(created.status).toBe(201);
  return created.body;
}

const chart = async () =>
  (await api<SeatingAssignment[]>('/api/seating/assignments', { cookie: app.organizer })).body;
const bySeat = (seats: SeatingAssignment[]) => new Map(seats.map((seat) => [seat.guestId, seat]));

/** A weekend event for these households, with two meals; `seated` marks the seating's event. */
async function dinner(householdIds: string[], seated: boolean) {
  const created = await api<{ id: string; meals: { id: string; name: string }[] }>(
    '/api/admin/weekend-events',
    {
      method: 'POST',
      cookie: app.organizer,
      body: {
        name: seated ? 'Reception' : 'Welcome drinks',
        nameEs: seated ? 'Banquete' : 'Cóctel de bienvenida',
        date: '2027-06-12',
        time: seated ? '20:00' : '18:00',
        meals: [
          { name: 'Sea bass', nameEs: 'Lubina' },
          { name: 'Kids’ menu', nameEs: 'Menú infantil', children: true },
        ],
        seated,
        householdIds,
      },
    },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

describe('companions in the seating chart', () => {
  it('keeps a party seated before households on the same seats, now named by the household', async () => {
    const table = await createTable();
    const ana = await listedGuest('Ana', { partySize: 3 });
    // Seated as an older version seated a party of 3: the guest, "+1" and "+2".
    const imported = await api<{ assignments: SeatingAssignment[] }>('/api/seating/import', {
      method: 'POST',
      cookie: app.organizer,
      body: { guestIds: [ana.id], tableId: table.id },
    });
    expect(imported.status).toBe(201);
    expect(imported.body.assignments.map((a) => a.guestId).sort()).toEqual(
      [ana.id, `${ana.id}:plus-one`, `${ana.id}:2:plus-one`].sort(),
    );
    const before = bySeat(await chart());

    // The household names the first companion and marks the second a child.
    const cookie = await signInWithCode(app.url, ana);
    const named = await api('/api/households/mine/companions', {
      method: 'PUT',
      cookie,
      body: {
        companions: [
          { id: `${ana.id}-1`, name: 'Lucía Pérez' },
          { id: `${ana.id}-2`, child: true },
        ],
      },
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);

    const after = bySeat(await chart());
    const lucia = after.get(`${ana.id}:plus-one`)!;
    expect(lucia.id).toBe(before.get(`${ana.id}:plus-one`)!.id);
    expect(lucia.tableId).toBe(table.id);
    expect(lucia.holder).toEqual({
      companion: { name: 'Lucía Pérez', guestOf: 'Ana', child: false },
      language: 'en',
      meal: null,
    });
    expect(after.get(`${ana.id}:2:plus-one`)!.holder).toEqual({
      companion: { name: null, guestOf: 'Ana', child: true },
      language: 'en',
      meal: null,
    });
    expect(after.get(ana.id)!.holder).toEqual({ companion: null, language: 'en', meal: null });
    expect(await SeatingAssignmentModel.countDocuments()).toBe(3);

    // Once published, Lucía finds her seat by the name her household gave her.
    await api('/api/seating/publication', {
      method: 'PUT',
      cookie: app.organizer,
      body: { published: true },
    });
    const found = await api(`/api/seating/find?name=${encodeURIComponent('lucia perez')}`);
    expect(found.body).toEqual({
      published: true,
      matches: [
        { guestName: 'Lucía Pérez', tableNumber: table.tableNumber, tableName: table.tableName },
      ],
    });
  });

  it('seats a companion added since under their own id, named, and only them on a second import', async () => {
    const table = await createTable();
    const ben = await listedGuest('Ben');
    const seated = await api('/api/seating/import', {
      method: 'POST',
      cookie: app.organizer,
      body: { guestIds: [ben.id], tableId: table.id },
    });
    expect(seated.status).toBe(201);
    const households = await api<{ id: string; members: { id: string }[] }[]>(
      '/api/admin/households',
      { cookie: app.organizer },
    );
    const bens = households.body.find((h) => h.members.some((m) => m.id === ben.id))!;
    const allowed = await api(`/api/admin/households/${bens.id}/companions-allowed`, {
      method: 'PUT',
      cookie: app.organizer,
      body: { companionsAllowed: 1 },
    });
    expect(allowed.status).toBe(200);
    const cookie = await signInWithCode(app.url, ben);
    const named = await api<{ companions: { id: string }[] }>('/api/households/mine/companions', {
      method: 'PUT',
      cookie,
      body: { companions: [{ name: 'Tomás Gil', child: true }] },
    });
    const companionId = named.body.companions[0]!.id;

    const list = await api<ImportableGuest[]>('/api/guest/list', { cookie: app.organizer });
    expect(list.body.find((guest) => guest.id === ben.id)).toMatchObject({
      partySize: 2,
      seatIds: [ben.id, `${companionId}:plus-one`],
    });
    const organizer = await app.connect({ cookie: app.organizer });
    await subscribe(organizer, 'seating');
    const pushed = nextEvent(organizer, 'seating:assignment-saved');
    const again = await api<{ assignments: SeatingAssignment[] }>('/api/seating/import', {
      method: 'POST',
      cookie: app.organizer,
      body: { guestIds: [ben.id], tableId: table.id },
    });
    expect(again.status).toBe(201);
    expect(again.body.assignments).toHaveLength(1);
    expect(again.body.assignments[0]).toMatchObject({
      guestId: `${companionId}:plus-one`,
      guestName: 'Tomás Gil',
      holder: { companion: { name: 'Tomás Gil', guestOf: 'Ben', child: true } },
    });
    expect((await pushed).holder?.companion?.name).toBe('Tomás Gil');

    // The whole party seated: a third import is refused.
    const third = await api('/api/seating/import', {
      method: 'POST',
      cookie: app.organizer,
      body: { guestIds: [ben.id], tableId: table.id },
    });
    expect(third).toMatchObject({
      status: 409,
      body: { message: 'Ben Ruiz already has a seat. Move the assignment instead.' },
    });

    // Leaving the guest list frees the companion who came with them too.
    expect(
      (await api(`/api/admin/guests/${ben.id}`, { method: 'DELETE', cookie: app.organizer }))
        .status,
    ).toBe(200);
    await expect.poll(async () => (await chart()).length).toBe(0);
  });
});

describe('meals on the place cards', () => {
  it('each person’s meal at the event marked seated, in their language; none marked: no meal', async () => {
    const table = await createTable();
    const ana = await listedGuest('Ana', { plusOne: true });
    const households = await api<{ id: string; members: { id: string }[] }[]>(
      '/api/admin/households',
      { cookie: app.organizer },
    );
    const anas = households.body.find((h) => h.members.some((m) => m.id === ana.id))!;
    await api('/api/seating/import', {
      method: 'POST',
      cookie: app.organizer,
      body: { guestIds: [ana.id], tableId: table.id },
    });
    const drinks = await dinner([anas.id], false);
    const answerDrinks = await api('/api/households/mine/events/' + drinks.id, {
      method: 'PUT',
      cookie: await signInWithCode(app.url, ana),
      body: { answers: [{ personId: ana.id, attending: true, mealId: drinks.meals[0]!.id }] },
    });
    expect(answerDrinks.status).toBe(200);
    // No event is the seating's yet: no meal on any card.
    expect((await chart()).map((seat) => seat.holder?.meal)).toEqual([null, null]);

    const reception = await dinner([anas.id], true);
    // Ana chose Spanish: her card and her companion's are in Spanish.
    await changeStoredGuests({ _id: ana.id }, { language: 'es' });
    const answered = await api(`/api/admin/households/${anas.id}/answers`, {
      method: 'PUT',
      cookie: app.organizer,
      body: {
        eventId: reception.id,
        answers: [
          { personId: ana.id, attending: true, mealId: reception.meals[0]!.id },
          { personId: `${ana.id}-1`, attending: true, mealId: reception.meals[1]!.id },
        ],
      },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const seats = bySeat(await chart());
    expect(seats.get(ana.id)!.holder).toEqual({
      companion: null,
      language: 'es',
      meal: { name: 'Sea bass', nameEs: 'Lubina' },
    });
    expect(seats.get(`${ana.id}:plus-one`)!.holder).toMatchObject({
      companion: { name: null, guestOf: 'Ana' },
      language: 'es',
      meal: { name: 'Kids’ menu', nameEs: 'Menú infantil' },
    });

    // Declining the seated event takes the meal off the card.
    await api(`/api/admin/households/${anas.id}/answers`, {
      method: 'PUT',
      cookie: app.organizer,
      body: { eventId: reception.id, answers: [{ personId: ana.id, attending: false }] },
    });
    expect(bySeat(await chart()).get(ana.id)!.holder?.meal).toBeNull();
  });
});
