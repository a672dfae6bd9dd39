import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { FORMULA_TRIGGERS, opensAsText } from './csv-test-support';
import { neutraliseCell, toCsv } from './csv';

describe('the one CSV rule', () => {
  it('makes a cell starting with any formula character open as text', () => {
    for (const trigger of FORMULA_TRIGGERS) {
      const cell = `${trigger}SUM(A1:A9)`;
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
      expect(opensAsText(neutraliseCell(cell))).toBe(true);
    }
  });

  it('keeps a valid international phone in a phone column, and only there', () => {
    expect(neutraliseCell('+34 600 000 000', { phone: true })).toBe('+34 600 000 000');
    expect(neutraliseCell('+34 600 000 000')).toBe("'+34 600 000 000");
    // Not a phone number, whatever the column says.
    expect(neutraliseCell('+1+cmd|calc', { phone: true })).toBe("'+1+cmd|calc");
    expect(neutraliseCell('-5', { phone: true })).toBe("'-5");
    expect(neutraliseCell('600 000 000', { phone: true })).toBe('600 000 000');
  });

  it('keeps a phone cell as it is only when the whole cell is a phone number', () => {
    for (const phone of [
      '+1 201 555 0123',
      '+12015550123',
      '+1 (201) 555-0123',
      '+34 600 000 000',
    ]) {
      expect(neutraliseCell(phone, { phone: true })).toBe(phone);
    }
    // A number inside a formula is no phone cell: the formula gets the guard.
    const attacks = [
      '=HYPERLINK("https://evil.example/",+12015550123)',
      '+12015550123+HYPERLINK("https://evil.example/")',
      '+1 201 555 0123;=1+1',
      '@+12015550123',
      '-+12015550123',
      '+1 201 555 0123\n=cmd',
      '+34 600 000 000 ext. 5',
    ];
    for (const cell of attacks) {
      expect(neutraliseCell(cell, { phone: true })).toBe(`'${cell}`);
      expect(opensAsText(neutraliseCell(cell, { phone: true }))).toBe(true);
    }
  });

  it('writes a file a spreadsheet reads back cell for cell', () => {
    const csv = toCsv({
      fields: ['Name', 'Phone', 'Notes'],
      rows: [['Ana, "Nana"', '+34 600 000 000', '-5']],
      phoneColumns: [1],
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, row] = Papa.parse<string[]>(csv.slice(1)).data;
    expect(header).toEqual(['Name', 'Phone', 'Notes']);
    expect(row).toEqual(['Ana, "Nana"', '+34 600 000 000', "'-5"]);
  });
});
