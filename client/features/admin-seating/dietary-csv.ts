import { toCsv } from '../../../protocol/csv';
import type { SeatingAssignment, SeatingTable } from '../../../protocol/seating';
import { guestsAt } from './seating-cache';

export const DIETARY_CSV_FILE = 'dietary_summary_by_table.csv';
export const DIETARY_CSV_COLUMNS = [
  'Table Number',
  'Table Name',
  'Guests',
  'Dietary Needs',
  'Guests With Needs',
] as const;

/**
 * One row per table for the caterer: how many guests, each dietary need with its count (needs
 * compared without case), and who has one. Tables in number order.
 */
export function dietaryRows(tables: SeatingTable[], assignments: SeatingAssignment[]): string[][] {
  return [...tables]
    .sort((a, b) => a.tableNumber - b.tableNumber)
    .map((table) => {
      const guests = guestsAt(table.id, assignments);
      const needs = new Map<string, { label: string; count: number }>();
      const withNeeds: string[] = [];
      for (const guest of guests) {
        const need = guest.dietaryRestrictions?.trim();
        if (!need) continue;
        withNeeds.push(`${guest.guestName} (${need})`);
        const key = need.toLowerCase();
        const entry = needs.get(key) ?? { label: need, count: 0 };
        entry.count += 1;
        needs.set(key, entry);
      }
      const summary = [...needs.values()]
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
        .map((entry) => `${entry.label}: ${entry.count}`)
        .join('; ');
      return [
        String(table.tableNumber),
        table.tableName,
        String(guests.length),
        summary,
        withNeeds.join('; '),
      ];
    });
}

export function dietaryCsv(tables: SeatingTable[], assignments: SeatingAssignment[]): string {
  return toCsv({ fields: DIETARY_CSV_COLUMNS, rows: dietaryRows(tables, assignments) });
}

export function downloadText(
  fileName: string,
  text: string,
  type = 'text/csv;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
