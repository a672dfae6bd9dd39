/**
 * The wedding's calendar, read on the venue's clock whatever the reader's: the ceremony's instant,
 * the countdown to it and where the day stands. Shared by the client and the server's first screen
 * (which must write what the client will), and free of zod so the entry chunk can carry it.
 */
import { TZDate } from '@date-fns/tz';
// Types only: this module stays free of zod, so the first screen can import it.
import type { Venue, WeddingSettings } from './wedding';

type Clock = { hours: number; minutes: number };

function parseClock(value: string): Clock {
  const [hours, minutes] = value.split(':').map(Number);
  return { hours, minutes };
}

/** The wedding day's calendar date ('YYYY-MM-DD') as written in the settings. */
export function weddingDay(settings: Pick<WeddingSettings, 'ceremonyStart'>): string {
  return settings.ceremonyStart.slice(0, 10);
}

/**
 * A wall-clock time on a given day at the venue, as an instant. The time zone is the venue's,
 * never the viewer's, so a guest abroad still counts down to the real start.
 */
export function venueInstant(day: string, time: string, timeZone: string): TZDate {
  const [year, month, date] = day.split('-').map(Number);
  const { hours, minutes } = parseClock(time);
  return new TZDate(year, month - 1, date, hours, minutes, 0, 0, timeZone);
}

/** The ceremony's start as an instant, read in the wedding's time zone. */
export function ceremonyDate(
  settings: Pick<WeddingSettings, 'ceremonyStart' | 'timeZone'>,
): TZDate {
  return venueInstant(
    weddingDay(settings),
    settings.ceremonyStart.slice(11, 16),
    settings.timeZone,
  );
}

/** A venue's start (and end, when it has one) on the wedding day. */
export function venueTimes(
  settings: Pick<WeddingSettings, 'ceremonyStart' | 'timeZone'>,
  venue: Pick<Venue, 'startTime' | 'endTime'>,
): { start: TZDate; end?: TZDate } {
  const day = weddingDay(settings);
  return {
    start: venueInstant(day, venue.startTime, settings.timeZone),
    end: venue.endTime ? venueInstant(day, venue.endTime, settings.timeZone) : undefined,
  };
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the target has passed: every unit then reads zero, never negative. */
  done: boolean;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole days, hours, minutes and seconds from `now` until `target`, floored at zero. */
export function computeCountdown(now: Date | number, target: Date | number): Countdown {
  const remaining = Math.max(0, new Date(target).getTime() - new Date(now).getTime());
  return {
    days: Math.floor(remaining / DAY),
    hours: Math.floor((remaining % DAY) / HOUR),
    minutes: Math.floor((remaining % HOUR) / MINUTE),
    seconds: Math.floor((remaining % MINUTE) / SECOND),
    done: remaining === 0,
  };
}

/** Two digits at least: 7 → '07', 123 → '123'. */
export function pad2(value: number): string {
  return String(Math.max(0, value)).padStart(2, '0');
}

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
