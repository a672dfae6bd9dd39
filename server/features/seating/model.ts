import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { TABLE_CAPACITY, tableShapes } from '../../../protocol/seating';

const seatingTableSchema = new Schema(
  {
    tableNumber: { type: Number, required: true, min: 1, unique: true },
    tableName: { type: String, required: true },
    capacity: {
      type: Number,
      default: TABLE_CAPACITY.default,
      min: TABLE_CAPACITY.min,
      max: TABLE_CAPACITY.max,
    },
    shape: { type: String, enum: tableShapes, default: 'round' },
    xPosition: { type: Number, default: null },
    yPosition: { type: Number, default: null },
    notes: String,
  },
  {
    collection: 'seating_tables',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
  },
);

export type SeatingTableDocument = InferSchemaType<typeof seatingTableSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};
export const SeatingTableModel = mongoose.model('SeatingTable', seatingTableSchema);

const seatingAssignmentSchema = new Schema(
  {
    /** Client-generated (or a guest-list id on import), kept when the assignment is edited. */
    guestId: { type: String, required: true },
    tableId: { type: Schema.Types.ObjectId, required: true },
    guestName: { type: String, required: true },
    guestEmail: { type: String, required: true },
    seatPosition: { type: Number, default: null },
    /**
     * The seat slot this assignment holds, 1..capacity (not shown; seatPosition is the organizers'
     * own). Unique per table: a table can never hold more guests than it has slots, whatever
     * requests race for the last seat (an insert under a unique index is atomic on MongoDB and
     * FerretDB alike, where a conditional update or a counter is not).
     */
    seat: { type: Number, required: true, min: 1 },
    dietaryRestrictions: String,
    notes: String,
  },
  { collection: 'seating_assignments', versionKey: false, timestamps: true },
);
// Deleting a table removes its assignments; counting a table's seats reads them by table.
seatingAssignmentSchema.index({ tableId: 1 });
export const SEAT_INDEX = 'seat_per_table';
export const GUEST_INDEX = 'one_seat_per_guest';
seatingAssignmentSchema.index({ tableId: 1, seat: 1 }, { unique: true, name: SEAT_INDEX });
// A guest is seated once: moving them is changing this assignment's table.
seatingAssignmentSchema.index({ guestId: 1 }, { unique: true, name: GUEST_INDEX });

export type SeatingAssignmentDocument = InferSchemaType<typeof seatingAssignmentSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const SeatingAssignmentModel = mongoose.model('SeatingAssignment', seatingAssignmentSchema);

/** One document (`_id: 'seating'`): whether guests may see the seating yet. */
const seatingSettingsSchema = new Schema(
  { _id: { type: String, default: 'seating' }, published: { type: Boolean, default: false } },
  { collection: 'seating_settings', versionKey: false },
);
export const SeatingSettingsModel = mongoose.model('SeatingSettings', seatingSettingsSchema);
