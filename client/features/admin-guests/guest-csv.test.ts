import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCells, FORMULA_TRIGGERS, opensAsText } from '../../../protocol/csv-test-support';
import { guestsToCsv, UTF8_BOM } from './guest-csv-export';
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
      'Name,Email,Phone,RSVP Status,Plus One,Dietary Restrictions,Table Assignment,Category,Invitation Sent,Language',
    );
    expect(lines[1]).toBe(
      '"María ""Mia"" López",maria@example.com,+1 301 555 0101,confirmed,Yes,"Vegan, no nuts",Table 4,family,Yes,',
    );
    // A cell Excel would run as a formula is defused; the phone's '+' stays as typed.
    expect(lines[2]).toBe(
      `Ben Stone,ben@example.com,,pending,No,"'=HYPERLINK(""x"")",,extended-family,No,`,
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
