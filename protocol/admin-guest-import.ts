import { z } from 'zod';
import { HOUSEHOLD_LIMITS, HOUSEHOLD_MESSAGES } from './households';
import { contentLanguageSchema } from './localized';
import { defineMessages } from './messages';
import {
  ADMIN_GUEST_MESSAGES,
  GUEST_LIST_ERRORS,
  guestCategorySchema,
  guestEmail,
  guestName,
  rsvpStatusSchema,
  type AdminGuest,
} from './admin-guest-fields';

/** Import limits: the file as chosen, and the rows sent (the server checks the rows again). */
export const GUEST_IMPORT_LIMITS = {
  maxFileBytes: 2 * 1024 * 1024,
  maxRows: 5000,
  /** The JSON body of an import: 5000 rows of every column stay well under this. */
  maxBodyBytes: 8 * 1024 * 1024,
} as const;

/** Why a row's household cells are refused (issue 51). */
export const GUEST_IMPORT_HOUSEHOLD_MESSAGES = defineMessages('guestImportHouseholds', {
  allowedDisagrees: 'Rows of one household must give the same Companions allowed',
});

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
  /**
   * Issue 51: the household's label (docs/csv-exports.md). Rows with the same one end in one
   * household; empty or absent: the guest stays in the household they are in.
   */
  household: z
    .string()
    .trim()
    .max(HOUSEHOLD_LIMITS.name, HOUSEHOLD_MESSAGES.householdNameTooLong)
    .optional(),
  companionsAllowed: z
    .number({ error: HOUSEHOLD_MESSAGES.companionsAllowedRange })
    .int(HOUSEHOLD_MESSAGES.companionsAllowedRange)
    .min(0, HOUSEHOLD_MESSAGES.companionsAllowedRange)
    .max(HOUSEHOLD_LIMITS.companions, HOUSEHOLD_MESSAGES.companionsAllowedRange)
    .optional(),
  /** Named companions of the household: added where not there yet, never removed by a file. */
  companions: z
    .array(z.string().trim().min(1).max(HOUSEHOLD_LIMITS.name, HOUSEHOLD_MESSAGES.nameTooLong))
    .max(
      HOUSEHOLD_LIMITS.companions,
      HOUSEHOLD_MESSAGES.tooManyCompanions(HOUSEHOLD_LIMITS.companions),
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
