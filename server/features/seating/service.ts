import {
  SEATING_MESSAGES,
  type AssignmentDeleted,
  type ImportGuestsForm,
  type ImportableGuest,
  type SeatingAssignment,
  type SeatingTable,
  type SeatingTableBody,
  type TableDeleted,
  type TablePosition,
} from '../../../protocol/seating';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/http/errors';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { guestsByIds } from '../guests/door';
import { companionIdsComingWith } from '../households/door';
import { companionSeat, seatHoldersOf } from './companions';
import { companionsByGuest, importableGuestList, seatsOf } from './parties';
import { presentSeats } from './holders';
import type { GuestView } from './guest-view';
import {
  SeatingAssignmentModel,
  SeatingTableModel,
  type SeatingAssignmentDocument,
  type SeatingTableDocument,
} from './model';
import { presentTable } from './present';
import { compactSeats, freeSeats, moveGuest, seatGuest, tableOrThrow } from './seats';
import type { z } from 'zod';
import type { seatingAssignmentBodySchema } from '../../../protocol/seating';

type AssignmentBody = z.infer<typeof seatingAssignmentBodySchema>;

function tableNumberTaken(error: unknown, tableNumber: number): Error {
  // An update that breaks the index is code 1 on FerretDB, not 11000: both mean the number is taken.
  return isUniqueViolation(error)
    ? conflict(SEATING_MESSAGES.tableNumberTaken(tableNumber))
    : (error as Error);
}

const assignmentFields = (body: AssignmentBody) => ({
  guestName: body.guestName,
  guestEmail: body.guestEmail.toLowerCase(),
  seatPosition: body.seatPosition ?? null,
  dietaryRestrictions: body.dietaryRestrictions,
  notes: body.notes,
});

/**
 * The seating chart: tables and who sits where. Every change is pushed to organizers on the
 * `seating` topic after the write, and to the guest concerned on `seat` once the chart is public.
 */
export class SeatingService {
  constructor(
    private readonly hub: RealtimeHub,
    private readonly guests: GuestView,
  ) {}

  async tables(): Promise<SeatingTable[]> {
    const docs = await SeatingTableModel.find()
      .sort({ tableNumber: 1 })
      .lean<SeatingTableDocument[]>();
    return docs.map(presentTable);
  }

  async assignments(): Promise<SeatingAssignment[]> {
    const docs = await SeatingAssignmentModel.find()
      .sort({ createdAt: 1, _id: 1 })
      .lean<SeatingAssignmentDocument[]>();
    return presentSeats(docs);
  }

  async createTable(body: SeatingTableBody): Promise<SeatingTable> {
    let created: SeatingTableDocument;
    try {
      const doc = await SeatingTableModel.create({
        tableNumber: body.tableNumber,
        tableName: body.tableName,
        capacity: body.capacity,
        shape: body.shape,
        xPosition: body.xPosition ?? null,
        yPosition: body.yPosition ?? null,
        notes: body.notes,
      });
      created = doc.toObject() as SeatingTableDocument;
    } catch (error) {
      throw tableNumberTaken(error, body.tableNumber);
    }
    return this.tableSaved(created);
  }

  async updateTable(id: string, body: SeatingTableBody): Promise<SeatingTable> {
    const before = await tableOrThrow(id);
    const lowered = body.capacity < (before.capacity ?? 8);
    if (lowered) {
      const seated = await SeatingAssignmentModel.countDocuments({ tableId: before._id });
      if (seated > body.capacity) {
        throw conflict(SEATING_MESSAGES.capacityBelowSeated(before.tableNumber, seated));
      }
    }
    const set: Record<string, unknown> = {
      tableNumber: body.tableNumber,
      tableName: body.tableName,
      capacity: body.capacity,
      shape: body.shape,
      notes: body.notes ?? null,
    };
    if (body.xPosition !== undefined) set.xPosition = body.xPosition;
    if (body.yPosition !== undefined) set.yPosition = body.yPosition;
    let updated: SeatingTableDocument | null;
    try {
      updated = await SeatingTableModel.findOneAndUpdate(
        { _id: before._id },
        { $set: set },
        { new: true },
      ).lean<SeatingTableDocument>();
    } catch (error) {
      throw tableNumberTaken(error, body.tableNumber);
    }
    if (!updated) throw notFound(SEATING_MESSAGES.tableNotFound);
    if (lowered && !(await compactSeats(before._id, body.capacity))) {
      // Someone was seated between the count and the change: the old capacity stands.
      await SeatingTableModel.updateOne(
        { _id: before._id },
        { $set: { capacity: before.capacity } },
      );
      const seated = await SeatingAssignmentModel.countDocuments({ tableId: before._id });
      throw conflict(SEATING_MESSAGES.capacityBelowSeated(before.tableNumber, seated));
    }
    return this.tableSaved(updated);
  }

