import { describe, expect, it } from 'vitest';
import type { SeatingAssignment, SeatingTable } from '../../../protocol/seating';
import { nextEvent, subscribe } from '../../test/harness';
import { SeatingAssignmentModel, SeatingTableModel } from './model';
import { addListGuest, useSeatingApp } from './test-support';

/**
 * The chart's rules the main seating tests leave out: renumbering onto a taken number, removing one
 * assignment, unknown ids, and refusals that must leave nothing half-saved.
 */
const missingId = '0123456789abcdef01234567';

const { app, api } = useSeatingApp();

async function createTable(tableNumber: number, fields: Record<string, unknown> = {}) {
  const response = await api<SeatingTable>('/api/seating/tables', {
    method: 'POST',
    cookie: app.organizer,
    body: { tableNumber, tableName: `Table ${tableNumber}`, ...fields },
  });
  expect(response.status).toBe(201);
  return response.body;
}

let guestCounter = 0;
async function seat(tableId: string, guestName = `Guest ${++guestCounter}`) {
  const response = await api<SeatingAssignment>('/api/seating/assignments', {
    method: 'POST',
    cookie: app.organizer,
    body: {
      guestId: `manual-rules-${guestCounter}-${Date.now()}`,
      guestName,
      guestEmail: `rules${guestCounter}@example.com`,
      tableId,
    },
  });
  expect(response.status).toBe(201);
  return response.body;
}

describe('tables', () => {
  it('renumbering a table onto a number taken is a 409 and changes nothing', async () => {
    await createTable(1, { tableName: 'Garden' });
    const lake = await createTable(2, { tableName: 'Lake', capacity: 6 });
    const refused = await api(`/api/seating/tables/${lake.id}`, {
      method: 'PUT',
      cookie: app.organizer,
      body: { tableNumber: 1, tableName: 'Renamed', capacity: 4 },
    });
    expect(refused).toMatchObject({ status: 409, body: { message: 'Table 1 already exists.' } });
    const stored = await SeatingTableModel.findById(lake.id).lean();
    expect(stored).toMatchObject({ tableNumber: 2, tableName: 'Lake', capacity: 6 });
  });

  it('an unknown table is a 404 for edit, move, delete and seating', async () => {
    const body = { tableNumber: 9, tableName: 'Nowhere' };
    const notFound = { status: 404, body: { message: 'That table no longer exists.' } };
    expect(
      await api(`/api/seating/tables/${missingId}`, { method: 'PUT', cookie: app.organizer, body }),
    ).toMatchObject(notFound);
    expect(
      await api(`/api/seating/tables/${missingId}/position`, {
        method: 'PUT',
        cookie: app.organizer,
        body: { xPosition: 10, yPosition: 10 },
      }),
    ).toMatchObject(notFound);
    expect(
      await api(`/api/seating/tables/${missingId}`, { method: 'DELETE', cookie: app.organizer }),
    ).toMatchObject(notFound);
    expect(
      await api('/api/seating/assignments', {
        method: 'POST',
        cookie: app.organizer,
        body: {
          guestId: 'g',
          guestName: 'Ana Ortiz',
          guestEmail: 'a@example.com',
          tableId: missingId,
        },
      }),
    ).toMatchObject(notFound);
    expect(await SeatingTableModel.countDocuments()).toBe(0);
    expect(await SeatingAssignmentModel.countDocuments()).toBe(0);
  });

  it('a place off the canvas is a 400 and the table stays where it was', async () => {
    const table = await createTable(1, { xPosition: 40, yPosition: 50 });
    const refused = await api(`/api/seating/tables/${table.id}/position`, {
      method: 'PUT',
      cookie: app.organizer,
      body: { xPosition: -5, yPosition: 20 },
    });
    expect(refused.status).toBe(400);
    expect(await SeatingTableModel.findById(table.id).lean()).toMatchObject({
      xPosition: 40,
      yPosition: 50,
    });
  });
});

describe('assignments', () => {
  it('removing an assignment frees the seat and tells the other organizers', async () => {
    const table = await createTable(1, { capacity: 1 });
    const ana = await seat(table.id, 'Ana Ortiz');
    const socket = await app.connect({ cookie: app.organizer });
    await subscribe(socket, 'seating');
    const pushed = nextEvent(socket, 'seating:assignment-deleted');
    const removed = await api(`/api/seating/assignments/${ana.id}`, {
      method: 'DELETE',
      cookie: app.organizer,
    });
    expect(removed).toEqual({ status: 200, body: { id: ana.id } });
    expect(await pushed).toEqual({ id: ana.id });
    expect(await SeatingAssignmentModel.countDocuments()).toBe(0);
    // The one seat is free again.
    await seat(table.id);
    expect(
      await api(`/api/seating/assignments/${ana.id}`, { method: 'DELETE', cookie: app.organizer }),
    ).toMatchObject({ status: 404, body: { message: 'That assignment no longer exists.' } });
  });

  it('an invalid edit answers the form’s messages and leaves the assignment as it was', async () => {
    const table = await createTable(1);
    const ana = await seat(table.id, 'Ana Ortiz');
    const refused = await api<{ issues: { message: string }[] }>(
      `/api/seating/assignments/${ana.id}`,
      {
        method: 'PUT',
        cookie: app.organizer,
        body: { guestId: ana.guestId, guestName: 'A', guestEmail: 'nope', tableId: table.id },
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.issues.map((issue) => issue.message)).toEqual([
      'Guest name must be at least 2 characters',
      'Invalid email address',
    ]);
    expect(await SeatingAssignmentModel.findById(ana.id).lean()).toMatchObject({
      guestName: 'Ana Ortiz',
      guestEmail: ana.guestEmail,
    });
  });
});

describe('import', () => {
  it('a selected guest seated already refuses the import; nobody else is seated', async () => {
    const first = await createTable(1);
    const second = await createTable(2);
    const ana = await addListGuest('Ana');
    const ben = await addListGuest('Ben');
    const seated = await api('/api/seating/import', {
      method: 'POST',
      cookie: app.organizer,
      body: { guestIds: [ana], tableId: first.id },
    });
    expect(seated.status).toBe(201);
    const refused = await api('/api/seating/import', {
      method: 'POST',
      cookie: app.organizer,
      body: { guestIds: [ben, ana], tableId: second.id },
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'Ana Test already has a seat. Move the assignment instead.' },
    });
    expect(await SeatingAssignmentModel.countDocuments({ tableId: second.id })).toBe(0);
    expect(await SeatingAssignmentModel.countDocuments({ guestId: ben })).toBe(0);
  });

  it('a guest no longer on the guest list is a 400 and nobody is seated', async () => {
    const table = await createTable(1);
    const ana = await addListGuest('Ana');
    const refused = await api('/api/seating/import', {
      method: 'POST',
      cookie: app.organizer,
      body: { guestIds: [ana, missingId], tableId: table.id },
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'Some selected guests are no longer on the guest list.' },
    });
    expect(await SeatingAssignmentModel.countDocuments()).toBe(0);
  });
});
