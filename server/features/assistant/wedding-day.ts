import { pickField, type ContentLanguage } from '../../../protocol/localized';
import type { GuestProfile } from '../../../protocol/ai';
import type { TimelineEvent } from '../../../protocol/timeline';
import type { WeddingSettings } from '../../../protocol/wedding';
import type { GuestRecord } from '../guests/door';
import { defaultSchedule } from '../timeline/default-schedule';
import { listEvents } from '../timeline/events-service';
import { knownLots, type KnownLot } from '../venues/parking-lots';
import { clockLabel, townOf, weddingFacts, type WeddingFacts } from '../venues/wedding-facts';
import { getWeddingSettings } from '../wedding/service';

export interface ScheduleItem {
  /** '10:30 AM'. */
  time: string;
  /** Minutes after midnight, for ordering and arithmetic. */
  minutes: number;
  duration: number;
  title: string;
  location?: string;
  description?: string;
  category: string;
}

/** The wedding's own facts the assistant works from, all read from the database. */
export interface WeddingDay {
  couple: string;
  facts: WeddingFacts;
  schedule: ScheduleItem[];
  lots: KnownLot[];
  registryName: string;
  /** The IANA zone the wedding's times are in ('America/New_York'). */
  timeZone: string;
}

/** 'HH:mm' or an older '3:00 PM' to minutes after midnight; undefined when unreadable. */
export function minutesOf(time: string): number | undefined {
  const clock = /^(\d{1,2}):(\d{2})\s*(AM|PM)?$/i.exec(time.trim());
  if (!clock) return undefined;
  let hours = Number(clock[1]) % (clock[3] ? 12 : 24);
  if (clock[3]?.toUpperCase() === 'PM') hours += 12;
  return hours * 60 + Number(clock[2]);
}

export const labelOf = (minutes: number) =>
  clockLabel(`${Math.floor(minutes / 60) % 24}:${String(minutes % 60).padStart(2, '0')}`);

type ScheduledEvent = Pick<
  TimelineEvent,
  | 'time'
  | 'duration'
  | 'title'
  | 'titleEs'
  | 'location'
  | 'locationEs'
  | 'description'
  | 'descriptionEs'
  | 'category'
>;

/** The day's events in time order, each text in `language` (or the other one where it has none). */
export function scheduleOf(
  events: ScheduledEvent[],
  language: ContentLanguage = 'en',
): ScheduleItem[] {
  return events
    .flatMap((event) => {
      const minutes = minutesOf(event.time);
      if (minutes === undefined) return [];
      const { category, duration } = event;
      const text = (key: 'title' | 'location' | 'description') =>
        pickField(event, key, language).text || undefined;
      return [
        {
          time: labelOf(minutes),
          minutes,
          duration,
          title: text('title') ?? '',
          location: text('location'),
          description: text('description'),
          category,
        },
      ];
    })
    .sort((a, b) => a.minutes - b.minutes);
}

export function weddingDayOf(
  settings: WeddingSettings,
  events: TimelineEvent[],
  language: ContentLanguage = 'en',
): WeddingDay {
  // A site whose organizers cleared the timeline still has the venues' own times.
  const schedule = scheduleOf(events.length ? events : defaultSchedule(settings), language);
  return {
    couple: settings.couple.displayName,
    facts: weddingFacts(settings),
    schedule,
    lots: knownLots(settings),
    registryName: settings.registry.registryName,
    timeZone: settings.timeZone,
  };
}

export async function loadWeddingDay(language: ContentLanguage = 'en'): Promise<WeddingDay> {
  const [settings, events] = await Promise.all([getWeddingSettings(), listEvents()]);
  return weddingDayOf(settings, events, language);
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A guest travels when the place they come from does not name the ceremony's town. */
export function isOutOfTown(travelingFrom: string | undefined, facts: WeddingFacts): boolean {
  if (!travelingFrom?.trim()) return false;
  const town = words(townOf(facts.ceremony.address)).join(' ');
  return !words(travelingFrom).join(' ').includes(town);
}

export function guestProfileOf(doc: GuestRecord, facts: WeddingFacts): GuestProfile {
  return {
    firstName: doc.firstName,
    lastName: doc.lastName ?? '',
    relationship: doc.category ?? 'friends',
    ...(doc.side ? { side: doc.side } : {}),
    ...(doc.travelingFrom ? { travelingFrom: doc.travelingFrom } : {}),
    outOfTown: isOutOfTown(doc.travelingFrom ?? undefined, facts),
    ...(doc.accessibilityNeeds ? { accessibilityNeeds: doc.accessibilityNeeds } : {}),
    plusOne: doc.plusOne ?? false,
  };
}
