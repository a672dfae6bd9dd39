import { beforeEach, describe, expect, it } from 'vitest';
import {
  GUEST_LIST_ERRORS,
  adminGuestSchema,
  adminGuestsApi,
  type AdminGuest,
  type GuestImportResult,
} from '../../../protocol/admin-guests';
import { buildPath } from '../../../protocol/http';
import { eventsDelivered, nextEvent, recordEvents, subscribe } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { GuestModel } from './model';

const app = useTestApp({}, { organizer: true });
beforeEach(async () => {
  await GuestModel.deleteMany({});
});

type Call = { method: string; path: string; body?: unknown; cookie?: string | null };

async function request({ method, path, body, cookie: as = app.organizer }: Call) {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(as ? { cookie: as } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

const addGuest = async (body: Record<string, unknown>) => {
  const answer = await request({ method: 'POST', path: adminGuestsApi.create.path, body });
  expect(answer.status).toBe(201);
  return adminGuestSchema.strict().parse(answer.body);
};

const listGuests = async () =>
  (await request({ method: 'GET', path: adminGuestsApi.list.path })).body as AdminGuest[];

const someId = '0123456789abcdef01234567';

describe('access', () => {
  it('refuses every guest-list route without an organizer session', async () => {
    for (const endpoint of Object.values(adminGuestsApi)) {
      const path = buildPath(endpoint.path, { id: someId });
      const answer = await request({
        method: endpoint.method,
        path,
        body: endpoint.method === 'GET' ? undefined : {},
        cookie: null,
      });
      expect({ path, method: endpoint.method, status: answer.status }).toEqual({
        path,
        method: endpoint.method,
        status: 401,
      });
    }
    expect(await GuestModel.countDocuments()).toBe(0);
  });
});

describe('adding, editing and removing guests', () => {
  it('adds a pending, uninvited guest with a readable invite code', async () => {
    const guest = await addGuest({
      name: 'Maria Lopez',
      email: 'Maria@Example.com',
      phone: '',
      category: 'family',
      plusOne: true,
    });
    expect(guest).toMatchObject({
      name: 'Maria Lopez',
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria@example.com',
      rsvpStatus: 'pending',
      invitationSent: false,
      category: 'family',
      plusOne: true,
      isAuthenticated: false,
    });
    expect(guest.phone).toBeUndefined();
    expect(guest.inviteCode).toMatch(/^[A-HJKMNP-Z2-9]{8,}$/);
    expect(JSON.stringify(guest)).not.toMatch(/_id|__v/);
  });

  it('answers the spec messages for a bad form, and stores nothing', async () => {
    const answer = await request({
      method: 'POST',
      path: adminGuestsApi.create.path,
      body: { name: 'J', email: 'nope' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: 'Name must be at least 2 characters',
      issues: [
        { path: 'name', message: 'Name must be at least 2 characters' },
        { path: 'email', message: 'Invalid email address' },
      ],
    });
    expect(await GuestModel.countDocuments()).toBe(0);
  });

  it('refuses a second guest with the same e-mail (any case) with a 409', async () => {
    await addGuest({ name: 'Ana Garcia', email: 'ana@example.com' });
    const answer = await request({
      method: 'POST',
      path: adminGuestsApi.create.path,
      body: { name: 'Ana Twin', email: 'ANA@example.com' },
    });
    expect(answer).toMatchObject({
      status: 409,
      body: { message: GUEST_LIST_ERRORS.duplicateEmail },
    });
    const other = await addGuest({ name: 'Ben Stone', email: 'ben@example.com' });
    const edit = await request({
      method: 'PUT',
      path: buildPath(adminGuestsApi.update.path, { id: other.id }),
      body: { name: 'Ben Stone', email: 'ana@example.com' },
    });
    expect(edit.status).toBe(409);
  });

  it('gives parallel adds distinct codes', async () => {
    const guests = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        addGuest({ name: `Guest ${i}`, email: `g${i}@example.com` }),
      ),
    );
    expect(new Set(guests.map((g) => g.inviteCode)).size).toBe(20);
    for (const { inviteCode } of guests)
      expect(inviteCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
  });

  it('edits a guest, keeps a multi-word first name, clears emptied fields', async () => {
    const guest = await addGuest({
      name: 'Mary Ann Smith',
      email: 'mary@example.com',
      phone: '555',
      tableAssignment: 'Table 4',
    });
    await GuestModel.updateOne(
      { _id: guest.id },
      { $set: { firstName: 'Mary Ann', lastName: 'Smith' } },
    );
    const answer = await request({
      method: 'PUT',
      path: buildPath(adminGuestsApi.update.path, { id: guest.id }),
      body: {
        name: 'Mary Ann Smith',
        email: 'mary@example.com',
        category: 'colleagues',
        rsvpStatus: 'confirmed',
        invitationSent: true,
      },
    });
    expect(answer.status).toBe(200);
    const saved = adminGuestSchema.parse(answer.body);
    expect(saved).toMatchObject({
      firstName: 'Mary Ann',
      lastName: 'Smith',
      category: 'colleagues',
      rsvpStatus: 'confirmed',
      invitationSent: true,
    });
    expect(saved.phone).toBeUndefined();
    expect(saved.tableAssignment).toBeUndefined();
    expect(saved.inviteCode).toBe(guest.inviteCode);
  });

  it('changes one guest’s RSVP status and regenerates a code', async () => {
    const guest = await addGuest({ name: 'Ana Garcia', email: 'ana@example.com' });
    const status = await request({
      method: 'PATCH',
      path: buildPath(adminGuestsApi.setStatus.path, { id: guest.id }),
      body: { rsvpStatus: 'declined' },
    });
    expect(status.body).toMatchObject({ rsvpStatus: 'declined' });
    const bad = await request({
      method: 'PATCH',
      path: buildPath(adminGuestsApi.setStatus.path, { id: guest.id }),
      body: { rsvpStatus: 'maybe' },
    });
    expect(bad.status).toBe(400);
    const code = await request({
      method: 'POST',
      path: buildPath(adminGuestsApi.regenerateCode.path, { id: guest.id }),
    });
    const renewed = adminGuestSchema.parse(code.body);
    expect(renewed.inviteCode).not.toBe(guest.inviteCode);
    expect(renewed.inviteCode).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  });

  it('answers 404 for an unknown id', async () => {
    for (const [method, path, body] of [
      ['PUT', adminGuestsApi.update.path, { name: 'Jo Lee', email: 'jo@example.com' }],
      ['PATCH', adminGuestsApi.setStatus.path, { rsvpStatus: 'confirmed' }],
      ['POST', adminGuestsApi.regenerateCode.path, undefined],
      ['DELETE', adminGuestsApi.remove.path, undefined],
    ] as const) {
      const answer = await request({ method, path: buildPath(path, { id: someId }), body });
      expect(answer).toMatchObject({ status: 404, body: { message: GUEST_LIST_ERRORS.notFound } });
    }
  });

  it('keeps an RSVP’s party size through edits and undo, until the organizer changes the plus one', async () => {
    const guest = await addGuest({ name: 'Ana Garcia', email: 'ana@example.com' });
    expect(guest).toMatchObject({ plusOne: false, partySize: 1 });
    // What a signed-in guest's RSVP for 4 people leaves on the row.
    await GuestModel.updateOne({ _id: guest.id }, { $set: { plusOne: true, partySize: 4 } });
    const edit = (plusOne: boolean) =>
      request({
        method: 'PUT',
        path: buildPath(adminGuestsApi.update.path, { id: guest.id }),
        body: { name: 'Ana Garcia', email: 'ana@example.com', plusOne, tableAssignment: 'Table 2' },
      });
    expect(adminGuestSchema.parse((await edit(true)).body).partySize).toBe(4);

    const removed = await request({
      method: 'DELETE',
      path: buildPath(adminGuestsApi.remove.path, { id: guest.id }),
    });
    await request({
      method: 'POST',
      path: adminGuestsApi.restore.path,
      body: { guests: [removed.body] },
    });
    expect((await listGuests())[0]).toMatchObject({ plusOne: true, partySize: 4 });

    expect(adminGuestSchema.parse((await edit(false)).body)).toMatchObject({
      plusOne: false,
      partySize: 1,
    });
  });

  it('deletes a guest and puts it back exactly on undo', async () => {
    const guest = await addGuest({
      name: 'Ana Garcia',
      email: 'ana@example.com',
      dietaryRestrictions: 'Vegan',
    });
    const remove = () =>
      request({ method: 'DELETE', path: buildPath(adminGuestsApi.remove.path, { id: guest.id }) });
    const removed = await remove();
    expect(removed.body).toEqual(guest);
    expect(await listGuests()).toEqual([]);
    const undo = () =>
      request({
        method: 'POST',
        path: adminGuestsApi.restore.path,
        body: { guests: [removed.body] },
      });
    const restored = await undo();
    expect(restored.status).toBe(200);
    const [back] = restored.body as AdminGuest[];
    expect({ ...back, updatedAt: '' }).toEqual({ ...guest, updatedAt: '' });
    // Undo twice is harmless; undo after the e-mail was taken is a 409.
    expect((await undo()).status).toBe(200);
    await remove();
    await addGuest({ name: 'New Ana', email: 'ana@example.com' });
    expect((await undo()).status).toBe(409);
  });
});

describe('bulk actions', () => {
  it('changes status, category, invitation and deletes the selected guests only', async () => {
    const [a, b, c] = [
      await addGuest({ name: 'Ana A', email: 'a@example.com' }),
      await addGuest({ name: 'Ben B', email: 'b@example.com' }),
      await addGuest({ name: 'Cy C', email: 'c@example.com' }),
    ];
    const bulk = (ids: string[], action: unknown) =>
      request({ method: 'POST', path: adminGuestsApi.bulk.path, body: { ids, action } });
    let answer = await bulk([a!.id, b!.id], { type: 'status', rsvpStatus: 'confirmed' });
    expect((answer.body as { saved: AdminGuest[] }).saved.map((g) => g.rsvpStatus)).toEqual([
      'confirmed',
      'confirmed',
    ]);
    answer = await bulk([b!.id], { type: 'category', category: 'colleagues' });
    answer = await bulk([a!.id, c!.id], { type: 'invitationSent', invitationSent: true });
    const list = await listGuests();
    const byEmail = Object.fromEntries(list.map((g) => [g.email, g]));
    expect(byEmail['a@example.com']).toMatchObject({
      rsvpStatus: 'confirmed',
      category: 'friends',
      invitationSent: true,
    });
    expect(byEmail['b@example.com']).toMatchObject({
      rsvpStatus: 'confirmed',
      category: 'colleagues',
      invitationSent: false,
    });
    expect(byEmail['c@example.com']).toMatchObject({ rsvpStatus: 'pending', invitationSent: true });

    answer = await bulk([a!.id, c!.id], { type: 'delete' });
    expect((answer.body as { deletedIds: string[] }).deletedIds.sort()).toEqual(
      [a!.id, c!.id].sort(),
    );
    expect((await listGuests()).map((g) => g.email)).toEqual(['b@example.com']);
    expect((await bulk([], { type: 'delete' })).status).toBe(400);
    expect((await bulk([b!.id], { type: 'status', rsvpStatus: 'maybe' })).status).toBe(400);
  });
});

describe('CSV import', () => {
  const importRows = async (rows: unknown[]) => {
    const answer = await request({
      method: 'POST',
      path: adminGuestsApi.import.path,
      body: { rows },
    });
    expect(answer.status).toBe(200);
    return answer.body as GuestImportResult;
  };

  it('creates new guests, refuses bad and repeated rows, and a second import changes nothing', async () => {
    await addGuest({ name: 'Ana Garcia', email: 'ana@example.com' });
    const rows = [
      { name: 'Ana Garcia', email: 'ana@example.com', rsvpStatus: 'confirmed' },
      {
        name: 'Ben Stone',
        email: 'ben@example.com',
        phone: '555-0101',
        plusOne: true,
        category: 'colleagues',
      },
      { name: 'Bad Mail', email: 'not-an-email' },
      { name: 'Ben Again', email: 'BEN@example.com' },
      { name: 'X', email: 'x@example.com' },
    ];
    expect(await importRows(rows)).toEqual({
      created: 1,
      updated: 1,
      unchanged: 0,
      refused: [
        { row: 3, email: 'not-an-email', reason: 'Invalid email address' },
        { row: 4, email: 'ben@example.com', reason: GUEST_LIST_ERRORS.duplicateInFile },
        { row: 5, email: 'x@example.com', reason: 'Name must be at least 2 characters' },
      ],
    });
    const before = await listGuests();
    expect(before.find((g) => g.email === 'ben@example.com')).toMatchObject({
      phone: '555-0101',
      plusOne: true,
      category: 'colleagues',
      rsvpStatus: 'pending',
    });
    const again = await importRows(rows.slice(0, 2));
    expect(again).toEqual({ created: 0, updated: 0, unchanged: 2, refused: [] });
    expect(await listGuests()).toEqual(before);
  });

  it('leaves unmapped columns alone and clears emptied ones', async () => {
    await addGuest({
      name: 'Ana Garcia',
      email: 'ana@example.com',
      phone: '555',
      dietaryRestrictions: 'Vegan',
    });
    expect(
      await importRows([{ name: 'Ana Garcia', email: 'ana@example.com', phone: '' }]),
    ).toMatchObject({ updated: 1 });
    const [ana] = await listGuests();
    expect(ana!.phone).toBeUndefined();
    expect(ana!.dietaryRestrictions).toBe('Vegan');
  });

  it('refuses a malformed or oversize body and imports nothing', async () => {
    for (const body of [
      { rows: 'nope' },
      { rows: [] },
      {
        rows: Array.from({ length: 5001 }, (_, i) => ({
          name: `G ${i}`,
          email: `g${i}@example.com`,
        })),
      },
    ]) {
      const answer = await request({ method: 'POST', path: adminGuestsApi.import.path, body });
      expect(answer.status).toBe(400);
    }
    const raw = await fetch(`${app.url}${adminGuestsApi.import.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: app.organizer },
      body: '{"rows": [',
    });
    expect(raw.status).toBe(400);
    const tooBig = await fetch(`${app.url}${adminGuestsApi.import.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: app.organizer },
      body: JSON.stringify({
        rows: [{ name: 'x'.repeat(9 * 1024 * 1024), email: 'a@example.com' }],
      }),
    });
    expect(tooBig.status).toBe(413);
    expect(await GuestModel.countDocuments()).toBe(0);
  });

  it('imports 1000 rows in bulk (time printed)', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      name: `Guest Number${i}`,
      email: `guest${i}@example.com`,
      phone: `555-${String(i).padStart(4, '0')}`,
      category: (['family', 'friends', 'colleagues', 'extended-family'] as const)[i % 4],
      plusOne: i % 2 === 0,
    }));
    let started = performance.now();
    expect(await importRows(rows)).toMatchObject({ created: 1000, refused: [] });
    console.log(`import of 1000 new guests: ${Math.round(performance.now() - started)} ms`);
    started = performance.now();
    expect(await importRows(rows)).toMatchObject({ unchanged: 1000 });
    console.log(`re-import of the same 1000 guests: ${Math.round(performance.now() - started)} ms`);
    started = performance.now();
    const list = await listGuests();
    console.log(`list of 1000 guests: ${Math.round(performance.now() - started)} ms`);
    expect(list).toHaveLength(1000);
    expect(new Set(list.map((g) => g.inviteCode)).size).toBe(1000);
  });
});

