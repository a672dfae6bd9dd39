import { z } from 'zod';
import { FIELD_MESSAGES, optionalText } from './form-fields';
import { endpoint, idParams, idSchema, isoDate } from './http';
import { contentLanguageSchema } from './localized';
import { RSVP_GUESTS } from './rsvp';
import { defineMessages } from './messages';

export const ADMIN_GUEST_MESSAGES = defineMessages('adminGuest', {
  nameMin: 'Name must be at least 2 characters',
  emailInvalid: 'Invalid email address',
  tooLong: FIELD_MESSAGES.tooLong,
});

/** Answers of the guest-list endpoints that a person reads (409s, refused imports). */
export const GUEST_LIST_ERRORS = defineMessages('guestList', {
  duplicateEmail: 'A guest with this e-mail address is already on the list.',
  notFound: 'That guest is not on the list.',
  tooManyRows: 'The file has too many rows: at most 5000 guests can be imported at once.',
  duplicateInFile: 'This e-mail address appears more than once in the file.',
});

export const rsvpStatuses = ['pending', 'confirmed', 'declined'] as const;
export const rsvpStatusSchema = z.enum(rsvpStatuses);
export type RsvpStatus = z.infer<typeof rsvpStatusSchema>;

export const guestCategories = ['family', 'friends', 'colleagues', 'extended-family'] as const;
export const guestCategorySchema = z.enum(guestCategories);
export type GuestCategory = z.infer<typeof guestCategorySchema>;

/** Which side of the couple invited the guest (the assistant personalises with it). */
export const guestSides = ['bride', 'groom', 'both'] as const;
export const guestSideSchema = z.enum(guestSides);
export type GuestSide = z.infer<typeof guestSideSchema>;

/**
 * Invite codes: 8 upper-case characters with no look-alikes (no 0/O, 1/I/L), so a code read off a
 * printed card is typed right the first time.
 */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_GENERATED_LENGTH = 8;

/** The largest party one invitation brings (an RSVP counts at most this many guests). */
export const MAX_PARTY_SIZE = RSVP_GUESTS.max;

/**
 * How many people a guest-list row stands for, the guest included: the party size of their RSVP,
 * else (rows no answer sized) the guest plus their plus one. Every head count adds these.
 */
export function partySizeOf(guest: {
  partySize?: number | null;
  plusOne?: boolean | null;
}): number {
  return guest.partySize ?? (guest.plusOne ? 2 : 1);
}

