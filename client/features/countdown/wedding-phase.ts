import { TZDate } from '@date-fns/tz';
import type { WeddingSettings } from '../../../protocol/wedding';
import { ceremonyDate, weddingDay } from '../wedding/venue-time';
import { computeCountdown, type Countdown } from './countdown';

type DateSettings = Pick<WeddingSettings, 'ceremonyStart' | 'timeZone'>;

/**
 * Where the wedding stands at one instant, read on the venue's calendar (a guest abroad sees the
 * day the couple sees): counting down, the day itself, or married since.
 */
export type WeddingPhase =
  | { kind: 'before'; countdown: Countdown }
  | { kind: 'today'; start: Date; started: boolean }
  | {
      kind: 'after';
      /** Calendar days since the wedding day (1 on the day after). */
      totalDays: number;
      /** Whole years married, and the days since the last anniversary. */
      years: number;
      days: number;
      /** True on the wedding's date in any later year (28 February for a 29 February wedding). */
      anniversary: boolean;
    };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date as a UTC midnight, so that day arithmetic knows no daylight saving. */
const calendarDay = (year: number, month: number, date: number) => Date.UTC(year, month, date);

/** The same month and date `years` later; a 29 February falls back to 28 February. */
function yearsLater(year: number, month: number, date: number, years: number): number {
  const last = new Date(Date.UTC(year + years, month + 1, 0)).getUTCDate();
  return calendarDay(year + years, month, Math.min(date, last));
}

export function weddingPhase(now: Date | number, settings: DateSettings): WeddingPhase {
  const [year, month, date] = weddingDay(settings).split('-').map(Number);
  const wedding = calendarDay(year, month - 1, date);
  const local = new TZDate(new Date(now).getTime(), settings.timeZone);
  const today = calendarDay(local.getFullYear(), local.getMonth(), local.getDate());
  const start = ceremonyDate(settings);

  if (today < wedding) return { kind: 'before', countdown: computeCountdown(now, start) };
  if (today === wedding) {
    return { kind: 'today', start, started: new Date(now).getTime() >= start.getTime() };
  }
  let years = local.getFullYear() - year;
  while (years > 0 && yearsLater(year, month - 1, date, years) > today) years -= 1;
  const days = Math.round((today - yearsLater(year, month - 1, date, years)) / DAY_MS);
  return {
    kind: 'after',
    totalDays: Math.round((today - wedding) / DAY_MS),
    years,
    days,
    anniversary: years >= 1 && days === 0,
  };
}
