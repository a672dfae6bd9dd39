import { z } from 'zod';
import { FIELD_MESSAGES, optionalText } from './form-fields';
import { isoDate } from './http';
import { defineMessages } from './messages';

export const PLANNING_MESSAGES = defineMessages('planning', {
  emailInvalid: 'Please enter a valid email address',
  emailTaken: 'This email is already subscribed.',
  nameRequired: 'Name is required',
  categoryRequired: 'Category is required',
  titleRequired: 'Title is required',
  reminderWhole: 'Reminder must be a whole number of hours',
  reminderNegative: 'Reminder cannot be negative',
  reminderTooLong: 'Reminder must be at most 30 days before',
  tooLong: FIELD_MESSAGES.tooLong,
});

export const CALENDAR_REMINDER_DEFAULTS = { reminderEnabled: true, reminderTime: 24 } as const;

const email = z
  .string({ error: PLANNING_MESSAGES.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, PLANNING_MESSAGES.emailInvalid)
  .pipe(z.email(PLANNING_MESSAGES.emailInvalid));

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, PLANNING_MESSAGES.tooLong(max));

/** A newsletter subscriber (collection `newsletter_subscribers`); emails are unique, lower-cased. */
export const newsletterSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: isoDate,
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;
export const newsletterSubscribeBodySchema = z.object({ email });
export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBodySchema>;

/** A wedding vendor (collection `vendors`). */
export const vendorSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  contactName: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  /** A lucide icon name in kebab case. */
  icon: z.string().optional(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const vendorBodySchema = z.object({
  name: required(PLANNING_MESSAGES.nameRequired, 120),
  category: required(PLANNING_MESSAGES.categoryRequired, 60),
  contactName: optionalText(120, PLANNING_MESSAGES.tooLong(120)),
  phone: optionalText(40, PLANNING_MESSAGES.tooLong(40)),
  email: email.optional(),
  icon: optionalText(40, PLANNING_MESSAGES.tooLong(40)),
});
export type VendorBody = z.input<typeof vendorBodySchema>;

/** A planning calendar entry (collection `calendar_events`); reminderTime is in hours before. */
export const calendarEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  date: isoDate,
  location: z.string().optional(),
  category: z.string().optional(),
  reminderEnabled: z.boolean(),
  reminderTime: z.number().int(),
  createdAt: isoDate,
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarEventBodySchema = z.object({
  title: required(PLANNING_MESSAGES.titleRequired, 120),
  description: optionalText(2000, PLANNING_MESSAGES.tooLong(2000)),
  date: isoDate,
  location: optionalText(200, PLANNING_MESSAGES.tooLong(200)),
  category: optionalText(60, PLANNING_MESSAGES.tooLong(60)),
  reminderEnabled: z.boolean().default(CALENDAR_REMINDER_DEFAULTS.reminderEnabled),
  reminderTime: z
    .number()
    .int(PLANNING_MESSAGES.reminderWhole)
    .min(0, PLANNING_MESSAGES.reminderNegative)
    .max(24 * 30, PLANNING_MESSAGES.reminderTooLong)
    .default(CALENDAR_REMINDER_DEFAULTS.reminderTime),
});
export type CalendarEventBody = z.input<typeof calendarEventBodySchema>;

/** What a guest tells about themselves on a profile, as organizers and other guests read it. */
export const profileAnswerFields = {
  bio: z.string().optional(),
  interests: z.array(z.string()),
  relationship: z.string().optional(),
  funFact: z.string().optional(),
  lookingForward: z.string().optional(),
  icebreaker: z.string().optional(),
};

/** A guest's get-to-know-you profile (collection `guest_profiles`). */
export const guestProfileRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().optional(),
  ...profileAnswerFields,
  avatar: z.string().optional(),
  isApproved: z.boolean(),
  createdAt: isoDate,
});
export type GuestProfileRecord = z.infer<typeof guestProfileRecordSchema>;

export const guestProfileBodySchema = z.object({
  name: required(PLANNING_MESSAGES.nameRequired, 80),
  email: email.optional(),
  bio: optionalText(1000, PLANNING_MESSAGES.tooLong(1000)),
  interests: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
  relationship: optionalText(120, PLANNING_MESSAGES.tooLong(120)),
  funFact: optionalText(500, PLANNING_MESSAGES.tooLong(500)),
  lookingForward: optionalText(500, PLANNING_MESSAGES.tooLong(500)),
  icebreaker: optionalText(500, PLANNING_MESSAGES.tooLong(500)),
  avatar: z
    .url({ protocol: /^https?$/, error: 'avatar must be a web address' })
    .max(2048)
    .optional(),
});
export type GuestProfileBody = z.input<typeof guestProfileBodySchema>;
