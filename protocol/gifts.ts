import { z } from 'zod';
import { optionalEmail, optionalText } from './form-fields';
import { endpoint, idParams, isoDate } from './http';
import { defineMessages } from './messages';

export const giftTypes = ['wishing_well', 'honeymoon_fund'] as const;
export const giftTypeSchema = z.enum(giftTypes);
export type GiftType = z.infer<typeof giftTypeSchema>;

/** Amounts are whole cents; a single gift above this is almost surely a typing slip. */
export const GIFT_MAX_CENTS = 1_000_000;
export const GIFT_CURRENCY = 'USD';
/** The cash app opens this long after the thank-you, so the guest sees the toast first. */
export const CASH_APP_REDIRECT_DELAY_MS = 1500;

export const GIFT_MESSAGES = defineMessages('gift', {
  nameRequired: 'Full Name is required',
  emailInvalid: 'Please enter a valid email address',
  amountRequired: 'Please enter an amount',
  amountFormat: 'Enter an amount in dollars with at most two decimals, like 25 or 25.50',
  amountPositive: 'The amount must be more than $0.00',
  amountTooLarge: 'The amount cannot be more than $10,000.00',
  amountWholeCents: 'The amount must be a whole number of cents',
});

/** What the organizers' gift tracker is told when a change is refused. */
export const GIFT_TRACKER_MESSAGES = defineMessages('giftTracker', {
  notFound: 'This gift does not exist (it may have been deleted).',
  transactionIdRequired: 'Transaction ID is required',
  transactionIdTooLong: 'Transaction ID must be at most 100 characters',
  alreadyVerified: 'This gift has already been verified.',
  notVerified: 'This gift is not verified.',
  thankYouDateRequired: 'Choose the date the thank-you note was sent',
  thankYouDateInFuture: 'The thank-you date cannot be in the future.',
  thankYouAlreadySent: 'The thank-you note for this gift is already marked as sent.',
  thankYouNotSent: 'The thank-you note for this gift is not marked as sent.',
});

/**
 * Reads an amount typed in dollars ('12.34', '$12', '12,5') as whole cents without floating-point
 * arithmetic. Answers null for anything that is not a plain non-negative number with at most two
 * decimals. A comma is accepted as the decimal mark because Spanish-speaking guests type '25,50'.
 */
