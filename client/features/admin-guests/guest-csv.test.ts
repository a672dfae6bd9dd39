import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCells, FORMULA_TRIGGERS, opensAsText } from '../../../protocol/csv-test-support';
import type { AdminGuest } from '../../../protocol/admin-guests';
import type { Household } from '../../../protocol/households';
import { guestsToCsv, householdLabel, UTF8_BOM } from './guest-csv-export';
import { autoMap, isCsvProblem, parseCsv, previewImport, type CsvTable } from './guest-csv-import';
import { adminGuest } from './test-guests';

const guests = [
  adminGuest({
    name: 'María "Mia" López',
    email: 'maria@example.com',
    phone: '+1 301 555 0101',
    rsvpStatus: 'confirmed',
    plusOne: true,
    dietaryRestrictions: 'Vegan, no nuts',
    tableAssignment: 'Table 4',
    category: 'family',
    invitationSent: true,
  }),
  adminGuest({
    name: 'Ben Stone',
    email: 'ben@example.com',
    category: 'extended-family',
    dietaryRestrictions: '=HYPERLINK("x")',
  }),
];

const table = (text: string): CsvTable => {
  const parsed = parseCsv(text, text.length);
  if (isCsvProblem(parsed)) throw new Error(parsed.kind);
  return parsed;
};

describe('CSV export', () => {
  it('writes the spec columns with Yes/No, quoting and a UTF-8 byte-order mark', () => {
    const csv = guestsToCsv(guests);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Phone,RSVP Status,Plus One,Dietary Restrictions,Table Assignment,Category,Invitation Sent,Language,Household,Companions allowed,Companions',
    );
    expect(lines[1]).toBe(
      '"María ""Mia"" López",maria@example.com,+1 301 555 0101,confirmed,Yes,"Vegan, no nuts",Table 4,family,Yes,,,,',
    );
    // A cell Excel would run as a formula is defused; the phone's '+' stays as typed.
    expect(lines[2]).toBe(
      `Ben Stone,ben@example.com,,pending,No,"'=HYPERLINK(""x"")",,extended-family,No,,,,`,
    );
    expect(Papa.parse(csv.slice(1)).errors).toEqual([]);
  });

  it('reads its own export back into the same guests, all unchanged', () => {
    const exported = table(guestsToCsv(guests));
    const mapping = autoMap(exported.headers);
    expect(mapping).toMatchObject({
      name: 0,
      email: 1,
      phone: 2,
      rsvpStatus: 3,
      plusOne: 4,
      dietaryRestrictions: 5,
      tableAssignment: 6,
      category: 7,
      invitationSent: 8,
      firstName: null,
    });
    const preview = previewImport(exported, mapping, guests);
    expect(preview.map((row) => row.outcome)).toEqual(['unchanged', 'unchanged']);
    expect(preview[1]!.row?.dietaryRestrictions).toBe('=HYPERLINK("x")');
  });
});

const household = (fields: Partial<Household>): Household => ({
  id: 'h1',
  name: '',
  members: [],
  companionsAllowed: 0,
  companions: [],
  reopened: false,
  updatedAt: '2026-06-20T15:00:00.000Z',
  ...fields,
});

describe('CSV export with households', () => {
  const ana = adminGuest({ id: 'a'.repeat(24), name: 'Ana Ruiz', email: 'ana@example.com' });
  const ben = adminGuest({ id: 'b'.repeat(24), name: 'Ben Ruiz', email: 'ben@example.com' });
  const cid = adminGuest({ id: 'c'.repeat(24), name: 'Cid Gil', email: 'cid@example.com' });
  const member = (guest: AdminGuest) => ({
    id: guest.id,
    firstName: guest.name.split(' ')[0]!,
    lastName: guest.name.split(' ')[1]!,
  });
  const ruizes = household({
    members: [member(ana), member(ben)],
    companionsAllowed: 2,
    companions: [
      { id: 'c1', name: 'Lucía Pérez', child: false, guestOf: 'Ana' },
      { id: 'c2', name: null, child: false, guestOf: 'Ana' },
      { id: 'c3', name: 'Tomás Gil', child: true, guestOf: 'Ben' },
    ],
  });
  const gils = household({ id: 'h2', name: 'The Gils', members: [member(cid)] });

  it('keeps the ten columns first, then Household, Companions allowed and named Companions', () => {
    const rows = csvCells(guestsToCsv([ana, ben, cid], [ruizes, gils]));
    expect(rows.map((row) => row.length)).toEqual([13, 13, 13]);
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ['Ana Ruiz', 'ana@example.com'],
      ['Ben Ruiz', 'ben@example.com'],
      ['Cid Gil', 'cid@example.com'],
    ]);
    expect(rows.map((row) => row.slice(10))).toEqual([
      // Unnamed: its members' names, the same on every member's row.
      ['Ana Ruiz & Ben Ruiz', '2', 'Lucía Pérez; Tomás Gil'],
      ['Ana Ruiz & Ben Ruiz', '2', ''],
      ['The Gils', '0', ''],
    ]);
    expect(householdLabel(gils)).toBe('The Gils');
  });

  it('reads its own export back with the household columns', () => {
    const exported = table(guestsToCsv([ana, ben, cid], [ruizes, gils]));
    const mapping = autoMap(exported.headers);
    expect(mapping).toMatchObject({ household: 10, companionsAllowed: 11, companions: 12 });
    const preview = previewImport(exported, mapping, [ana, ben, cid]);
    expect(preview.map((row) => row.outcome)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(preview[0]!.row).toMatchObject({
      household: 'Ana Ruiz & Ben Ruiz',
      companionsAllowed: 2,
      companions: ['Lucía Pérez', 'Tomás Gil'],
    });
    expect(preview[1]!.row?.companions).toBeUndefined();
  });

  it('a companions allowed that is not a whole number from 0 to 10 is the row’s error', () => {
    const file = table(
      [
        'Name,Email,Household,Companions allowed',
        'Ana,ana@example.com,Ruiz,two',
        'Ben,ben@example.com,Ruiz,11',
      ].join('\n'),
    );
    const preview = previewImport(file, autoMap(file.headers), []);
    expect(preview.map((row) => row.problems)).toEqual([
      [{ message: 'Companions allowed must be a whole number from 0 to 10' }],
      [{ message: 'Companions allowed must be a whole number from 0 to 10' }],
    ]);
  });
});

