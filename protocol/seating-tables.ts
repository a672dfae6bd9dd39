import { z } from 'zod';
import { FIELD_MESSAGES, optionalText } from './form-fields';
import { isoDate } from './http';
import { defineMessages, withParams } from './messages';

export const SEATING_MESSAGES = defineMessages('seating', {
  tableNumberMin: 'Table number must be at least 1',
  tableNumberWhole: 'Table number must be a whole number',
  tableNameRequired: 'Table name is required',
  capacityMin: 'Capacity must be at least 1',
  capacityMax: 'Capacity cannot exceed 20',
  guestNameMin: 'Guest name must be at least 2 characters',
  emailInvalid: 'Invalid email address',
  tableRequired: 'Please select a table',
  seatPositionInvalid: 'Seat must be a whole number of at least 1',
  tableNumberTaken: withParams(
    ['number'],
    (tableNumber: number) => `Table ${tableNumber} already exists.`,
  ),
  tableNotFound: 'That table no longer exists.',
  assignmentNotFound: 'That assignment no longer exists.',
  tableFull: withParams(
    ['number', 'name', 'capacity'],
    (tableNumber: number, tableName: string, capacity: number) =>
      `Table ${tableNumber} (${tableName}) is full: it seats ${capacity}.`,
  ),
  capacityBelowSeated: withParams(
    ['number', 'seated'],
    (tableNumber: number, seated: number) =>
      `${seated} guests are seated at Table ${tableNumber}: its capacity cannot be lower than ${seated}.`,
  ),
  alreadySeated: withParams(
    ['name'],
    (guestName: string) => `${guestName} already has a seat. Move the assignment instead.`,
  ),
  notEnoughSeats: withParams(
    ['number', 'free', 'needed'],
    (tableNumber: number, free: number, needed: number) =>
      `Table ${tableNumber} has ${free} free seats; the selected guests need ${needed}.`,
  ),
  importGuestsMissing: 'Some selected guests are no longer on the guest list.',
  fullNameRequired: 'Type your first and last name, as on your invitation.',
  tooLong: FIELD_MESSAGES.tooLong,
});

/** Shown as toasts (title, description) when the import dialog is submitted incompletely. */
export const IMPORT_MESSAGES = {
  noGuests: {
    title: 'No Guests Selected',
    description: 'Please select at least one guest to import.',
  },
  noTable: {
    title: 'No Table Selected',
    description: 'Please select a table to assign the guests to.',
  },
} as const;

export const TABLE_CAPACITY = { min: 1, max: 20, default: 8 } as const;

export const tableShapes = ['round', 'rectangular', 'square'] as const;
export const tableShapeSchema = z.enum(tableShapes);
export type TableShape = z.infer<typeof tableShapeSchema>;

/** A table (collection `seating_tables`); tableNumber is unique. */
export const seatingTableSchema = z.object({
  id: z.string(),
  tableNumber: z.number().int(),
  tableName: z.string(),
  capacity: z.number().int(),
  shape: tableShapeSchema,
  xPosition: z.number().nullable(),
  yPosition: z.number().nullable(),
  notes: z.string().optional(),
  createdAt: isoDate,
});
export type SeatingTable = z.infer<typeof seatingTableSchema>;

/** The create/edit table dialog; the same object is the body of POST and PUT. */
export const seatingTableFormSchema = z.object({
  tableNumber: z
    .number({ error: SEATING_MESSAGES.tableNumberMin })
    .int(SEATING_MESSAGES.tableNumberWhole)
    .min(1, SEATING_MESSAGES.tableNumberMin)
    .max(10_000, 'Table number must be at most 10000'),
  tableName: z
    .string({ error: SEATING_MESSAGES.tableNameRequired })
    .trim()
    .min(1, SEATING_MESSAGES.tableNameRequired)
    .max(80, SEATING_MESSAGES.tooLong(80)),
  capacity: z
    .number({ error: SEATING_MESSAGES.capacityMin })
    .int(SEATING_MESSAGES.capacityMin)
    .min(TABLE_CAPACITY.min, SEATING_MESSAGES.capacityMin)
    .max(TABLE_CAPACITY.max, SEATING_MESSAGES.capacityMax)
    .default(TABLE_CAPACITY.default),
  shape: tableShapeSchema.default('round'),
  xPosition: z.number().finite().nullable().optional(),
  yPosition: z.number().finite().nullable().optional(),
  notes: optionalText(500, SEATING_MESSAGES.tooLong(500)),
});
export type SeatingTableForm = z.input<typeof seatingTableFormSchema>;
export type SeatingTableBody = z.infer<typeof seatingTableFormSchema>;

/** Deleting a table removes its assignments too; their ids let every view drop them at once. */
export const tableDeletedSchema = z.object({
  id: z.string(),
  removedAssignmentIds: z.array(z.string()),
});
export type TableDeleted = z.infer<typeof tableDeletedSchema>;

/** Where a table stands on the floor plan (canvas pixels from the top-left corner). */
export const tablePositionSchema = z.object({
  xPosition: z.number().finite().min(0).max(10_000),
  yPosition: z.number().finite().min(0).max(10_000),
});
export type TablePosition = z.infer<typeof tablePositionSchema>;
