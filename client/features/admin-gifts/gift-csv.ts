import { TZDate } from '@date-fns/tz';
import { toCsv } from '../../../protocol/csv';
import type { GiftDonation, GiftType } from '../../../protocol/gifts';

export const GIFT_CSV_FILE_NAME = 'gift_donations.csv';
/** The donor's phone: a valid number keeps its leading '+'. */
const PHONE_COLUMN = 3;

/** The column titles and words of the file, in the organizer's language. */
export type GiftCsvWords = {
  columns: {
    date: string;
    donor: string;
    email: string;
    phone: string;
    type: string;
    amount: string;
    currency: string;
    message: string;
    cashApp: string;
    verified: string;
    transactionId: string;
    thankYouSent: string;
  };
  types: Record<GiftType, string>;
  yes: string;
  no: string;
};

/** A plain decimal (75.50) that every spreadsheet sums, from whole cents without rounding. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** '2026-06-20 18:30': the wedding's own clock, which spreadsheets read as a date and time. */
export function zonedDateTime(iso: string, timeZone: string): string {
  const zoned = new TZDate(new Date(iso).getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())} ${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`;
}

/** The given gifts (the list as filtered on screen), one row each, for the couple's records. */
export function giftsToCsv(
  gifts: readonly GiftDonation[],
  words: GiftCsvWords,
  timeZone: string,
): string {
  const { columns } = words;
  const data = gifts.map((gift) => [
    zonedDateTime(gift.donatedAt, timeZone),
    gift.donorName,
    gift.donorEmail ?? '',
    gift.donorPhone ?? '',
    words.types[gift.giftType],
    centsToDecimal(gift.amount),
    gift.currency,
    gift.message ?? '',
    gift.cashAppUsername ?? '',
    gift.isVerified ? words.yes : words.no,
    gift.transactionId ?? '',
    gift.thankYouSentOn ?? '',
  ]);
  const fields = [
    columns.date,
    columns.donor,
    columns.email,
    columns.phone,
    columns.type,
    columns.amount,
    columns.currency,
    columns.message,
    columns.cashApp,
    columns.verified,
    columns.transactionId,
    columns.thankYouSent,
  ];
  return toCsv({ fields, rows: data, phoneColumns: [PHONE_COLUMN] });
}
