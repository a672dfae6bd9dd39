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
    dietaryRestrictions: String,
    notes: String,
  },
  { collection: 'seating_assignments', versionKey: false, timestamps: true },
);
// Deleting a table removes its assignments; counting a table's seats reads them by table.
seatingAssignmentSchema.index({ tableId: 1 });

export type SeatingAssignmentDocument = InferSchemaType<typeof seatingAssignmentSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const SeatingAssignmentModel = mongoose.model('SeatingAssignment', seatingAssignmentSchema);
