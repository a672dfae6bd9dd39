import { giftTypes, type GiftDonation, type GiftType } from '../../../protocol/gifts';

export const giftStatuses = [
  'all',
  'unverified',
  'verified',
  'thank-you-owed',
  'thank-you-sent',
] as const;
export type GiftStatusFilter = (typeof giftStatuses)[number];

export type GiftFilters = {
  search: string;
  giftType: GiftType | 'all';
  status: GiftStatusFilter;
};

export const noGiftFilters: GiftFilters = { search: '', giftType: 'all', status: 'all' };

const statusTest: Record<GiftStatusFilter, (gift: GiftDonation) => boolean> = {
  all: () => true,
  unverified: (gift) => !gift.isVerified,
  verified: (gift) => gift.isVerified,
  'thank-you-owed': (gift) => !gift.thankYouSentOn,
  'thank-you-sent': (gift) => Boolean(gift.thankYouSentOn),
};

/** Ignores case and accents, so 'lopez' finds 'López'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** Everything a couple might search a gift by: who, how to reach them, what they wrote, the payment. */
const searchable = (gift: GiftDonation) =>
  fold(
    [
      gift.donorName,
      gift.donorEmail,
      gift.donorPhone,
      gift.message,
      gift.cashAppUsername,
      gift.transactionId,
    ]
      .filter(Boolean)
      .join('\n'),
  );

export function filterGifts(gifts: readonly GiftDonation[], filters: GiftFilters): GiftDonation[] {
  const needle = fold(filters.search.trim());
  return gifts.filter(
    (gift) =>
      (filters.giftType === 'all' || gift.giftType === filters.giftType) &&
      statusTest[filters.status](gift) &&
      (!needle || searchable(gift).includes(needle)),
  );
}

export type GiftTotal = {
  count: number;
  /** Whole cents, as stored. */
  amount: number;
  /** The part whose money has arrived (verified). */
  verifiedAmount: number;
  /** Gifts whose thank-you note is not marked sent yet. */
  thankYouOwed: number;
};

const emptyTotal = (): GiftTotal => ({ count: 0, amount: 0, verifiedAmount: 0, thankYouOwed: 0 });

/** Totals per gift type and overall, in cents (sums of integers: exact). */
export function giftTotals(gifts: readonly GiftDonation[]): {
  byType: Record<GiftType, GiftTotal>;
  overall: GiftTotal;
} {
  const byType = Object.fromEntries(giftTypes.map((type) => [type, emptyTotal()])) as Record<
    GiftType,
    GiftTotal
  >;
  const overall = emptyTotal();
  for (const gift of gifts) {
    for (const total of [byType[gift.giftType], overall]) {
      total.count += 1;
      total.amount += gift.amount;
      if (gift.isVerified) total.verifiedAmount += gift.amount;
      if (!gift.thankYouSentOn) total.thankYouOwed += 1;
    }
  }
  return { byType, overall };
}

/** '$75.50' in English, '75,50 US$' in Spanish: cents shown as the currency's own units. */
export function formatMoney(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
}

/** The list with this gift saved in place (or added), newest first. */
export function withGift(list: GiftDonation[] | undefined, saved: GiftDonation): GiftDonation[] {
  const others = (list ?? []).filter((gift) => gift.id !== saved.id);
  return [saved, ...others].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
}

/** Today in the organizer's own calendar, as a date field wants it (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