describe('live updates', () => {
  it('pushes adds, changes and deletes to a second organizer, never to a guest', async () => {
    const watcher = await app.connect({ cookie: app.organizer });
    expect((await subscribe(watcher, 'guests')).subscribed).toEqual(['guests']);
    const guest = app.sockets[0];
    await subscribe(guest, 'guests');
    const leakedSaves = recordEvents(guest, 'guests:saved');
    const leakedDeletes = recordEvents(guest, 'guests:deleted');

    let saved = nextEvent(watcher, 'guests:saved');
    const ana = await addGuest({ name: 'Ana Garcia', email: 'ana@example.com' });
    expect(await saved).toEqual({ guests: [ana] });

    saved = nextEvent(watcher, 'guests:saved');
    await request({
      method: 'PATCH',
      path: buildPath(adminGuestsApi.setStatus.path, { id: ana.id }),
      body: { rsvpStatus: 'confirmed' },
    });
    expect((await saved).guests[0]).toMatchObject({ id: ana.id, rsvpStatus: 'confirmed' });

    saved = nextEvent(watcher, 'guests:saved');
    await request({
      method: 'POST',
      path: adminGuestsApi.import.path,
      body: { rows: [{ name: 'Ben Stone', email: 'ben@example.com' }] },
    });
    expect((await saved).guests.map((g) => g.email)).toEqual(['ben@example.com']);

    const deleted = nextEvent(watcher, 'guests:deleted');
    await request({
      method: 'DELETE',
      path: buildPath(adminGuestsApi.remove.path, { id: ana.id }),
    });
    expect(await deleted).toEqual({ ids: [ana.id] });

    await eventsDelivered(app, guest);
    expect(leakedSaves).toEqual([]);
    expect(leakedDeletes).toEqual([]);
  });
});