export function dollarsToCents(text: string): number | null {
  const match = /^\$?\s*(\d*)(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (!whole && !fraction) return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** The amount field of the gift form: dollars as typed, checked and turned into cents. */
export const dollarAmountSchema = z
  .string({ error: GIFT_MESSAGES.amountRequired })
  .trim()
  .min(1, GIFT_MESSAGES.amountRequired)
  .refine((text) => dollarsToCents(text) !== null, GIFT_MESSAGES.amountFormat)
  .transform((text) => dollarsToCents(text) as number)
  .pipe(
    z
      .number()
      .min(1, GIFT_MESSAGES.amountPositive)
      .max(GIFT_MAX_CENTS, GIFT_MESSAGES.amountTooLarge),
  );

/** A recorded gift (collection `gift_donations`). Contact details: organizers only. */
export const giftDonationSchema = z.object({
  id: z.string(),
  donorName: z.string(),
  donorEmail: z.string().optional(),
  donorPhone: z.string().optional(),
  amount: z.number().int(),
  currency: z.string(),
  giftType: giftTypeSchema,
  message: z.string().optional(),
  cashAppUsername: z.string().optional(),
  isVerified: z.boolean(),
  transactionId: z.string().optional(),
  /** When an organizer confirmed the money arrived. */
  verifiedAt: isoDate.optional(),
  /** The calendar day the couple sent their thank-you note (YYYY-MM-DD); absent: still owed. */
  thankYouSentOn: z.iso.date().optional(),
  donatedAt: isoDate,
  createdAt: isoDate,
});
export type GiftDonation = z.infer<typeof giftDonationSchema>;

/**
 * What a guest sends. id, createdAt and donatedAt are the server's; isVerified and transactionId
 * are left out too, because only the couple can confirm that money actually arrived.
 */
export const createGiftBodySchema = z.object({
  donorName: z
    .string({ error: GIFT_MESSAGES.nameRequired })
    .trim()
    .min(1, GIFT_MESSAGES.nameRequired)
    .max(100, 'Full Name must be at most 100 characters'),
  donorEmail: optionalEmail(GIFT_MESSAGES.emailInvalid),
  donorPhone: optionalText(30, 'Phone must be at most 30 characters'),
  amount: z
    .number({ error: GIFT_MESSAGES.amountRequired })
    .int(GIFT_MESSAGES.amountWholeCents)
    .min(1, GIFT_MESSAGES.amountPositive)
    .max(GIFT_MAX_CENTS, GIFT_MESSAGES.amountTooLarge),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Currency must be a three-letter code such as USD')
    .default(GIFT_CURRENCY),
  giftType: giftTypeSchema,
  message: optionalText(1000, 'Message must be at most 1000 characters'),
  cashAppUsername: optionalText(50, 'Cash App username must be at most 50 characters'),
});
export type CreateGiftBody = z.input<typeof createGiftBodySchema>;

/** An organizer confirms the money arrived, with the payment app's transaction id. */
export const verifyGiftBodySchema = z.object({
  transactionId: z
    .string({ error: GIFT_TRACKER_MESSAGES.transactionIdRequired })
    .trim()
    .min(1, GIFT_TRACKER_MESSAGES.transactionIdRequired)
    .max(100, GIFT_TRACKER_MESSAGES.transactionIdTooLong),
});
export type VerifyGiftBody = z.input<typeof verifyGiftBodySchema>;

/** A day on the calendar, as typed in a date field (YYYY-MM-DD). */
const calendarDay = z.iso.date({ error: GIFT_TRACKER_MESSAGES.thankYouDateRequired });

/**
 * The day the thank-you note went out. Days are compared as text (YYYY-MM-DD sorts by date);
 * "today" allows for the time zone furthest ahead of UTC, so nobody's today is refused.
 */
export const thankYouBodySchema = z.object({
  sentOn: calendarDay.refine(
    (day) => day <= new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10),
    GIFT_TRACKER_MESSAGES.thankYouDateInFuture,
  ),
});
export type ThankYouBody = z.input<typeof thankYouBodySchema>;

export const giftsApi = {
  create: endpoint({
    method: 'POST',
    path: '/api/gift-donations',
    access: 'public',
    body: createGiftBodySchema,
    response: giftDonationSchema,
    status: 201,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/gift-donations',
    access: 'organizer',
    response: z.array(giftDonationSchema),
  }),
  /** Marks the money arrived, once: verifying a verified gift answers 409 and changes nothing. */
  verify: endpoint({
    method: 'POST',
    path: '/api/gift-donations/:id/verification',
    access: 'organizer',
    params: idParams,
    body: verifyGiftBodySchema,
    response: giftDonationSchema,
  }),
  /** Takes a verification back (a mistyped transaction id); 409 when it is not verified. */
  unverify: endpoint({
    method: 'DELETE',
    path: '/api/gift-donations/:id/verification',
    access: 'organizer',
    params: idParams,
    response: giftDonationSchema,
  }),
  /** Records the day the thank-you note was sent, once (409 when already marked). */
  markThankYou: endpoint({
    method: 'POST',
    path: '/api/gift-donations/:id/thank-you',
    access: 'organizer',
    params: idParams,
    body: thankYouBodySchema,
    response: giftDonationSchema,
  }),
  /** The note is owed again (marked by mistake); 409 when it was not marked. */
  unmarkThankYou: endpoint({
    method: 'DELETE',
    path: '/api/gift-donations/:id/thank-you',
    access: 'organizer',
    params: idParams,
    response: giftDonationSchema,
  }),
};
