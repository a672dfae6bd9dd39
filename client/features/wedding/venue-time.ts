import { TZDate } from '@date-fns/tz';
import type { Venue, WeddingSettings } from '../../../protocol/wedding';

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
