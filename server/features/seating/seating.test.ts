import { describe, expect, it } from 'vitest';
import type { SeatingAssignment, SeatingTable } from '../../../protocol/seating';
import { eventsDelivered, nextEvent, recordEvents, subscribe } from '../../test/harness';
import { SeatingAssignmentModel, SeatingTableModel } from './model';
import { storedGuestById } from '../guests/seed';
import { addListGuest, guestCookie, useSeatingApp } from './test-support';

const { app, api } = useSeatingApp();

let tableCounter = 0;
async function createTable(fields: Record<string, unknown> = {}): Promise<SeatingTable> {
  tableCounter += 1;
  const response = await api<SeatingTable>('/api/seating/tables', {
    method: 'POST',
    cookie: app.organizer,
    body: { tableNumber: tableCounter, tableName: `Table ${tableCounter}`, ...fields },
  });
  expect(response.status).toBe(201);
  return response.body;
}

let guestCounter = 0;
const assignmentBody = (tableId: string, guestName = `Guest ${++guestCounter}`) => ({
  guestId: `manual-${guestCounter}-${Math.random().toString(36).slice(2)}`,
  guestName,
  guestEmail: `guest${guestCounter}@example.com`,
  tableId,
});

async function seat(tableId: string, body = assignmentBody(tableId)) {
  return api<SeatingAssignment & { message?: string }>('/api/seating/assignments', {
    method: 'POST',
    cookie: app.organizer,
    body,
  });
}

