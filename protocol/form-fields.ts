import { z } from 'zod';
import { defineMessages, withParams } from './messages';

/** Words every form's fields share, whatever the feature. */
export const FIELD_MESSAGES = defineMessages('field', {
  tooLong: withParams(['max'], (max: number) => `Must be at most ${max} characters`),
});

const emailFormat = z.email();

/** An e-mail that may be left empty; an empty field counts as not given. */
export const optionalEmail = (message: string) =>
  z
    .string()
    .trim()
    .max(254, message)
    .refine((value) => value === '' || emailFormat.safeParse(value).success, message)
    .optional()
    .transform((value) => value || undefined);

/** Free text that may be left empty; an empty field counts as not given. */
export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);
