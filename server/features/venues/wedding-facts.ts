import type { Venue, WeddingSettings } from '../../../protocol/wedding';
import { closestLot, type KnownLot } from './parking-lots';

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** '13:00' → '1:00 PM'. */
export function clockLabel(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The town of an address written 'place, street, town, STATE zip'. */
export function townOf(address: string): string {
  const parts = address.split(',').map((part) => part.trim()).filter(Boolean);
  return parts.length >= 2 ? parts[parts.length - 2] : address;
}

/** Straight-line distance in miles between two venues. */
export function milesBetween(a: Pick<Venue, 'lat' | 'lng'>, b: Pick<Venue, 'lat' | 'lng'>): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const earthMiles = 3958.8;
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthMiles * Math.asin(Math.sqrt(h));
}

/** The zone's long name on the wedding day, e.g. 'Eastern Daylight Time'. */
function zoneName(instant: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

export interface WeddingFacts {
  ceremony: Venue;
  reception: Venue;
  /** 'Sunday, August 31, 2025'. */
  dayLabel: string;
  /** '31/08/2025', the day-first reading many countries use. */
  dayFirstDate: string;
  month: number;
  ceremonyTime: string;
  receptionTimes: string;
  /** Minutes from the ceremony's start to the reception's. */
  minutesBetweenStarts: number;
  milesBetweenVenues: number;
  zoneLabel: string;
  closest?: KnownLot;
  /** Every free lot the settings name, known to the site or not. */
  freeLots: string[];
  otherLots: string[];
  rules: string[];
  directions: string;
  contact: WeddingSettings['contact'];
  outdoorCeremony: boolean;
}

/** Everything the built-in advice needs, read from the settings document. */
export function weddingFacts(settings: WeddingSettings): WeddingFacts {
  const { ceremony, reception } = settings.venues;
  const [year, month, day] = settings.ceremonyStart.slice(0, 10).split('-').map(Number);
  // Noon UTC keeps the calendar date the same in every zone the wedding could be in.
  const middayUtc = new Date(Date.UTC(year, month - 1, day, 12));
  const closest = closestLot(settings);
  const receptionTimes = reception.endTime
    ? `${clockLabel(reception.startTime)} to ${clockLabel(reception.endTime)}`
    : clockLabel(reception.startTime);
  return {
    ceremony,
    reception,
    dayLabel: `${WEEKDAYS[middayUtc.getUTCDay()]}, ${MONTHS[month - 1]} ${day}, ${year}`,
    dayFirstDate: `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`,
    month,
    ceremonyTime: clockLabel(ceremony.startTime),
    receptionTimes,
    minutesBetweenStarts: minutesOf(reception.startTime) - minutesOf(ceremony.startTime),
    milesBetweenVenues: milesBetween(ceremony, reception),
    zoneLabel: zoneName(middayUtc, settings.timeZone),
    closest,
    freeLots: settings.parking.freeLots,
    otherLots: settings.parking.freeLots.filter((name) => name !== closest?.name),
    rules: settings.parking.rules,
    directions: settings.parking.directions,
    contact: settings.contact,
    outdoorCeremony: [ceremony.description, ...ceremony.features].some((text) => /garden|outdoor|lawn/i.test(text)),
  };
}