describe('tables', () => {
  it('creates a round table of 8 by default and refuses a second table with the same number', async () => {
    const table = await createTable({ tableName: 'Family' });
    expect(table).toMatchObject({ tableName: 'Family', capacity: 8, shape: 'round' });
    expect(table).not.toHaveProperty('_id');
    const again = await api('/api/seating/tables', {
      method: 'POST',
      cookie: app.organizer,
      body: { tableNumber: table.tableNumber, tableName: 'Friends' },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { message: `Table ${table.tableNumber} already exists.` },
    });
    expect(await SeatingTableModel.countDocuments()).toBe(1);
  });

  it('answers the spec’s validation messages and saves nothing', async () => {
    const response = await api<{ message: string; issues: { path: string; message: string }[] }>(
      '/api/seating/tables',
      {
        method: 'POST',
        cookie: app.organizer,
        body: { tableNumber: 0, tableName: ' ', capacity: 21 },
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.issues.map((issue) => issue.message)).toEqual([
      'Table number must be at least 1',
      'Table name is required',
      'Capacity cannot exceed 20',
    ]);
    expect(await SeatingTableModel.countDocuments()).toBe(0);
  });

  it('keeps the capacity at or above the guests seated there', async () => {
    const table = await createTable({ capacity: 4 });
    for (let i = 0; i < 3; i += 1) expect((await seat(table.id)).status).toBe(201);
    const tooLow = await api(`/api/seating/tables/${table.id}`, {
      method: 'PUT',
      cookie: app.organizer,
      body: { tableNumber: table.tableNumber, tableName: table.tableName, capacity: 2 },
    });
    expect(tooLow).toMatchObject({
      status: 409,
      body: {
        message: `3 guests are seated at Table ${table.tableNumber}: its capacity cannot be lower than 3.`,
      },
    });
    const exact = await api<SeatingTable>(`/api/seating/tables/${table.id}`, {
      method: 'PUT',
      cookie: app.organizer,
      body: { tableNumber: table.tableNumber, tableName: table.tableName, capacity: 3 },
    });
    expect(exact.status).toBe(200);
    expect(exact.body.capacity).toBe(3);
    expect((await seat(table.id)).status).toBe(409);
  });

  it('deleting a table removes its assignments and frees those guests', async () => {
    const first = await createTable();
    const second = await createTable();
    const body = assignmentBody(first.id, 'Lena Park');
    const seated = await seat(first.id, body);
    const socket = await app.connect({ cookie: app.organizer });
    await subscribe(socket, 'seating');
    const pushed = nextEvent(socket, 'seating:table-deleted');
    const deleted = await api(`/api/seating/tables/${first.id}`, {
      method: 'DELETE',
      cookie: app.organizer,
    });
    expect(deleted.body).toEqual({ id: first.id, removedAssignmentIds: [seated.body.id] });
    expect(await pushed).toEqual(deleted.body);
    expect(await SeatingAssignmentModel.countDocuments()).toBe(0);
    // The same guest (same guestId) can now sit elsewhere.
    expect((await seat(second.id, { ...body, tableId: second.id })).status).toBe(201);
  });

  it('saves a table’s place on the floor plan and tells other organizers', async () => {
    const table = await createTable();
    const socket = await app.connect({ cookie: app.organizer });
    await subscribe(socket, 'seating');
    const pushed = nextEvent(socket, 'seating:table-saved');
    const moved = await api<SeatingTable>(`/api/seating/tables/${table.id}/position`, {
      method: 'PUT',
      cookie: app.organizer,
      body: { xPosition: 120, yPosition: 80 },
    });
    expect(moved.body).toMatchObject({ xPosition: 120, yPosition: 80 });
    expect(await pushed).toMatchObject({ id: table.id, xPosition: 120, yPosition: 80 });
  });
});

describe('assignments', () => {
  it('a full table refuses another guest, naming the table and its capacity', async () => {
    const table = await createTable({ tableName: 'Cousins', capacity: 2 });
    expect((await seat(table.id)).status).toBe(201);
    expect((await seat(table.id)).status).toBe(201);
    const third = await seat(table.id);
    expect(third).toMatchObject({
      status: 409,
      body: { message: `Table ${table.tableNumber} (Cousins) is full: it seats 2.` },
    });
    expect(await SeatingAssignmentModel.countDocuments({ tableId: table.id })).toBe(2);
  });

  it('seats a guest once: a second seat is refused, moving changes the table', async () => {
    const first = await createTable();
    const second = await createTable();
    const body = assignmentBody(first.id, 'Marta Ruiz');
    const created = await seat(first.id, body);
    const twice = await seat(second.id, { ...body, tableId: second.id });
    expect(twice).toMatchObject({
      status: 409,
      body: { message: 'Marta Ruiz already has a seat. Move the assignment instead.' },
    });
    const socket = await app.connect({ cookie: app.organizer });
    await subscribe(socket, 'seating');
    const pushed = nextEvent(socket, 'seating:assignment-saved');
    const moved = await api<SeatingAssignment>(`/api/seating/assignments/${created.body.id}`, {
      method: 'PUT',
      cookie: app.organizer,
      body: { ...body, tableId: second.id, guestId: 'ignored' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      id: created.body.id,
      tableId: second.id,
      guestId: body.guestId,
    });
    expect(await pushed).toMatchObject({ id: created.body.id, tableId: second.id });
    expect(await SeatingAssignmentModel.countDocuments()).toBe(1);
  });

  it('refuses a move to a full table and leaves the guest where they were', async () => {
    const full = await createTable({ capacity: 1 });
    const other = await createTable();
    await seat(full.id);
    const body = assignmentBody(other.id);
    const created = await seat(other.id, body);
    const refused = await api(`/api/seating/assignments/${created.body.id}`, {
      method: 'PUT',
      cookie: app.organizer,
      body: { ...body, tableId: full.id },
    });
    expect(refused.status).toBe(409);
    const stored = await SeatingAssignmentModel.findById(created.body.id).lean();
    expect(stored!.tableId.toString()).toBe(other.id);
  });

  it('answers the assignment form’s messages', async () => {
    const response = await api<{ issues: { message: string }[] }>('/api/seating/assignments', {
      method: 'POST',
      cookie: app.organizer,
      body: { guestId: 'x', guestName: 'A', guestEmail: 'nope', tableId: '' },
    });
    expect(response.status).toBe(400);
    expect(response.body.issues.map((issue) => issue.message)).toEqual([
      'Guest name must be at least 2 characters',
      'Invalid email address',
      'Please select a table',
    ]);
  });

  it('two organizers taking the last seats at once: exactly capacity guests are seated', async () => {
    const table = await createTable({ capacity: 5 });
    const attempts = await Promise.all(
      Array.from({ length: 24 }, (_, i) => seat(table.id, assignmentBody(table.id, `Racer ${i}`))),
    );
    const statuses = attempts.map((attempt) => attempt.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await SeatingAssignmentModel.countDocuments({ tableId: table.id })).toBe(5);
  });

  it('the same guest sent to two tables at once gets one seat', async () => {
    const tables = await Promise.all([createTable(), createTable(), createTable()]);
    const body = assignmentBody(tables[0].id, 'Double Click');
    const attempts = await Promise.all(
      tables.flatMap((table) => [
        seat(table.id, { ...body, tableId: table.id }),
        seat(table.id, { ...body, tableId: table.id }),
      ]),
    );
    expect(attempts.filter((attempt) => attempt.status === 201)).toHaveLength(1);
    expect(await SeatingAssignmentModel.countDocuments({ guestId: body.guestId })).toBe(1);
  });

  it('moves racing for the last seat: one wins, the others stay put', async () => {
    const target = await createTable({ capacity: 1 });
    const home = await createTable({ capacity: 10 });
    const seated = await Promise.all(Array.from({ length: 6 }, () => seat(home.id)));
    const moves = await Promise.all(
      seated.map(({ body }) =>
        api(`/api/seating/assignments/${body.id}`, {
          method: 'PUT',
          cookie: app.organizer,
          body: { ...body, tableId: target.id },
        }),
      ),
    );
    expect(moves.filter((move) => move.status === 200)).toHaveLength(1);
    // The others are told the table is full (a lost slot is never a server error).
    expect(moves.filter((move) => move.status !== 200)).toMatchObject(
      Array.from({ length: 5 }, () => ({
        status: 409,
        body: { message: `Table ${target.tableNumber} (${target.tableName}) is full: it seats 1.` },
      })),
    );
    expect(await SeatingAssignmentModel.countDocuments({ tableId: target.id })).toBe(1);
    expect(await SeatingAssignmentModel.countDocuments({ tableId: home.id })).toBe(5);
  });

  it('lowering the capacity while guests are being seated never leaves more guests than seats', async () => {
    const table = await createTable({ capacity: 10 });
    const results = await Promise.all([
      ...Array.from({ length: 8 }, () => seat(table.id)),
      api(`/api/seating/tables/${table.id}`, {
        method: 'PUT',
        cookie: app.organizer,
        body: { tableNumber: table.tableNumber, tableName: table.tableName, capacity: 4 },
      }),
    ]);
    const stored = await SeatingTableModel.findById(table.id).lean();
    const count = await SeatingAssignmentModel.countDocuments({ tableId: table.id });
    expect(count).toBeLessThanOrEqual(stored!.capacity);
    expect(results.every((result) => [200, 201, 409].includes(result.status))).toBe(true);
  });
});

describe('import from the guest list', () => {
  it('seats the selected guests with their plus ones, copying dietary needs', async () => {
    const table = await createTable({ capacity: 4 });
    const ana = await addListGuest('Ana', {
      plusOne: true,
      dietaryRestrictions: 'Vegan',
      phone: '555-0101',
    });
    const ben = await addListGuest('Ben', { rsvpStatus: 'confirmed' });
    const list = await api<{ id: string; rsvpStatus: string; plusOne: boolean }[]>(
      '/api/guest/list',
      { cookie: app.organizer },
    );
    expect(list.body.find((guest) => guest.id === ana)).toMatchObject({
      plusOne: true,
      rsvpStatus: 'pending',
    });
    const imported = await api<{ assignments: SeatingAssignment[] }>('/api/seating/import', {
      method: 'POST',
      cookie: app.organizer,
      body: { guestIds: [ana, ben], tableId: table.id },
    });
    expect(imported.status).toBe(201);
    expect(imported.body.assignments.map((a) => a.guestName).sort()).toEqual([
      'Ana Test',
      'Ana Test +1',
      'Ben Test',
    ]);
    expect(imported.body.assignments.find((a) => a.guestId === ana)).toMatchObject({
      dietaryRestrictions: 'Vegan',
      notes: 'Phone: 555-0101',
    });
  });

  it('deleting a guest from the guest list frees their seat and their plus one’s', async () => {
    const table = await createTable({ capacity: 3 });
    const ana = await addListGuest('Ana', { plusOne: true });
    const ben = await addListGuest('Ben');
    const imported = await api<{ assignments: SeatingAssignment[] }>('/api/seating/import', {
      method: 'POST',
      cookie: app.organizer,
      body: { guestIds: [ana, ben], tableId: table.id },
    });
    expect(imported.status).toBe(201);
    const anasSeats = imported.body.assignments
      .filter((a) => a.guestId.startsWith(ana))
      .map((a) => a.id);
    expect(anasSeats).toHaveLength(2);
    const socket = await app.connect({ cookie: app.organizer });
    await subscribe(socket, 'seating');
    const freed = recordEvents(socket, 'seating:assignment-deleted');

    const deleted = await api(`/api/admin/guests/${ana}`, {
      method: 'DELETE',
      cookie: app.organizer,
    });
    expect(deleted.status).toBe(200);

    const left = await api<SeatingAssignment[]>('/api/seating/assignments', {
      cookie: app.organizer,
    });
    expect(left.body.map((a) => a.guestName)).toEqual(['Ben Test']);
    await expect.poll(() => freed.map((event) => event.id).sort()).toEqual([...anasSeats].sort());
    // The two chairs are free again: the table takes two more guests.
    expect((await seat(table.id)).status).toBe(201);
    expect((await seat(table.id)).status).toBe(201);
  });

  it('seats a party of 4 from an RSVP on 4 chairs, and frees all of them with the guest', async () => {
    const table = await createTable({ capacity: 5 });
    const ana = await addListGuest('Ana');
    const answered = await api('/api/rsvp', {
      method: 'POST',
      cookie: await guestCookie(app.url, ana),
      body: {
        firstName: 'Ana',
        lastName: 'Test',
        email: 'ana@example.com',
        attending: true,
        guestCount: 4,
      },
    });
    expect(answered.status).toBe(200);
    const importable = await api<{ id: string; partySize: number }[]>('/api/guest/list', {
      cookie: app.organizer,
    });
    expect(importable.body.find((guest) => guest.id === ana)?.partySize).toBe(4);

    const imported = await api<{ assignments: SeatingAssignment[] }>('/api/seating/import', {
      method: 'POST',
      cookie: app.organizer,
      body: { guestIds: [ana], tableId: table.id },
    });
    expect(imported.status).toBe(201);
    expect(imported.body.assignments.map((a) => a.guestName).sort()).toEqual([
      'Ana Test',
      'Ana Test +1',
      'Ana Test +2',
      'Ana Test +3',
    ]);
    // One chair left: a guest bringing one more person does not fit.
    const cid = await addListGuest('Cid', { plusOne: true });
    const refused = await api('/api/seating/import', {
      method: 'POST',
      cookie: app.organizer,
      body: { guestIds: [cid], tableId: table.id },
    });
    expect(refused.status).toBe(409);

    const deleted = await api(`/api/admin/guests/${ana}`, {
      method: 'DELETE',
      cookie: app.organizer,
    });
    expect(deleted.status).toBe(200);
    const left = await api<SeatingAssignment[]>('/api/seating/assignments', {
      cookie: app.organizer,
    });
    expect(left.body).toEqual([]);
  });

  it('is all or nothing: a table without room for everyone seats nobody', async () => {
    const table = await createTable({ capacity: 2 });
    const ids = [await addListGuest('Cid', { plusOne: true }), await addListGuest('Dee')];
    const refused = await api('/api/seating/import', {
      method: 'POST',
      cookie: app.organizer,
      body: { guestIds: ids, tableId: table.id },
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: `Table ${table.tableNumber} has 2 free seats; the selected guests need 3.` },
    });
    expect(await SeatingAssignmentModel.countDocuments()).toBe(0);
  });

  it('needs guests and a table', async () => {
    const response = await api<{ issues: { message: string }[] }>('/api/seating/import', {
      method: 'POST',
      cookie: app.organizer,
      body: { guestIds: [], tableId: '' },
    });
    expect(response.status).toBe(400);
    expect(response.body.issues.map((issue) => issue.message)).toEqual([
      'Please select at least one guest to import.',
      'Please select a table to assign the guests to.',
    ]);
  });
});

describe('what guests see', () => {
  it('nothing before the seating is published; then their own table, live, and only theirs', async () => {
    const table = await createTable({ tableName: 'Garden' });
    const other = await createTable({ tableName: 'Lake' });
    const eva = await addListGuest('Eva');
    const finn = await addListGuest('Finn');
    const evaCookie = await guestCookie(app.url, eva);
    const finnCookie = await guestCookie(app.url, finn);
    await api('/api/seating/import', {
      method: 'POST',
      cookie: app.organizer,
      body: { guestIds: [eva, finn], tableId: table.id },
    });

    expect((await api('/api/seating/my-seat', { cookie: evaCookie })).body).toEqual({
      published: false,
      signedIn: true,
      table: null,
    });
    expect((await api('/api/seating/find?name=Eva%20Test')).body).toEqual({
      published: false,
      matches: [],
    });

    const evaSocket = await app.connect({ cookie: evaCookie });
    const finnSocket = await app.connect({ cookie: finnCookie });
    await subscribe(evaSocket, 'seat');
    await subscribe(finnSocket, 'seat');
    const evaPublished = nextEvent(evaSocket, 'seat:mine');
    await api('/api/seating/publication', {
      method: 'PUT',
      cookie: app.organizer,
      body: { published: true },
    });
    expect(await evaPublished).toEqual({
      published: true,
      signedIn: true,
      table: { tableNumber: table.tableNumber, tableName: 'Garden' },
    });
    expect((await api('/api/seating/my-seat', { cookie: evaCookie })).body.table).toEqual({
      tableNumber: table.tableNumber,
      tableName: 'Garden',
    });
    expect((await api('/api/seating/find?name=%20EVA%20%20test%20')).body).toEqual({
      published: true,
      matches: [{ guestName: 'Eva Test', tableNumber: table.tableNumber, tableName: 'Garden' }],
    });
    // Part of a name is no search: not two letters, not a first name, not a last name cut short.
    for (const partial of ['Ev', 'Eva', 'Eva%20Tes']) {
      const answer = await api<{ matches?: unknown[] }>(`/api/seating/find?name=${partial}`);
      expect(answer.body.matches ?? [], partial).toEqual([]);
    }

    // Eva is moved: her socket hears it, Finn's does not.
    const finnHeard = recordEvents(finnSocket, 'seat:mine');
    const evaMoved = nextEvent(evaSocket, 'seat:mine');
    const evaAssignment = await SeatingAssignmentModel.findOne({ guestId: eva }).lean();
    await api(`/api/seating/assignments/${evaAssignment!._id.toString()}`, {
      method: 'PUT',
      cookie: app.organizer,
      body: {
        guestId: eva,
        guestName: evaAssignment!.guestName,
        guestEmail: evaAssignment!.guestEmail,
        tableId: other.id,
      },
    });
    expect((await evaMoved).table).toEqual({ tableNumber: other.tableNumber, tableName: 'Lake' });
    await eventsDelivered(app, finnSocket);
    expect(finnHeard).toEqual([]);
  });

  it('a guest seated by hand is found by their e-mail, not by their plus one', async () => {
    const table = await createTable({ tableName: 'Orchard' });
    const gus = await addListGuest('Gus');
    const email = (await storedGuestById(gus))!.email;
    await seat(table.id, {
      guestId: 'manual-gus',
      guestName: 'Gus Test',
      guestEmail: email.toUpperCase(),
      tableId: table.id,
    });
    await api('/api/seating/publication', {
      method: 'PUT',
      cookie: app.organizer,
      body: { published: true },
    });
    const mine = await api('/api/seating/my-seat', { cookie: await guestCookie(app.url, gus) });
    expect(mine.body.table).toEqual({ tableNumber: table.tableNumber, tableName: 'Orchard' });
  });

  it('a stranger is not signed in and learns nothing but published search results', async () => {
    expect((await api('/api/seating/my-seat')).body).toEqual({
      published: false,
      signedIn: false,
      table: null,
    });
    for (const name of ['a', 'Jo', 'Eva', '%20%20']) {
      const short = await api<{ message: string }>(`/api/seating/find?name=${name}`);
      expect(short).toEqual({
        status: 400,
        body: expect.objectContaining({
          message: 'Type your first and last name, as on your invitation.',
        }),
      });
    }
  });

  it('finds an exact full name whatever its case and accents, and only that guest', async () => {
    const table = await createTable({ tableName: 'Olive' });
    for (const guestName of ['José Núñez', 'Josefa Núñez', 'José Núñez Ortega']) {
      await seat(table.id, {
        guestId: `manual-${guestName}`,
        guestName,
        guestEmail: `${guestName.length}@example.com`,
        tableId: table.id,
      });
    }
    await api('/api/seating/publication', {
      method: 'PUT',
      cookie: app.organizer,
      body: { published: true },
    });
    expect((await api('/api/seating/find?name=jose%20NUNEZ')).body).toEqual({
      published: true,
      matches: [{ guestName: 'José Núñez', tableNumber: table.tableNumber, tableName: 'Olive' }],
    });
    expect((await api('/api/seating/find?name=Jos%C3%A9%20N')).body).toEqual({
      published: true,
      matches: [],
    });
  });
});