describe('CSV export and formulas', () => {
  it('opens a guest-typed cell starting with any formula character as text', () => {
    const typed = FORMULA_TRIGGERS.map((trigger, i) =>
      adminGuest({
        name: `Guest ${i}`,
        email: `g${i}@example.com`,
        dietaryRestrictions: `${trigger}1+1`,
      }),
    );
    const rows = csvCells(guestsToCsv(typed));
    expect(rows.map((row) => row[5])).toEqual(FORMULA_TRIGGERS.map((t) => `'${t}1+1`));
    expect(rows.every((row) => row.every(opensAsText))).toBe(true);
  });

  it('keeps +34 600 000 000 in the phone column and neutralises -5 in the notes', () => {
    const [row] = csvCells(
      guestsToCsv([
        adminGuest({ name: 'Ana', phone: '+34 600 000 000', dietaryRestrictions: '-5' }),
      ]),
    );
    expect(row![2]).toBe('+34 600 000 000');
    expect(row![5]).toBe("'-5");
  });

  it('neutralises a phone cell that is not a phone number', () => {
    const [row] = csvCells(guestsToCsv([adminGuest({ name: 'Ana', phone: '+HYPERLINK("x")' })]));
    expect(row![2]).toBe(`'+HYPERLINK("x")`);
  });
});

describe('CSV import preview', () => {
  it('maps common headers and reports bad e-mails, repeats, unknown values and updates', () => {
    const file = table(
      [
        'First Name,Last Name,E-mail,Phone,Status,Plus One,Group',
        'Ana,Garcia,ana@example.com,555,Confirmed,yes,Friends',
        'Bad,Mail,not-an-email,,,,',
        'Ana,Again,ANA@example.com,,,,',
        'Ben,Stone,ben@example.com,,Maybe,perhaps,Neighbours',
        'Maria,Lopez,maria@example.com,,declined,,',
      ].join('\n'),
    );
    const mapping = autoMap(file.headers);
    expect(mapping).toMatchObject({
      firstName: 0,
      lastName: 1,
      email: 2,
      phone: 3,
      rsvpStatus: 4,
      plusOne: 5,
      category: 6,
      name: null,
    });
    const preview = previewImport(file, mapping, guests);
    expect(preview.map(({ line, outcome }) => [line, outcome])).toEqual([
      [1, 'new'],
      [2, 'error'],
      [3, 'error'],
      [4, 'error'],
      [5, 'update'],
    ]);
    expect(preview[0]!.row).toEqual({
      name: 'Ana Garcia',
      email: 'ana@example.com',
      phone: '555',
      rsvpStatus: 'confirmed',
      plusOne: true,
      category: 'friends',
    });
    expect(preview[1]!.problems).toEqual([{ message: 'Invalid email address' }]);
    expect(preview[2]!.problems).toEqual([
      { message: 'This e-mail address appears more than once in the file.' },
    ]);
    expect(preview[3]!.problems).toEqual([
      { key: 'badCategory', value: 'Neighbours' },
      { key: 'badStatus', value: 'Maybe' },
      { key: 'badYesNo', value: 'perhaps' },
    ]);
  });

  it('refuses an oversize, an over-long, an empty or a broken file', () => {
    expect(parseCsv('Name,Email\nA,a@x.com', 3 * 1024 * 1024)).toEqual({ kind: 'fileTooLarge' });
    const many = [
      'Name,Email',
      ...Array.from({ length: 5001 }, (_, i) => `G${i},g${i}@x.com`),
    ].join('\n');
    expect(parseCsv(many, many.length)).toEqual({ kind: 'tooManyRows' });
    expect(parseCsv('Name,Email\n', 11)).toEqual({ kind: 'noRows' });
    const broken = 'Name,Email\n"Ana,ana@example.com\nBen,ben@example.com';
    expect(parseCsv(broken, broken.length)).toMatchObject({ kind: 'unreadable' });
  });
});
