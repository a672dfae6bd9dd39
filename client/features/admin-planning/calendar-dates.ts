import {
  addDays,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import type { PlannedEvent } from '../../../protocol/planning-calendar';

/** Monday-first weeks in Spanish, Sunday-first in English (as each language's calendars print). */
export const weekStartFor = (language: string): 0 | 1 => (language.startsWith('es') ? 1 : 0);

/** The weeks shown for a month: whole weeks, from the one holding the 1st to the one holding the last. */
export function monthWeeks(month: Date, weekStartsOn: 0 | 1): Date[][] {
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(month), { weekStartsOn }),
    end: endOfWeek(endOfMonth(month), { weekStartsOn }),
  });
  const weeks: Date[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** The seven weekday names of a week, in the organizer's language. */
export function weekdayNames(
  weekStartsOn: 0 | 1,
  language: string,
): { short: string; long: string }[] {
  const first = startOfWeek(new Date(2024, 0, 10), { weekStartsOn });
  return Array.from({ length: 7 }, (_, i) => {
    const day = addDays(first, i);
    return {
      short: day.toLocaleDateString(language, { weekday: 'short' }),
      long: day.toLocaleDateString(language, { weekday: 'long' }),
    };
  });
}

/** A local calendar day's key ('2026-06-20'), to group events by the day they fall on here. */
export const dayKey = (date: Date) => format(date, 'yyyy-MM-dd');

export function eventsByDay(events: readonly PlannedEvent[]): Map<string, PlannedEvent[]> {
  const byDay = new Map<string, PlannedEvent[]>();
  for (const event of events) {
    const key = dayKey(new Date(event.date));
    byDay.set(key, [...(byDay.get(key) ?? []), event]);
  }
  return byDay;
}

export const formatTime = (iso: string, language: string) =>
  new Date(iso).toLocaleTimeString(language, { hour: 'numeric', minute: '2-digit' });

export const formatDay = (date: Date, language: string) =>
  date.toLocaleDateString(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

export const formatMonth = (date: Date, language: string) =>
  date.toLocaleDateString(language, { month: 'long', year: 'numeric' });