/** A row of the admin guest list. `name` is first and last name joined, as the table shows it. */
export const adminGuestSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  rsvpStatus: rsvpStatusSchema,
  plusOne: z.boolean(),
  /** People coming with this invitation, the guest included (see partySizeOf). */
  partySize: z.number().int().min(1).max(MAX_PARTY_SIZE),
  dietaryRestrictions: z.string().optional(),
  tableAssignment: z.string().optional(),
  category: guestCategorySchema,
  side: guestSideSchema.optional(),
  travelingFrom: z.string().optional(),
  accessibilityNeeds: z.string().optional(),
  /** The guest's language (their text messages); absent: the wedding's default language. */
  language: contentLanguageSchema.optional(),
  invitationSent: z.boolean(),
  inviteCode: z.string(),
  isAuthenticated: z.boolean(),
  lastLoginAt: isoDate.optional(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminGuest = z.infer<typeof adminGuestSchema>;

const guestName = z
  .string({ error: ADMIN_GUEST_MESSAGES.nameMin })
  .trim()
  .min(2, ADMIN_GUEST_MESSAGES.nameMin)
  .max(100, ADMIN_GUEST_MESSAGES.tooLong(100));

const guestEmail = z
  .string({ error: ADMIN_GUEST_MESSAGES.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, ADMIN_GUEST_MESSAGES.emailInvalid)
  .pipe(z.email(ADMIN_GUEST_MESSAGES.emailInvalid));

/** The 'Add Guest' dialog. A new guest always starts pending, with no invitation sent. */
export const addGuestFormSchema = z.object({
  name: guestName,
  email: guestEmail,
  phone: optionalText(40, ADMIN_GUEST_MESSAGES.tooLong(40)),
  category: guestCategorySchema.default('friends'),
  plusOne: z.boolean().default(false),
  dietaryRestrictions: optionalText(300, ADMIN_GUEST_MESSAGES.tooLong(300)),
  tableAssignment: optionalText(80, ADMIN_GUEST_MESSAGES.tooLong(80)),
  // '' from the form's 'Not set' choice counts as not given.
  side: z
    .union([guestSideSchema, z.literal('')])
    .optional()
    .transform((value) => value || undefined),
  travelingFrom: optionalText(120, ADMIN_GUEST_MESSAGES.tooLong(120)),
  accessibilityNeeds: optionalText(300, ADMIN_GUEST_MESSAGES.tooLong(300)),
  // '' from the form's "Wedding's default" choice: no language of their own.
  language: z
    .union([contentLanguageSchema, z.literal('')])
    .optional()
    .transform((value) => value || undefined),
});
export type AddGuestForm = z.input<typeof addGuestFormSchema>;
export type AddGuestValues = z.infer<typeof addGuestFormSchema>;

/** Editing a guest: the add form's fields, plus the state the table also changes. */
export const editGuestSchema = addGuestFormSchema.extend({
  rsvpStatus: rsvpStatusSchema.optional(),
  invitationSent: z.boolean().optional(),
});
export type EditGuestValues = z.infer<typeof editGuestSchema>;

export const rsvpStatusChangeSchema = z.object({ rsvpStatus: rsvpStatusSchema });
export type RsvpStatusChange = z.infer<typeof rsvpStatusChangeSchema>;

export const BULK_MAX_IDS = 5000;

/** What a bulk action does to every selected guest. */
export const bulkGuestActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status'), rsvpStatus: rsvpStatusSchema }),
  z.object({ type: z.literal('category'), category: guestCategorySchema }),
  z.object({ type: z.literal('invitationSent'), invitationSent: z.boolean() }),
  z.object({ type: z.literal('delete') }),
]);
export type BulkGuestAction = z.infer<typeof bulkGuestActionSchema>;

export const bulkGuestsBodySchema = z.object({
  ids: z.array(idSchema).min(1, 'Select at least one guest.').max(BULK_MAX_IDS),
  action: bulkGuestActionSchema,
});
export type BulkGuestsBody = z.infer<typeof bulkGuestsBodySchema>;

export const bulkGuestsResultSchema = z.object({
  saved: z.array(adminGuestSchema),
  deletedIds: z.array(z.string()),
});
export type BulkGuestsResult = z.infer<typeof bulkGuestsResultSchema>;

/** Undo of a delete: the deleted rows as the server answered them, put back as they were. */
export const restoreGuestsBodySchema = z.object({
  guests: z
    // partySize optional: an Undo from a page loaded before the field existed still restores.
    .array(
      adminGuestSchema.extend({
        id: idSchema,
        partySize: adminGuestSchema.shape.partySize.optional(),
      }),
    )
    .min(1)
    .max(BULK_MAX_IDS),
});

/** Import limits: the file as chosen, and the rows sent (the server checks the rows again). */
export const GUEST_IMPORT_LIMITS = {
  maxFileBytes: 2 * 1024 * 1024,
  maxRows: 5000,
  /** The JSON body of an import: 5000 rows of every column stay well under this. */
  maxBodyBytes: 8 * 1024 * 1024,
} as const;

/** Optional text of an import column: empty clears the field, absent (column not mapped) keeps it. */
const importText = (max: number) => z.string().trim().max(max, ADMIN_GUEST_MESSAGES.tooLong(max));

/**
 * One row of an import, after the organizer mapped the file's columns. Fields of columns left
 * unmapped are absent and keep their stored value on an existing guest.
 */
