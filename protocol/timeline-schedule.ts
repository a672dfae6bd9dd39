/**
 * The wedding day's schedule on the venue's clock: each event's start and end as instants. Shared
 * by the timeline page (now and next) and the server's reminders (push/reminders.ts). Free of zod.
 */
import type { WeddingSettings } from './wedding';
import { venueInstant, weddingDay } from './wedding-calendar';

/** The few fields of an event the day's clock needs (events arrive in their running order). */
export interface TimedEvent {
  id: string;
  time: string;
  duration: number;
}

export interface ScheduledEvent {
  id: string;
  start: Date;
  end: Date;
}

const MINUTE_MS = 60_000;

/** 'HH:mm' (24 h) or the older '3:00 PM'; answers minutes after midnight, or undefined. */
export function clockMinutes(time: string): number | undefined {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])?\s*$/.exec(time);
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3]?.toLowerCase();
  if (meridiem) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return undefined;
  return hours * 60 + minutes;
}

const nextDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
};

/**
 * Each event's start and end as instants, read on the wedding's day in its time zone. An event
 * earlier on the clock than the one before it runs past midnight (the after-party), so it falls
 * on the next day.
 */
export function scheduleOf(
  events: readonly TimedEvent[],
  settings: Pick<WeddingSettings, 'ceremonyStart' | 'timeZone'>,
): ScheduledEvent[] {
  let day = weddingDay(settings);
  let previous = -1;
  const scheduled: ScheduledEvent[] = [];
  for (const event of events) {
    const minutes = clockMinutes(event.time);
    if (minutes === undefined) continue;
    if (minutes < previous) day = nextDay(day);
    previous = minutes;
    const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const start = new Date(venueInstant(day, clock, settings.timeZone).getTime());
    scheduled.push({
      id: event.id,
      start,
      end: new Date(start.getTime() + event.duration * MINUTE_MS),
    });
  }
  return scheduled;
}