  async moveTable(id: string, position: TablePosition): Promise<SeatingTable> {
    const updated = await SeatingTableModel.findOneAndUpdate(
      { _id: id },
      { $set: position },
      { new: true },
    ).lean<SeatingTableDocument>();
    if (!updated) throw notFound(SEATING_MESSAGES.tableNotFound);
    return this.tableSaved(updated, false);
  }

  /** Deletes a table and its assignments: those guests are free to be seated elsewhere. */
  async deleteTable(id: string): Promise<TableDeleted> {
    const deleted = await SeatingTableModel.findOneAndDelete({
      _id: id,
    }).lean<SeatingTableDocument>();
    if (!deleted) throw notFound(SEATING_MESSAGES.tableNotFound);
    const freed = await SeatingAssignmentModel.find({ tableId: deleted._id }).lean<
      SeatingAssignmentDocument[]
    >();
    await SeatingAssignmentModel.deleteMany({ tableId: deleted._id });
    const result = { id, removedAssignmentIds: freed.map((doc) => doc._id.toString()) };
    this.hub.publish('seating', 'seating:table-deleted', result);
    await this.guests.notify(freed);
    return result;
  }

  async createAssignment(body: AssignmentBody): Promise<SeatingAssignment> {
    const created = await seatGuest(body.tableId, {
      guestId: body.guestId,
      ...assignmentFields(body),
    });
    return this.assignmentSaved(created);
  }

  /** Edits an assignment; a new tableId moves the guest (a reassignment, never a second seat). */
  async updateAssignment(id: string, body: AssignmentBody): Promise<SeatingAssignment> {
    const current = await SeatingAssignmentModel.findById(id).lean<SeatingAssignmentDocument>();
    if (!current) throw notFound(SEATING_MESSAGES.assignmentNotFound);
    // The guestId is kept: it names the person, whatever the form sent.
    const saved = await moveGuest(current, body.tableId, assignmentFields(body));
    return this.assignmentSaved(saved);
  }

  /**
   * Frees the seats of guests deleted from the guest list (their plus ones' and the companions who
   * came with them too): a deleted guest must not hold a chair, appear on place cards or be found
   * at the entrance.
   */
  async freeSeatsOf(guestIds: string[]): Promise<void> {
    const freed: SeatingAssignmentDocument[] = [];
    const seats = [
      ...guestIds.flatMap(seatHoldersOf),
      ...(await companionIdsComingWith(guestIds)).map(companionSeat),
    ];
    // A bulk delete can name thousands of guests, ten seat ids each: a few bounded queries.
    for (let start = 0; start < seats.length; start += 5000) {
      const seatHolders = seats.slice(start, start + 5000);
      freed.push(
        ...(await SeatingAssignmentModel.find({ guestId: { $in: seatHolders } }).lean<
          SeatingAssignmentDocument[]
        >()),
      );
    }
    if (!freed.length) return;
    await SeatingAssignmentModel.deleteMany({ _id: { $in: freed.map((doc) => doc._id) } });
    for (const doc of freed) {
      this.hub.publish('seating', 'seating:assignment-deleted', { id: doc._id.toString() });
    }
    await this.guests.notify(freed);
  }

