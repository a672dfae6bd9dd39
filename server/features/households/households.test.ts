import { beforeEach, describe, expect, it } from 'vitest';
import { GUEST_COOKIE } from '../../../protocol/guests';
import { HOUSEHOLD_MESSAGES, householdRemovedSchema } from '../../../protocol/households';
import { nextEvent, startTestApp } from '../../test/harness';
import { organizerSocket, useTestApp } from '../../test/fixtures';
import { clearGuests } from '../guests/seed';
import { signInWithCode } from '../guests/test-support';
import { ensureHouseholds } from './migrate';
import {
  call,
  clearHouseholds,
  expectHousehold,
  householdsIn,
  listedGuest,
  storedHouseholds,
  storedMembers,
} from './test-support';

const app = useTestApp({}, { organizer: true });
beforeEach(async () => {
  await clearGuests();
  await clearHouseholds();
});

const admin = (method: string, path: string, body?: unknown) =>
  call(app.url, method, `/api/admin/households${path}`, app.organizer, body);

describe('households of one, made from the guest list', () => {
  it('makes each guest a household once, even from two processes at once, keeping the party', async () => {
    const ana = await listedGuest('Ana', { partySize: 4 });
    const luis = await listedGuest('Luis', { plusOne: true });
    const eva = await listedGuest('Eva');
    await Promise.all([ensureHouseholds(), ensureHouseholds()]);
    expect(await ensureHouseholds()).toBe(0);
    expect(await storedHouseholds()).toHaveLength(3);
    expect(await storedMembers()).toHaveLength(3);

    const listed = householdsIn((await admin('GET', '')).body);
    const of = (id: string) => listed.find((household) => household.members[0]?.id === id)!;
    expect(of(ana.id).companionsAllowed).toBe(3);
    expect(of(ana.id).companions).toEqual(
      [1, 2, 3].map((n) => ({
        id: `${ana.id}-${n}`,
        name: null,
        child: false,
        guestOf: 'Ana',
      })),
    );
    expect(of(luis.id)).toMatchObject({ companionsAllowed: 1, companions: [{ guestOf: 'Luis' }] });
    expect(of(eva.id)).toMatchObject({ companionsAllowed: 0, companions: [] });
  });

  it('are made when a process starts', async () => {
    const ana = await listedGuest('Ana', { partySize: 2 });
    const second = await startTestApp();
    try {
      expect((await storedMembers()).map((member) => String(member._id))).toEqual([ana.id]);
    } finally {
      await second.close();
    }
  });

  it('gives a guest added later a household when they first read it', async () => {
    const eva = await listedGuest('Eva');
    const cookie = await signInWithCode(app.url, eva);
    const mine = await expectHousehold(call(app.url, 'GET', '/api/households/mine', cookie));
    expect(mine.members.map((member) => member.firstName)).toEqual(['Eva']);
  });
});

describe('organizers group guests into households', () => {
  it('creates, moves and merges, pushing each change, and both codes sign in to one household', async () => {
    const ana = await listedGuest('Ana', { plusOne: true });
    const ben = await listedGuest('Ben');
    const cleo = await listedGuest('Cleo', { partySize: 2 });
    await ensureHouseholds();
    const socket = await organizerSocket(app, 'households');

    const saved = nextEvent(socket, 'households:saved');
    const removed = nextEvent(socket, 'households:removed');
    const couple = await expectHousehold(admin('POST', '', { memberIds: [ana.id, ben.id] }), 201);
    expect(couple.members.map((member) => member.firstName)).toEqual(['Ana', 'Ben']);
    expect((await saved).id).toBe(couple.id);
    expect(householdRemovedSchema.parse(await removed).id).toMatch(/^[a-f0-9]{24}$/);

    // Each member's own invite code signs in to the same household.
    for (const guest of [ana, ben]) {
      const cookie = await signInWithCode(app.url, guest);
      const mine = await expectHousehold(call(app.url, 'GET', '/api/households/mine', cookie));
      expect(mine.id).toBe(couple.id);
    }

    const listed = householdsIn((await admin('GET', '')).body);
    const cleos = listed.find((household) => household.members[0]?.id === cleo.id)!;
    const merged = await expectHousehold(
      admin('POST', `/${couple.id}/merge`, { householdId: cleos.id }),
    );
    expect(merged.members.map((member) => member.firstName)).toEqual(['Ana', 'Ben', 'Cleo']);
    expect(merged).toMatchObject({ companionsAllowed: 1, companions: [{ guestOf: 'Cleo' }] });
    expect(householdsIn((await admin('GET', '')).body)).toHaveLength(1);

    // Split: Cleo moves out into a household of her own again.
    const own = await expectHousehold(admin('POST', '', { memberIds: [cleo.id] }), 201);
    expect(own.members.map((member) => member.firstName)).toEqual(['Cleo']);
    const moved = await expectHousehold(admin('POST', `/${own.id}/members`, { guestId: ben.id }));
    expect(moved.members.map((member) => member.firstName)).toEqual(['Ben', 'Cleo']);
    expect(householdsIn((await admin('GET', '')).body)).toHaveLength(2);
  });

  it('sets the companions allowed, keeping the named ones first when lowering it', async () => {
    const ana = await listedGuest('Ana', { partySize: 3 });
    const cookie = await signInWithCode(app.url, ana);
    const mine = await expectHousehold(call(app.url, 'GET', '/api/households/mine', cookie));
    await expectHousehold(
      call(app.url, 'PUT', '/api/households/mine/companions', cookie, {
        companions: [{ id: mine.companions[0]!.id }, { id: mine.companions[1]!.id, name: 'Sol' }],
      }),
    );
    const lowered = await expectHousehold(
      admin('PUT', `/${mine.id}/companions-allowed`, { companionsAllowed: 1 }),
    );
    expect(lowered.companions.map((companion) => companion.name)).toEqual(['Sol']);
    const refused = await admin('PUT', `/${mine.id}/companions-allowed`, { companionsAllowed: 11 });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('households.companionsAllowedRange');
  });

  it('refuses unknown guests and households, a merge into itself, and anyone but organizers', async () => {
    const ana = await listedGuest('Ana');
    await ensureHouseholds();
    const [household] = householdsIn((await admin('GET', '')).body);
    const missing = '0123456789abcdef01234567';
    expect(await admin('POST', '', { memberIds: [ana.id, missing] })).toMatchObject({
      status: 404,
      body: { code: 'households.guestNotFound' },
    });
    expect(await admin('POST', `/${missing}/members`, { guestId: ana.id })).toMatchObject({
      status: 404,
      body: { code: 'households.notFound' },
    });
    expect(
      await admin('POST', `/${household!.id}/merge`, { householdId: household!.id }),
    ).toMatchObject({ status: 400, body: { code: 'households.sameHousehold' } });
    expect((await admin('POST', '', { memberIds: [] })).status).toBe(400);
    expect(await storedHouseholds()).toHaveLength(1);

    const cookie = await signInWithCode(app.url, ana);
    expect((await call(app.url, 'GET', '/api/admin/households', cookie)).status).toBe(401);
    expect((await call(app.url, 'GET', '/api/admin/households', undefined)).status).toBe(401);
    expect((await call(app.url, 'GET', '/api/households/mine', undefined)).status).toBe(401);
    const forged = await call(
      app.url,
      'GET',
      '/api/households/mine',
      `${GUEST_COOKIE}=forged.token`,
    );
    expect(forged.status).toBe(401);
  });
});

