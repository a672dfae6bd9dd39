import { z } from 'zod';
import { optionalText } from './form-fields';
import { isoDate } from './http';

export const ADMIN_GUEST_MESSAGES = {
  nameMin: 'Name must be at least 2 characters',
  emailInvalid: 'Invalid email address',
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;

export const rsvpStatuses = ['pending', 'confirmed', 'declined'] as const;
export const rsvpStatusSchema = z.enum(rsvpStatuses);
export type RsvpStatus = z.infer<typeof rsvpStatusSchema>;

export const guestCategories = ['family', 'friends', 'colleagues', 'extended-family'] as const;
export const guestCategorySchema = z.enum(guestCategories);
export type GuestCategory = z.infer<typeof guestCategorySchema>;

/** A row of the admin guest list. */
export const adminGuestSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  rsvpStatus: rsvpStatusSchema,
  plusOne: z.boolean(),
  dietaryRestrictions: z.string().optional(),
  tableAssignment: z.string().optional(),
  category: guestCategorySchema,
  invitationSent: z.boolean(),
  createdAt: isoDate,
});
export type AdminGuest = z.infer<typeof adminGuestSchema>;

/** The 'Add Guest' dialog. A new guest always starts pending, with no invitation sent. */
export const addGuestFormSchema = z.object({
  name: z
    .string({ error: ADMIN_GUEST_MESSAGES.nameMin })
    .trim()
    .min(2, ADMIN_GUEST_MESSAGES.nameMin)
    .max(100, ADMIN_GUEST_MESSAGES.tooLong(100)),
  email: z
    .string({ error: ADMIN_GUEST_MESSAGES.emailInvalid })
    .trim()
    .max(254, ADMIN_GUEST_MESSAGES.emailInvalid)
    .pipe(z.email(ADMIN_GUEST_MESSAGES.emailInvalid)),
  phone: optionalText(40, ADMIN_GUEST_MESSAGES.tooLong(40)),
  category: guestCategorySchema.default('friends'),
  plusOne: z.boolean().default(false),
  dietaryRestrictions: optionalText(300, ADMIN_GUEST_MESSAGES.tooLong(300)),
  tableAssignment: optionalText(80, ADMIN_GUEST_MESSAGES.tooLong(80)),
});
export type AddGuestForm = z.input<typeof addGuestFormSchema>;
export type AddGuestValues = z.infer<typeof addGuestFormSchema>;

/** The guest a valid add-guest form creates. */
export function newAdminGuest(
  values: AddGuestValues,
  id: string,
  now: Date = new Date(),
): AdminGuest {
  return {
    id,
    ...values,
    rsvpStatus: 'pending',
    invitationSent: false,
    createdAt: now.toISOString(),
  };
}

export const rsvpStatusChangeSchema = z.object({ rsvpStatus: rsvpStatusSchema });
export type RsvpStatusChange = z.infer<typeof rsvpStatusChangeSchema>;