  async deleteAssignment(id: string): Promise<AssignmentDeleted> {
    const deleted = await SeatingAssignmentModel.findOneAndDelete({
      _id: id,
    }).lean<SeatingAssignmentDocument>();
    if (!deleted) throw notFound(SEATING_MESSAGES.assignmentNotFound);
    this.hub.publish('seating', 'seating:assignment-deleted', { id });
    await this.guests.notify([deleted]);
    return { id };
  }

  /** The guest list for the import dialog (its filters run in the dialog). */
  importableGuests(): Promise<ImportableGuest[]> {
    return importableGuestList();
  }

  /**
   * Seats the selected guests of the guest list at one table, each with the companions of their
   * household who come with them (named: their name; not yet: "Ana Ruiz +1" until they are). A
   * guest whose companions came after they were seated has those seated now; a party seated whole
   * is refused. All or nothing: when they do not all fit, nobody is seated.
   */
  async importGuests({
    guestIds,
    tableId,
  }: ImportGuestsForm): Promise<{ assignments: SeatingAssignment[] }> {
    const ids = [...new Set(guestIds)];
    const [guests, companions] = await Promise.all([guestsByIds(ids), companionsByGuest()]);
    if (guests.length !== ids.length) throw badRequest(SEATING_MESSAGES.importGuestsMissing);
    const table = await tableOrThrow(tableId);
    const parties = guests.map((guest) => {
      const email = guest.email ?? `guest-${guest._id.toString()}@guests.invalid`;
      const base = {
        guestEmail: email,
        seatPosition: null,
        dietaryRestrictions: guest.dietaryRestrictions || undefined,
        notes: guest.phone ? `Phone: ${guest.phone}` : undefined,
      };
      // Everyone the guest brings takes a seat too, beside them: a party of 4 takes 4 seats.
      return seatsOf(guest, companions).map((seat, i) => ({
        ...base,
        guestId: seat.seatId,
        guestName: seat.name,
        ...(i > 0 ? { dietaryRestrictions: undefined } : {}),
      }));
    });
    const seated = await SeatingAssignmentModel.find({
      guestId: { $in: parties.flat().map((row) => row.guestId) },
    }).lean<SeatingAssignmentDocument[]>();
    const taken = new Set(seated.map((doc) => doc.guestId));
    // A party seated whole is refused; one whose companions came since has those seated now.
    const whole = parties.find((party) => party.every((row) => taken.has(row.guestId)));
    if (whole) throw conflict(SEATING_MESSAGES.alreadySeated(whole[0]!.guestName));
    const rows = parties.flat().filter((row) => !taken.has(row.guestId));
    const free = (await freeSeats(table)).length;
    if (free < rows.length) {
      throw conflict(SEATING_MESSAGES.notEnoughSeats(table.tableNumber, free, rows.length));
    }
    const created: SeatingAssignmentDocument[] = [];
    try {
      for (const row of rows) created.push(await seatGuest(tableId, row));
    } catch (error) {
      // Lost a race for the last seats: give back the ones taken, so nothing is half-imported.
      await SeatingAssignmentModel.deleteMany({ _id: { $in: created.map((doc) => doc._id) } });
      throw error;
    }
    const assignments = await presentSeats(created);
    for (const assignment of assignments)
      this.hub.publish('seating', 'seating:assignment-saved', assignment);
    await this.guests.notify(created);
    return { assignments };
  }

  private async tableSaved(doc: SeatingTableDocument, notifyGuests = true): Promise<SeatingTable> {
    const table = presentTable(doc);
    this.hub.publish('seating', 'seating:table-saved', table);
    // A renamed table changes what its guests see as 'Your table'.
    if (notifyGuests) await this.guests.notifyTable(doc._id);
    return table;
  }

  private async assignmentSaved(doc: SeatingAssignmentDocument): Promise<SeatingAssignment> {
    const [assignment] = await presentSeats([doc]);
    this.hub.publish('seating', 'seating:assignment-saved', assignment!);
    await this.guests.notify([doc]);
    return assignment!;
  }
}
