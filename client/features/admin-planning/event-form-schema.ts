import { format } from 'date-fns';
import { z } from 'zod';
import { CALENDAR_MESSAGES, plannedEventInputSchema } from '../../../protocol/planning-calendar';
import { PLANNING_MESSAGES } from '../../../protocol/planning';

/** 'YYYY-MM-DDTHH:mm' as a datetime-local field holds it, on this device's clock. */
export const toLocalInput = (iso: string) => format(new Date(iso), "yyyy-MM-dd'T'HH:mm");

/**
 * The event form: the protocol's body, with the date typed on this device's clock (turned into an
 * ISO instant) and the hours read from a number field.
 */
export const eventFormSchema = plannedEventInputSchema.extend({
  date: z
    .string()
    .trim()
    .min(1, CALENDAR_MESSAGES.dateRequired)
    .refine((value) => !Number.isNaN(new Date(value).getTime()), CALENDAR_MESSAGES.dateInvalid)
    .transform((value) => new Date(value).toISOString()),
  reminderTime: z
    .number({ error: PLANNING_MESSAGES.reminderWhole })
    .int(PLANNING_MESSAGES.reminderWhole)
    .min(0, PLANNING_MESSAGES.reminderNegative)
    .max(24 * 30, PLANNING_MESSAGES.reminderTooLong),
});
