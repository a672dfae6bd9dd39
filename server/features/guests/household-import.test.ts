import { beforeEach, describe, expect, it } from 'vitest';
import type { GuestImportResult } from '../../../protocol/admin-guests';
import type { Household } from '../../../protocol/households';
import { useTestApp } from '../../test/fixtures';
import { call, clearHouseholds, householdsIn } from '../households/test-support';
import { clearGuests } from './seed';

const app = useTestApp({}, { organizer: true });
beforeEach(async () => {
  await Promise.all([clearGuests(), clearHouseholds()]);
});

const importRows = async (rows: unknown[]) => {
  const result = await call(app.url, 'POST', '/api/admin/guests/import', app.organizer, { rows });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body as GuestImportResult;
};
const households = async () =>
  householdsIn((await call(app.url, 'GET', '/api/admin/households', app.organizer)).body);
const namesOf = (household: Household) => household.members.map((m) => m.firstName).sort();
const holding = (list: Household[], firstName: string) =>
  list.find((h) => h.members.some((m) => m.firstName === firstName))!;

describe('CSV import carries the household', () => {
  it('groups rows with the same Household, sets companions allowed and adds named companions', async () => {
    const result = await importRows([
      { name: 'Ana Ruiz', email: 'ana@example.com', household: 'The Ruizes', companionsAllowed: 2 },
      {
        name: 'Ben Ruiz',
        email: 'ben@example.com',
        household: ' the  ruizes ',
        companionsAllowed: 2,
        companions: ['Lucía Pérez'],
      },
      { name: 'Cid Gil', email: 'cid@example.com' },
    ]);
    expect(result).toMatchObject({ created: 3, refused: [] });
    const list = await households();
    const ruizes = holding(list, 'Ana');
    expect(namesOf(ruizes)).toEqual(['Ana', 'Ben']);
    expect(ruizes).toMatchObject({ name: 'The Ruizes', companionsAllowed: 2 });
    expect(ruizes.companions.map((c) => c.name)).toEqual(['Lucía Pérez']);
    expect(namesOf(holding(list, 'Cid'))).toEqual(['Cid']);

    // The same file again changes no household: same id, same members, no second Lucía.
    await importRows([
      { name: 'Ana Ruiz', email: 'ana@example.com', household: 'The Ruizes', companionsAllowed: 2 },
      {
        name: 'Ben Ruiz',
        email: 'ben@example.com',
        household: 'The Ruizes',
        companionsAllowed: 2,
        companions: ['lucía pérez'],
      },
    ]);
    const again = holding(await households(), 'Ana');
    expect(again.id).toBe(ruizes.id);
    expect(again.companions.map((c) => c.name)).toEqual(['Lucía Pérez']);
  });

  it('an unnamed household exported under its members’ names is found again, and takes a newcomer', async () => {
    await importRows([
      { name: 'Ana Ruiz', email: 'ana@example.com', household: 'X' },
      { name: 'Ben Ruiz', email: 'ben@example.com', household: 'X' },
    ]);
    const first = holding(await households(), 'Ana');
    const unnamed = await call(
      app.url,
      'PUT',
      `/api/admin/households/${first.id}/name`,
      app.organizer,
      {
        name: '',
      },
    );
    expect(unnamed.status).toBe(200);
    // As the export labels it: "Ana Ruiz & Ben Ruiz"; the organizer adds Cid to it.
    await importRows([
      { name: 'Ana Ruiz', email: 'ana@example.com', household: 'Ana Ruiz & Ben Ruiz' },
      { name: 'Ben Ruiz', email: 'ben@example.com', household: 'Ana Ruiz & Ben Ruiz' },
      { name: 'Cid Gil', email: 'cid@example.com', household: 'Ana Ruiz & Ben Ruiz' },
    ]);
    const after = holding(await households(), 'Cid');
    expect(after.id).toBe(first.id);
    expect(after.name).toBe('');
    expect(namesOf(after)).toEqual(['Ana', 'Ben', 'Cid']);
  });

  it('refuses bad household cells with the row’s reason and stores nothing for that row', async () => {
    const result = await importRows([
      { name: 'Ana Ruiz', email: 'ana@example.com', household: 'Ruiz', companionsAllowed: 1 },
      { name: 'Ben Ruiz', email: 'ben@example.com', household: 'Ruiz', companionsAllowed: 3 },
      { name: 'Cid Gil', email: 'cid@example.com', companionsAllowed: 11 },
      { name: 'Dee Gil', email: 'dee@example.com', household: 'x'.repeat(81) },
    ]);
    expect(result.created).toBe(1);
    expect(result.refused).toEqual([
      {
        row: 2,
        email: 'ben@example.com',
        reason: 'Rows of one household must give the same Companions allowed',
      },
      {
        row: 3,
        email: 'cid@example.com',
        reason: 'Companions allowed must be a whole number from 0 to 10',
      },
      {
        row: 4,
        email: 'dee@example.com',
        reason: "A household's name must be at most 80 characters",
      },
    ]);
    const list = await households();
    expect(list.map(namesOf)).toEqual([['Ana']]);
    expect(list[0]).toMatchObject({ name: 'Ruiz', companionsAllowed: 1 });
  });

  it('more named companions than allowed is the row’s error', async () => {
    const result = await importRows([
      {
        name: 'Ana Ruiz',
        email: 'ana@example.com',
        household: 'Ruiz',
        companionsAllowed: 1,
        companions: ['Lucía Pérez', 'Tomás Gil'],
      },
    ]);
    expect(result.refused).toEqual([
      { row: 1, email: 'ana@example.com', reason: 'Your invitation includes 1 companion at most' },
    ]);
  });

  it('rows without the household columns leave households as they are', async () => {
    await importRows([
      { name: 'Ana Ruiz', email: 'ana@example.com', household: 'Ruiz' },
      { name: 'Ben Ruiz', email: 'ben@example.com', household: 'Ruiz' },
    ]);
    const before = await households();
    await importRows([{ name: 'Ana Ruiz', email: 'ana@example.com', phone: '555' }]);
    expect(await households()).toEqual(before);
  });
});
