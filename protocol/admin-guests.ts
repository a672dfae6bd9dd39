import { z } from 'zod';
import {
  ADMIN_GUEST_MESSAGES,
  adminGuestSchema,
  guestCategorySchema,
  guestEmail,
  guestName,
  guestSideSchema,
  rsvpStatusSchema,
} from './admin-guest-fields';
import {
  GUEST_IMPORT_LIMITS,
  guestImportBodySchema,
  guestImportResultSchema,
} from './admin-guest-import';
import { optionalText } from './form-fields';
import { endpoint, idParams, idSchema } from './http';
import { contentLanguageSchema } from './localized';

// The guest list's contract: its fields and messages, the import, then the dialogs and the API.
export * from './admin-guest-fields';
export * from './admin-guest-import';

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
    maxBodyBytes: GUEST_IMPORT_LIMITS.maxBodyBytes,
    body: guestImportBodySchema,
    response: guestImportResultSchema,
  }),
};
