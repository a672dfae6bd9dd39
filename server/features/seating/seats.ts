import type { Types } from 'mongoose';
import { SEATING_MESSAGES } from '../../../protocol/seating';
import { conflict, isUniqueViolation, notFound } from '../../lib/http/errors';
import {
  GUEST_INDEX,
  SeatingAssignmentModel,
  SeatingTableModel,
  type SeatingAssignmentDocument,
  type SeatingTableDocument,
} from './model';

/**
 * Seat slots. A table of capacity N has slots 1..N, and an assignment holds one under a unique
 * (tableId, seat) index, so however many requests race for the last seat, the database lets one
 * insert win (MongoDB and FerretDB 1.x both enforce unique indexes atomically; FerretDB's
 * conditional updates and `$inc` are not isolated). A guest holds one assignment (unique guestId).
 * Capacity changes and table deletion are re-checked by whoever took a slot (`settle`).
 */

/** Enough rounds for every slot of the largest table to be contested once, plus retries. */
const MAX_ROUNDS = 40;

export type AssignmentFields = Omit<
  SeatingAssignmentDocument,
  '_id' | 'createdAt' | 'updatedAt' | 'tableId' | 'seat'
>;

export async function tableOrThrow(tableId: string | Types.ObjectId) {
  const table = await SeatingTableModel.findById(tableId).lean<SeatingTableDocument>();
  if (!table) throw notFound(SEATING_MESSAGES.tableNotFound);
  return table;
}

export async function takenSeats(tableId: string | Types.ObjectId): Promise<Set<number>> {
  const rows = await SeatingAssignmentModel.find({ tableId })
    .select({ seat: 1 })
    .lean<{ seat: number }[]>();
  return new Set(rows.map((row) => row.seat));
}

/** The free slots of a table, lowest first. */
export async function freeSeats(table: SeatingTableDocument): Promise<number[]> {
  const taken = await takenSeats(table._id);
  const free: number[] = [];
  for (let seat = 1; seat <= (table.capacity ?? 8); seat += 1)
    if (!taken.has(seat)) free.push(seat);
  return free;
}

export const fullTable = (table: SeatingTableDocument) =>
  conflict(SEATING_MESSAGES.tableFull(table.tableNumber, table.tableName, table.capacity ?? 8));

/**
 * Whether a duplicate-key error is about the guest (seated already) rather than the slot. MongoDB
 * names the index in the error; FerretDB may not, so the guest's seat is looked up then.
 */
async function isGuestClash(error: unknown, guestId: string): Promise<boolean> {
  if (!isUniqueViolation(error)) return false;
  const { keyValue, message } = error as { keyValue?: Record<string, unknown>; message?: string };
  if (keyValue && 'guestId' in keyValue) return true;
  if ((message ?? '').includes(GUEST_INDEX)) return true;
  return Boolean(await SeatingAssignmentModel.exists({ guestId }));
}

type SettleResult = 'kept' | 'gone' | 'over';

/**
 * After taking slot `seat` at a table: the table may have been deleted or its capacity lowered
 * meanwhile. Then the slot is given up (the caller tries again or refuses).
 */
async function settle(tableId: Types.ObjectId, seat: number): Promise<SettleResult> {
  const table = await SeatingTableModel.findById(tableId).lean<SeatingTableDocument>();
  if (!table) return 'gone';
  return seat > (table.capacity ?? 8) ? 'over' : 'kept';
}

