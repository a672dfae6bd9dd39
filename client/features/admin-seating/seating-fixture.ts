import type { ImportableGuest, SeatingAssignment, SeatingTable } from '../../../protocol/seating';
import { json, stubFetch, type SentRequest } from '../../test/fake-fetch';

/** The Seating Chart tab's test data: two tables' ids and one record of each kind. */
export const T1 = 'a'.repeat(24);
export const T2 = 'b'.repeat(24);

export const table = (fields: Partial<SeatingTable>): SeatingTable => ({
  id: T1,
  tableNumber: 1,
  tableName: 'Garden',
  capacity: 8,
  shape: 'round',
  xPosition: null,
  yPosition: null,
  createdAt: '2026-06-20T15:00:00.000Z',
  ...fields,
});

export const assignment = (fields: Partial<SeatingAssignment>): SeatingAssignment => ({
  id: 'c'.repeat(24),
  guestId: 'g1',
  tableId: T1,
  guestName: 'Ana Ortiz',
  guestEmail: 'ana@example.com',
  seatPosition: null,
  createdAt: '2026-06-20T15:00:00.000Z',
  updatedAt: '2026-06-20T15:00:00.000Z',
  ...fields,
});

export const guest = (fields: Partial<ImportableGuest>): ImportableGuest => ({
  id: 'd'.repeat(24),
  firstName: 'Lena',
  lastName: 'Park',
  rsvpStatus: 'confirmed',
  category: 'family',
  plusOne: false,
  partySize: fields.plusOne ? 2 : 1,
  ...fields,
});

export type SeatingData = {
  tables: SeatingTable[];
  assignments: SeatingAssignment[];
  guestList: ImportableGuest[];
};

/** Ana at table 1, Ben and Cid at table 2. */
export const threeSeated = [
  assignment({}),
  assignment({ id: 'e'.repeat(24), guestId: 'g2', guestName: 'Ben Lopez', tableId: T2 }),
  assignment({ id: 'f'.repeat(24), guestId: 'g3', guestName: 'Cid Moreno', tableId: T2 }),
];

export type SeatingAnswer = (method: string, url: string, body: unknown) => Response | undefined;

/**
 * The seating API for the tab, serving these records; `custom()`, the answer a test sets, goes
 * first where it answers. Returns the requests sent.
 */
export function stubSeatingApi(
  data: SeatingData,
  custom: () => SeatingAnswer,
): SentRequest<unknown>[] {
  return stubFetch<unknown>((method, url, body) => {
    const answer = custom()(method, url, body);
    if (answer) return answer;
    if (url === '/api/seating/tables') return json(data.tables);
    if (url === '/api/seating/assignments') return json(data.assignments);
    if (url === '/api/seating/publication') return json({ published: false });
    if (url === '/api/guest/list') return json(data.guestList);
    return undefined;
  });
}

/** A table by number and name, as the print views list them. */
export const namedTable = (id: string, tableNumber: number, tableName: string) =>
  table({ id, tableNumber, tableName });

/** A guest seated at a table, with what they cannot eat when given. */
export const seat = (tableId: string, guestName: string, dietaryRestrictions?: string) =>
  assignment({
    id: guestName,
    guestId: guestName,
    tableId,
    guestName,
    guestEmail: 'x@example.com',
    ...(dietaryRestrictions ? { dietaryRestrictions } : {}),
  });
