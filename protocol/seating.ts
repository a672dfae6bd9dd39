import { z } from 'zod';
import { FIELD_MESSAGES, optionalText } from './form-fields';
import { endpoint, idParams, isoDate } from './http';
import { defineMessages, withParams } from './messages';

/** A table id as the API exposes it; anything else means no table was chosen. */
const OBJECT_ID = /^[a-f0-9]{24}$/i;

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

/** A guest's seat (collection `seating_assignments`). */
export const seatingAssignmentSchema = z.object({
  id: z.string(),
  guestId: z.string(),
  tableId: z.string(),
  guestName: z.string(),
  guestEmail: z.string(),
  seatPosition: z.number().int().nullable(),
  dietaryRestrictions: z.string().optional(),
  notes: z.string().optional(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type SeatingAssignment = z.infer<typeof seatingAssignmentSchema>;

/** The create/edit assignment dialog. */
export const seatingAssignmentFormSchema = z.object({
  guestName: z
    .string({ error: SEATING_MESSAGES.guestNameMin })
    .trim()
    .min(2, SEATING_MESSAGES.guestNameMin)
    .max(100, SEATING_MESSAGES.tooLong(100)),
  guestEmail: z
    .string({ error: SEATING_MESSAGES.emailInvalid })
    .trim()
    .max(254, SEATING_MESSAGES.emailInvalid)
    .pipe(z.email(SEATING_MESSAGES.emailInvalid)),
  tableId: z
    .string({ error: SEATING_MESSAGES.tableRequired })
    .regex(OBJECT_ID, SEATING_MESSAGES.tableRequired),
  seatPosition: z
    .number({ error: SEATING_MESSAGES.seatPositionInvalid })
    .int(SEATING_MESSAGES.seatPositionInvalid)
    .min(1, SEATING_MESSAGES.seatPositionInvalid)
    .max(100, SEATING_MESSAGES.seatPositionInvalid)
    .nullable()
    .optional(),
  dietaryRestrictions: optionalText(300, SEATING_MESSAGES.tooLong(300)),
  notes: optionalText(500, SEATING_MESSAGES.tooLong(500)),
});
export type SeatingAssignmentForm = z.input<typeof seatingAssignmentFormSchema>;

/** What POST and PUT send: the form plus the client-generated guestId (kept on edit). */
export const seatingAssignmentBodySchema = seatingAssignmentFormSchema.extend({
  guestId: z.string({ error: 'guestId is required' }).trim().min(1, 'guestId is required').max(100),
});
export type SeatingAssignmentBody = z.input<typeof seatingAssignmentBodySchema>;

/** The import dialog: a set of guest-list ids and the table they all go to. */
export const importGuestsFormSchema = z.object({
  guestIds: z
    .array(z.string().regex(OBJECT_ID, 'Invalid guest id'))
    .min(1, IMPORT_MESSAGES.noGuests.description)
    .max(200),
  tableId: z
    .string({ error: IMPORT_MESSAGES.noTable.description })
    .regex(OBJECT_ID, IMPORT_MESSAGES.noTable.description),
});
export type ImportGuestsForm = z.infer<typeof importGuestsFormSchema>;

/** A guest-list entry offered by the import dialog (organizers only: it carries contact details). */
export const importableGuestSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
  rsvpStatus: z.enum(['pending', 'confirmed', 'declined']),
  category: z.enum(['family', 'friends', 'colleagues', 'extended-family']),
  plusOne: z.boolean(),
  /** Seats the guest takes: themselves and everyone they bring (see partySizeOf). */
  partySize: z.number().int().min(1),
  dietaryRestrictions: z.string().optional(),
});
export type ImportableGuest = z.infer<typeof importableGuestSchema>;

/** Deleting a table removes its assignments too; their ids let every view drop them at once. */
export const tableDeletedSchema = z.object({
  id: z.string(),
  removedAssignmentIds: z.array(z.string()),
});
export type TableDeleted = z.infer<typeof tableDeletedSchema>;
export const assignmentDeletedSchema = z.object({ id: z.string() });
export type AssignmentDeleted = z.infer<typeof assignmentDeletedSchema>;

/** Where a table stands on the floor plan (canvas pixels from the top-left corner). */
export const tablePositionSchema = z.object({
  xPosition: z.number().finite().min(0).max(10_000),
  yPosition: z.number().finite().min(0).max(10_000),
});
export type TablePosition = z.infer<typeof tablePositionSchema>;

export const importResultSchema = z.object({ assignments: z.array(seatingAssignmentSchema) });

/** Whether guests may see the seating (their own table, and the search by name). */
export const seatingPublicationSchema = z.object({ published: z.boolean() });
export type SeatingPublication = z.infer<typeof seatingPublicationSchema>;

/** The one thing a guest learns about the chart: a table's number and name. */
export const seatPlaceSchema = z.object({ tableNumber: z.number().int(), tableName: z.string() });
export type SeatPlace = z.infer<typeof seatPlaceSchema>;

/** 'Your table': the signed-in guest's own seat, once the seating is published. */
export const mySeatSchema = z.object({
  published: z.boolean(),
  /** Signed in with an invite code (the server knows who is asking). */
  signedIn: z.boolean(),
  table: seatPlaceSchema.nullable(),
});
export type MySeat = z.infer<typeof mySeatSchema>;

export const SEAT_SEARCH_LIMIT = 5;
/** Words of a name as a guest types it: at least a first and a last name to find a seat. */
export const nameWords = (name: string) => name.trim().split(/\s+/).filter(Boolean);

/** A full name, never a fragment: the finder answers one guest, not a scan of the chart. */
export const seatSearchQuerySchema = z.object({
  name: z
    .string({ error: SEATING_MESSAGES.fullNameRequired })
    .trim()
    .max(100, SEATING_MESSAGES.tooLong(100))
    .refine((name) => nameWords(name).length >= 2, SEATING_MESSAGES.fullNameRequired),
});
export const seatSearchResultSchema = z.object({
  published: z.boolean(),
  matches: z.array(seatPlaceSchema.extend({ guestName: z.string() })),
});
export type SeatSearchResult = z.infer<typeof seatSearchResultSchema>;

export const seatingApi = {
  tables: endpoint({
    method: 'GET',
    path: '/api/seating/tables',
    access: 'organizer',
    response: z.array(seatingTableSchema),
  }),
  createTable: endpoint({
    method: 'POST',
    path: '/api/seating/tables',
    access: 'organizer',
    body: seatingTableFormSchema,
    response: seatingTableSchema,
    status: 201,
  }),
  updateTable: endpoint({
    method: 'PUT',
    path: '/api/seating/tables/:id',
    access: 'organizer',
    params: idParams,
    body: seatingTableFormSchema,
    response: seatingTableSchema,
  }),
  deleteTable: endpoint({
    method: 'DELETE',
    path: '/api/seating/tables/:id',
    access: 'organizer',
    params: idParams,
    response: tableDeletedSchema,
  }),
  assignments: endpoint({
    method: 'GET',
    path: '/api/seating/assignments',
    access: 'organizer',
    response: z.array(seatingAssignmentSchema),
  }),
  createAssignment: endpoint({
    method: 'POST',
    path: '/api/seating/assignments',
    access: 'organizer',
    body: seatingAssignmentBodySchema,
    response: seatingAssignmentSchema,
    status: 201,
  }),
  updateAssignment: endpoint({
    method: 'PUT',
    path: '/api/seating/assignments/:id',
    access: 'organizer',
    params: idParams,
    body: seatingAssignmentBodySchema,
    response: seatingAssignmentSchema,
  }),
  deleteAssignment: endpoint({
    method: 'DELETE',
    path: '/api/seating/assignments/:id',
    access: 'organizer',
    params: idParams,
    response: assignmentDeletedSchema,
  }),
  importableGuests: endpoint({
    method: 'GET',
    path: '/api/guest/list',
    access: 'organizer',
    response: z.array(importableGuestSchema),
  }),
  moveTable: endpoint({
    method: 'PUT',
    path: '/api/seating/tables/:id/position',
    access: 'organizer',
    params: idParams,
    body: tablePositionSchema,
    response: seatingTableSchema,
  }),
  importGuests: endpoint({
    method: 'POST',
    path: '/api/seating/import',
    access: 'organizer',
    body: importGuestsFormSchema,
    response: importResultSchema,
    status: 201,
  }),
  publication: endpoint({
    method: 'GET',
    path: '/api/seating/publication',
    access: 'organizer',
    response: seatingPublicationSchema,
  }),
  setPublication: endpoint({
    method: 'PUT',
    path: '/api/seating/publication',
    access: 'organizer',
    body: seatingPublicationSchema,
    response: seatingPublicationSchema,
  }),
};

/**
 * What guests may ask of the seating, once published: their own table, and a seat by name (table
 * number and name only). Public, apart from the organizers' `seatingApi`.
 */
export const seatFinderApi = {
  mySeat: endpoint({
    method: 'GET',
    path: '/api/seating/my-seat',
    access: 'public',
    personal: true,
    response: mySeatSchema,
  }),
  findSeat: endpoint({
    method: 'GET',
    path: '/api/seating/find',
    access: 'public',
    query: seatSearchQuerySchema,
    response: seatSearchResultSchema,
  }),
};
