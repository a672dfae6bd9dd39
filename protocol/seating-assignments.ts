import { z } from 'zod';
import { optionalText } from './form-fields';
import { isoDate } from './http';
import { contentLanguageSchema } from './localized';
import { IMPORT_MESSAGES, SEATING_MESSAGES } from './seating-tables';

/** A table id as the API exposes it; anything else means no table was chosen. */
const OBJECT_ID = /^[a-f0-9]{24}$/i;

/**
 * Who holds a seat now, as their household says (issue 51), read when the chart is: a member of
 * the guest list, or a companion of a household (named, or "Guest of Ana" until named). Absent on
 * a seat typed by hand and on an older plus one's seat no companion holds any more.
 */
export const seatHolderSchema = z.object({
  /** A household's companion; null: a guest-list member. */
  companion: z
    .object({ name: z.string().nullable(), guestOf: z.string(), child: z.boolean() })
    .nullable(),
  /** The place card's language: the person's own (a companion's member's), else the wedding's. */
  language: contentLanguageSchema,
  /** Their meal at the weekend event marked `seated`; null: none marked, or none chosen. */
  meal: z.object({ name: z.string(), nameEs: z.string() }).nullable(),
});
export type SeatHolder = z.infer<typeof seatHolderSchema>;

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
  holder: seatHolderSchema.optional(),
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
  /** Seats the guest takes: themselves, their household's companions coming with them, at least partySizeOf. */
  partySize: z.number().int().min(1),
  /** The seats the guest's party holds once seated: their own, then their companions'. */
  seatIds: z.array(z.string()).optional(),
  dietaryRestrictions: z.string().optional(),
});
export type ImportableGuest = z.infer<typeof importableGuestSchema>;

export const assignmentDeletedSchema = z.object({ id: z.string() });
export type AssignmentDeleted = z.infer<typeof assignmentDeletedSchema>;

export const importResultSchema = z.object({ assignments: z.array(seatingAssignmentSchema) });