describe('a guest deleted from the list', () => {
  it('leaves their household, which goes when it has nobody left', async () => {
    const ana = await listedGuest('Ana');
    await ensureHouseholds();
    const [household] = householdsIn((await admin('GET', '')).body);
    const socket = await organizerSocket(app, 'households');
    const removed = nextEvent(socket, 'households:removed');
    const deleted = await call(app.url, 'DELETE', `/api/admin/guests/${ana.id}`, app.organizer);
    expect(deleted.status).toBe(200);
    expect(await removed).toEqual({ id: household!.id });
    expect(householdsIn((await admin('GET', '')).body)).toEqual([]);
    expect(await storedMembers()).toHaveLength(0);
  });
});

describe('a household names its companions', () => {
  it('names them and marks children, up to the number allowed, live for organizers', async () => {
    const ana = await listedGuest('Ana', { partySize: 3 });
    const cookie = await signInWithCode(app.url, ana);
    const mine = await expectHousehold(call(app.url, 'GET', '/api/households/mine', cookie));
    const socket = await organizerSocket(app, 'households');
    const pushed = nextEvent(socket, 'households:saved');
    const named = await expectHousehold(
      call(app.url, 'PUT', '/api/households/mine/companions', cookie, {
        companions: [
          { id: mine.companions[0]!.id, name: ' Sol ' },
          { name: 'Leo', child: true },
        ],
      }),
    );
    expect(named.companions).toMatchObject([
      { id: mine.companions[0]!.id, name: 'Sol', child: false, guestOf: 'Ana' },
      { name: 'Leo', child: true, guestOf: 'Ana' },
    ]);
    expect(await pushed).toEqual(named);
  });

  it('refuses more than allowed, or a companion of another household, storing nothing', async () => {
    const ana = await listedGuest('Ana', { plusOne: true });
    const ben = await listedGuest('Ben', { plusOne: true });
    await ensureHouseholds();
    const cookie = await signInWithCode(app.url, ana);
    const before = await expectHousehold(call(app.url, 'GET', '/api/households/mine', cookie));

    const tooMany = await call(app.url, 'PUT', '/api/households/mine/companions', cookie, {
      companions: [{ name: 'Sol' }, { name: 'Leo' }],
    });
    expect(tooMany).toMatchObject({
      status: 422,
      body: {
        code: 'households.tooManyCompanions',
        params: { allowed: 1 },
        message: HOUSEHOLD_MESSAGES.tooManyCompanions(1),
      },
    });
    const foreign = await call(app.url, 'PUT', '/api/households/mine/companions', cookie, {
      companions: [{ id: `${ben.id}-1`, name: 'Sol' }],
    });
    expect(foreign).toMatchObject({ status: 422, body: { code: 'households.unknownCompanion' } });
    const after = await expectHousehold(call(app.url, 'GET', '/api/households/mine', cookie));
    expect(after).toEqual(before);
  });
});
