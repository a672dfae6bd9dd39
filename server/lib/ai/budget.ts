import { slotsTaken, takeSlot } from '../slots';

/**
 * The AI endpoint's requests per UTC day, counted per feature (each spends only its own share of
 * AI_DAILY_REQUEST_LIMIT, see AI_DAILY_SHARES): a loop on one feature cannot leave the others
 * without. Race-free across processes and on FerretDB (lib/slots.ts).
 */

/** The UTC day a request counts against, 'YYYY-MM-DD'. */
export const budgetDay = (now: Date) => now.toISOString().slice(0, 10);

const scopeOf = (feature: string) => `ai-${feature}`;

/**
 * Takes one of the day's `limit` requests of `feature`: true when one was left, false when all
 * are spent.
 */
export function takeDailyRequest(
  limit: number,
  now = new Date(),
  feature = 'site',
): Promise<boolean> {
  return takeSlot(scopeOf(feature), budgetDay(now), limit, now);
}

/** Requests of `feature` taken today (for the organizers' view and tests). */
export function requestsTaken(now = new Date(), feature = 'site'): Promise<number> {
  return slotsTaken(scopeOf(feature), budgetDay(now));
}