/** Seats a guest at a table: one insert under the unique indexes, retried on a lost slot. */
export async function seatGuest(
  tableId: string,
  fields: AssignmentFields,
  alreadySeated: (name: string) => Error = (name) => conflict(SEATING_MESSAGES.alreadySeated(name)),
): Promise<SeatingAssignmentDocument> {
  let table = await tableOrThrow(tableId);
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    if (round > 0) table = await tableOrThrow(tableId);
    const [seat] = await freeSeats(table);
    if (seat === undefined) throw fullTable(table);
    let created: SeatingAssignmentDocument;
    try {
      const doc = await SeatingAssignmentModel.create({ ...fields, tableId: table._id, seat });
      created = doc.toObject() as SeatingAssignmentDocument;
    } catch (error) {
      if (await isGuestClash(error, fields.guestId)) throw alreadySeated(fields.guestName);
      if (isUniqueViolation(error)) continue; // someone took that slot first: look again
      throw error;
    }
    const settled = await settle(table._id, seat);
    if (settled === 'kept') return created;
    await SeatingAssignmentModel.deleteOne({ _id: created._id });
    if (settled === 'gone') throw notFound(SEATING_MESSAGES.tableNotFound);
  }
  // Every round lost its slot to someone else: by now the table is as good as full.
  throw fullTable(table);
}

/**
 * Moves an assignment to another table (or keeps it) and writes its fields, taking a slot at the
 * target with one conditional update under the same unique index. Answers the stored document.
 */
export async function moveGuest(
  current: SeatingAssignmentDocument,
  tableId: string,
  fields: Partial<AssignmentFields>,
): Promise<SeatingAssignmentDocument> {
  if (current.tableId.toString() === tableId) {
    const updated = await SeatingAssignmentModel.findOneAndUpdate(
      { _id: current._id },
      { $set: fields },
      { new: true },
    ).lean<SeatingAssignmentDocument>();
    if (!updated) throw notFound(SEATING_MESSAGES.assignmentNotFound);
    return updated;
  }
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const table = await tableOrThrow(tableId);
    const [seat] = await freeSeats(table);
    if (seat === undefined) throw fullTable(table);
    try {
      const result = await SeatingAssignmentModel.updateOne(
        { _id: current._id, tableId: current.tableId, seat: current.seat },
        { $set: { ...fields, tableId: table._id, seat } },
      );
      if (result.matchedCount === 0) throw conflict(SEATING_MESSAGES.assignmentNotFound);
    } catch (error) {
      // Someone took that slot first (FerretDB says so with code 1 on an update): look again.
      if (isUniqueViolation(error)) continue;
      throw error;
    }
    const settled = await settle(table._id, seat);
    if (settled !== 'kept') {
      // Back where it was, so a refused move leaves the guest seated as before.
      await SeatingAssignmentModel.updateOne(
        { _id: current._id },
        { $set: { tableId: current.tableId, seat: current.seat } },
      ).catch(() => undefined);
      if (settled === 'gone') throw notFound(SEATING_MESSAGES.tableNotFound);
      continue;
    }
    const moved = await SeatingAssignmentModel.findById(
      current._id,
    ).lean<SeatingAssignmentDocument>();
    if (!moved) throw notFound(SEATING_MESSAGES.assignmentNotFound);
    return moved;
  }
  throw conflict(SEATING_MESSAGES.assignmentNotFound);
}

/**
 * After a table's capacity was lowered to `capacity`: moves the guests holding slots above it to
 * free slots below. Answers false when they do not fit (someone was seated meanwhile).
 */
export async function compactSeats(tableId: Types.ObjectId, capacity: number): Promise<boolean> {
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const high = await SeatingAssignmentModel.find({ tableId, seat: { $gt: capacity } })
      .select({ _id: 1, seat: 1 })
      .lean<{ _id: Types.ObjectId; seat: number }[]>();
    if (high.length === 0) return true;
    const taken = await takenSeats(tableId);
    const free: number[] = [];
    for (let seat = 1; seat <= capacity; seat += 1) if (!taken.has(seat)) free.push(seat);
    if (free.length < high.length) return false;
    for (const [index, row] of high.entries()) {
      try {
        await SeatingAssignmentModel.updateOne(
          { _id: row._id, seat: row.seat },
          { $set: { seat: free[index] } },
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
  }
  return false;
}
