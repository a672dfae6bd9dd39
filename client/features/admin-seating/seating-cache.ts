import type { SeatingAssignment, SeatingTable } from '../../../protocol/seating';

type WithId = { id: string };

/** The cached list with this row added or replaced (by id). */
export function upsert<T extends WithId>(list: T[] | undefined, row: T): T[] | undefined {
  if (!list) return list;
  return list.some((item) => item.id === row.id)
    ? list.map((item) => (item.id === row.id ? row : item))
    : [...list, row];
}

export function removeIds<T extends WithId>(list: T[] | undefined, ids: string[]): T[] | undefined {
  if (!list) return list;
  const gone = new Set(ids);
  return list.filter((item) => !gone.has(item.id));
}

export const byTableNumber = (tables: SeatingTable[]) =>
  [...tables].sort((a, b) => a.tableNumber - b.tableNumber);

/** How many guests each table holds, by table id. */
export function seatedCounts(assignments: SeatingAssignment[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const a of assignments) counts.set(a.tableId, (counts.get(a.tableId) ?? 0) + 1);
  return counts;
}

/** A table's guests, by seat position then name. */
export function guestsAt<T extends SeatingAssignment>(tableId: string, assignments: T[]): T[] {
  return assignments
    .filter((a) => a.tableId === tableId)
    .sort(
      (a, b) =>
        (a.seatPosition ?? 999) - (b.seatPosition ?? 999) || a.guestName.localeCompare(b.guestName),
    );
}
