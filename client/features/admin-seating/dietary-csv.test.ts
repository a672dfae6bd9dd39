import { describe, expect, it } from 'vitest';
import { csvCells, FORMULA_TRIGGERS, opensAsText } from '../../../protocol/csv-test-support';
import { dietaryCsv } from './dietary-csv';
import { namedTable as table, seat } from './seating-fixture';

describe('the caterer’s dietary summary', () => {
  it('has one row per table in number order, each need counted without case', () => {
    const csv = dietaryCsv(
      [table('b', 2, 'Lake'), table('a', 1, 'Garden, North')],
      [
        seat('a', 'Ana', 'Vegan'),
        seat('a', 'Ben', 'vegan'),
        seat('a', 'Cid', 'Nut allergy'),
        seat('a', 'Dee'),
        seat('b', 'Eva'),
      ],
    );
    // Like every export, a byte-order mark first so Excel keeps accents.
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Table Number,Table Name,Guests,Dietary Needs,Guests With Needs',
      '1,"Garden, North",4,Vegan: 2; Nut allergy: 1,Ana (Vegan); Ben (vegan); Cid (Nut allergy)',
      '2,Lake,1,,',
    ]);
  });
});

describe('the caterer’s dietary summary and formulas', () => {
  it('opens a guest-typed need or name starting with any formula character as text', () => {
    for (const trigger of FORMULA_TRIGGERS) {
      const [row] = csvCells(
        dietaryCsv([table('a', 1, '=Head table')], [seat('a', `${trigger}Ana`, `${trigger}1+1`)]),
      );
      expect(row![1]).toBe("'=Head table");
      expect(row![4]!.startsWith(`'${trigger}Ana (`)).toBe(true);
      expect(row!.every(opensAsText)).toBe(true);
    }
  });

  it('neutralises -5 in the needs column', () => {
    const [row] = csvCells(dietaryCsv([table('a', 1, 'Lake')], [seat('a', 'Ana', '-5')]));
    expect(row![3]).toBe("'-5: 1");
  });
});
