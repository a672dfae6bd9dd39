import type { z } from 'zod';
import {
  GIFT_CURRENCY,
  createGiftBodySchema,
  dollarAmountSchema,
  dollarsToCents,
  type CreateGiftBody,
  type GiftType,
} from '../../../protocol/gifts';

/** The gift dialog's fields: the request body's rules, with the amount typed in dollars. */
export const giftFormSchema = createGiftBodySchema
  .omit({ amount: true, currency: true, giftType: true })
  .extend({ amount: dollarAmountSchema });

export type GiftFormValues = z.input<typeof giftFormSchema>;
export type GiftFormOutput = z.output<typeof giftFormSchema>;

export const emptyGiftForm: GiftFormValues = {
  donorName: '',
  donorEmail: '',
  donorPhone: '',
  amount: '',
  message: '',
  cashAppUsername: '',
};

export function toGiftBody(values: GiftFormOutput, giftType: GiftType): CreateGiftBody {
  return { ...values, currency: GIFT_CURRENCY, giftType };
}

/** '25.5' becomes '25.50' once the guest leaves the field; anything unreadable is left as typed. */
export function formatDollars(text: string): string {
  const cents = dollarsToCents(text);
  if (cents === null) return text;
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
