import { describe, expect, it } from 'vitest';
import {
  importGuestsFormSchema,
  seatingAssignmentBodySchema,
  seatingAssignmentFormSchema,
  seatingTableFormSchema,
} from './seating';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

const TABLE_ID = '65a1b2c3d4e5f6a7b8c9d0e1';

describe('table form', () => {
  it('seats 8 at a round table by default', () => {
    expect(seatingTableFormSchema.parse({ tableNumber: 1, tableName: ' Family ' })).toEqual({
      tableNumber: 1,
      tableName: 'Family',
      capacity: 8,
      shape: 'round',
    });
  });

  it('uses the spec messages for number, name and capacity', () => {
    expect(
      messagesOf(
        seatingTableFormSchema.safeParse({ tableNumber: 0, tableName: '  ', capacity: 0 }),
      ),
    ).toEqual([
      'tableNumber: Table number must be at least 1',
      'tableName: Table name is required',
      'capacity: Capacity must be at least 1',
    ]);
    expect(
      messagesOf(
        seatingTableFormSchema.safeParse({ tableNumber: 2, tableName: 'A', capacity: 21 }),
      ),
    ).toEqual(['capacity: Capacity cannot exceed 20']);
    expect(messagesOf(seatingTableFormSchema.safeParse({ tableName: 'A' }))).toEqual([
      'tableNumber: Table number must be at least 1',
    ]);
    expect(
      seatingTableFormSchema.safeParse({ tableNumber: 2, tableName: 'A', capacity: 20 }).success,
    ).toBe(true);
  });

  it('offers round, rectangular and square tables only', () => {
    for (const shape of ['round', 'rectangular', 'square']) {
      expect(
        seatingTableFormSchema.safeParse({ tableNumber: 3, tableName: 'A', shape }).success,
      ).toBe(true);
    }
    expect(
      seatingTableFormSchema.safeParse({ tableNumber: 3, tableName: 'A', shape: 'oval' }).success,
    ).toBe(false);
  });
});

describe('assignment form', () => {
  const valid = { guestName: 'Jo Lee', guestEmail: 'jo@example.com', tableId: TABLE_ID };

  it('uses the spec messages for name, e-mail and table', () => {
    expect(
      messagesOf(
        seatingAssignmentFormSchema.safeParse({ guestName: 'J', guestEmail: 'jo', tableId: '' }),
      ),
    ).toEqual([
      'guestName: Guest name must be at least 2 characters',
      'guestEmail: Invalid email address',
      'tableId: Please select a table',
    ]);
    expect(
      messagesOf(
        seatingAssignmentFormSchema.safeParse({ guestName: 'Jo', guestEmail: 'jo@example.com' }),
      ),
    ).toEqual(['tableId: Please select a table']);
  });

  it('accepts an optional seat number and drops empty notes', () => {
    expect(
      seatingAssignmentFormSchema.parse({
        ...valid,
        guestEmail: ' jo@example.com ',
        seatPosition: 3,
        notes: '',
      }),
    ).toEqual({
      ...valid,
      seatPosition: 3,
    });
    expect(seatingAssignmentFormSchema.safeParse({ ...valid, seatPosition: 0 }).success).toBe(
      false,
    );
    expect(seatingAssignmentFormSchema.safeParse({ ...valid, seatPosition: null }).success).toBe(
      true,
    );
  });

  it('sends the client-generated guestId with every save', () => {
    expect(seatingAssignmentBodySchema.safeParse(valid).success).toBe(false);
    expect(
      seatingAssignmentBodySchema.parse({ ...valid, guestId: 'guest-1700000000000' }).guestId,
    ).toBe('guest-1700000000000');
  });
});

describe('import guests', () => {
  it('needs at least one guest and a table', () => {
    expect(messagesOf(importGuestsFormSchema.safeParse({ guestIds: [], tableId: '' }))).toEqual([
      'guestIds: Please select at least one guest to import.',
      'tableId: Please select a table to assign the guests to.',
    ]);
  });
});