export const guestImportRowSchema = z.object({
  name: guestName,
  email: guestEmail,
  phone: importText(40).optional(),
  category: guestCategorySchema.optional(),
  rsvpStatus: rsvpStatusSchema.optional(),
  plusOne: z.boolean().optional(),
  dietaryRestrictions: importText(300).optional(),
  tableAssignment: importText(80).optional(),
  invitationSent: z.boolean().optional(),
  /** 'en' or 'es'; empty: the wedding's default language. */
  language: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(
      z.union([contentLanguageSchema, z.literal('')], { error: "language must be 'en' or 'es'" }),
    )
    .optional(),
});
export type GuestImportRow = z.infer<typeof guestImportRowSchema>;

export const guestImportBodySchema = z.object({
  // Rows are checked one by one, so one bad row is refused with its reason, not the whole file.
  rows: z
    .array(z.unknown())
    .min(1, 'The file has no guests to import.')
    .max(GUEST_IMPORT_LIMITS.maxRows, GUEST_LIST_ERRORS.tooManyRows),
});

export const guestImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.array(
    z.object({ row: z.number().int(), email: z.string().optional(), reason: z.string() }),
  ),
});
export type GuestImportResult = z.infer<typeof guestImportResultSchema>;

export const guestDeletedSchema = z.object({ ids: z.array(z.string()) });
export const guestsSavedSchema = z.object({ guests: z.array(adminGuestSchema) });

export const adminGuestsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/guests',
    access: 'organizer',
    response: z.array(adminGuestSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/guests',
    access: 'organizer',
    body: addGuestFormSchema,
    response: adminGuestSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/guests/:id',
    access: 'organizer',
    params: idParams,
    body: editGuestSchema,
    response: adminGuestSchema,
  }),
  setStatus: endpoint({
    method: 'PATCH',
    path: '/api/admin/guests/:id/rsvp-status',
    access: 'organizer',
    params: idParams,
    body: rsvpStatusChangeSchema,
    response: adminGuestSchema,
  }),
  regenerateCode: endpoint({
    method: 'POST',
    path: '/api/admin/guests/:id/invite-code',
    access: 'organizer',
    params: idParams,
    response: adminGuestSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/guests/:id',
    access: 'organizer',
    params: idParams,
    response: adminGuestSchema,
  }),
  restore: endpoint({
    method: 'POST',
    path: '/api/admin/guests/restore',
    access: 'organizer',
    body: restoreGuestsBodySchema,
    response: z.array(adminGuestSchema),
  }),
  bulk: endpoint({
    method: 'POST',
    path: '/api/admin/guests/bulk',
    access: 'organizer',
    body: bulkGuestsBodySchema,
    response: bulkGuestsResultSchema,
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/admin/guests/import',
    access: 'organizer',
    body: guestImportBodySchema,
    response: guestImportResultSchema,
  }),
};

/** The stored values an import row is compared with. */
export type ImportComparable = Pick<
  AdminGuest,
  | 'name'
  | 'phone'
  | 'dietaryRestrictions'
  | 'tableAssignment'
  | 'language'
  | 'category'
  | 'rsvpStatus'
  | 'plusOne'
  | 'invitationSent'
>;

// The language compares like a text: empty (the wedding's default) matches a guest without one.
const importTextFields = ['phone', 'dietaryRestrictions', 'tableAssignment', 'language'] as const;
const importChoiceFields = ['category', 'rsvpStatus', 'plusOne', 'invitationSent'] as const;

/**
 * The fields an import row would change on a stored guest (the preview's 'will update' and the
 * server's upsert use the same rule): an unmapped column (absent) changes nothing, an empty text
 * cell clears the field, and a name reading the same, spaces aside, is no change.
 */
export function changedImportFields(
  row: GuestImportRow,
  current: ImportComparable,
): (keyof GuestImportRow)[] {
  const changed: (keyof GuestImportRow)[] = [];
  if (row.name.replace(/\s+/g, ' ') !== current.name) changed.push('name');
  for (const key of importTextFields) {
    const value = row[key];
    if (value !== undefined && value !== (current[key] ?? '')) changed.push(key);
  }
  for (const key of importChoiceFields) {
    const value = row[key];
    if (value !== undefined && value !== current[key]) changed.push(key);
  }
  return changed;
}
