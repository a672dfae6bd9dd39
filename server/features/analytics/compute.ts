import type {
  ActivityHour,
  AnalyticsSnapshot,
  CategoryStatus,
  DietaryNeed,
  RsvpDay,
} from '../../../protocol/analytics';
import {
  guestCategories,
  partySizeOf,
  type GuestCategory,
  type RsvpStatus,
} from '../../../protocol/admin-guests';

/** The guest-list fields the snapshot reads (a lean projection). */
export interface GuestFacts {
  rsvpStatus?: RsvpStatus | null;
  category?: GuestCategory | null;
  plusOne?: boolean | null;
  partySize?: number | null;
  dietaryRestrictions?: string | null;
  isAuthenticated?: boolean | null;
}

export interface RsvpFacts {
  attending: boolean;
  createdAt: Date;
  updatedAt?: Date | null;
}

export interface ActivityFacts {
  moments: Date[];
  guestbook: Date[];
  games: Date[];
}

/** Reads instants on the wedding's clock: its calendar day and hour. */
export class WeddingClock {
  private readonly format: Intl.DateTimeFormat;

  constructor(readonly timeZone: string) {
    this.format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
  }

  /** Every zone's offset is a multiple of 15 minutes, so one reading serves a quarter hour. */
  private readonly quarters = new Map<number, { day: string; hour: number }>();

  read(instant: Date): { day: string; hour: number } {
    const quarter = Math.floor(instant.getTime() / 900_000);
    let reading = this.quarters.get(quarter);
    if (!reading) this.quarters.set(quarter, (reading = this.readExactly(instant)));
    return reading;
  }

  private readExactly(instant: Date): { day: string; hour: number } {
    const parts: Record<string, string> = {};
    for (const part of this.format.formatToParts(instant)) parts[part.type] = part.value;
    return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) % 24 };
  }
}

/** Answers meaning 'nothing to cater for'. */
const NO_NEEDS = new Set(['', 'none', 'no', 'n/a', 'na', '-', 'nothing', 'ninguna', 'ninguno']);

/**
 * One guest's dietary text as distinct needs: split on commas, semicolons, slashes and 'and',
 * lower-cased, spaces squeezed, so 'Vegetarian; gluten free' and 'vegetarian, Gluten-Free' agree.
 */
export function dietaryNeeds(text: string | null | undefined): string[] {
  const whole = normaliseNeed(text ?? '');
  if (NO_NEEDS.has(whole)) return [];
  const needs = whole
    .split(/[,;/&+]|\band\b|\by\b/)
    .map(normaliseNeed)
    .filter((need) => !NO_NEEDS.has(need));
  return [...new Set(needs)];
}

function normaliseNeed(part: string): string {
  return part
    .toLowerCase()
    .replace(/[.!]/g, '')
    .trim()
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^(gluten|dairy|nut|lactose|sugar|egg|soy|shellfish|peanut) free$/, '$1-free');
}

function rsvpsOverTime(rsvps: readonly RsvpFacts[], clock: WeddingClock): RsvpDay[] {
  const days = new Map<string, RsvpDay>();
  const dayOf = (day: string) => {
    let row = days.get(day);
    if (!row) days.set(day, (row = { day, attending: 0, notAttending: 0, changed: 0 }));
    return row;
  };
  for (const rsvp of rsvps) {
    const first = dayOf(clock.read(rsvp.createdAt).day);
    if (rsvp.attending) first.attending += 1;
    else first.notAttending += 1;
    // An answer changed later (a signed-in guest answering again) also counts on that day.
    if (rsvp.updatedAt && rsvp.updatedAt.getTime() - rsvp.createdAt.getTime() > 1000)
      dayOf(clock.read(rsvp.updatedAt).day).changed += 1;
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

function statusByCategory(guests: readonly GuestFacts[]): CategoryStatus[] {
  const rows = new Map<GuestCategory, CategoryStatus>(
    guestCategories.map((category) => [
      category,
      { category, confirmed: 0, pending: 0, declined: 0 },
    ]),
  );
  for (const guest of guests) {
    const row = rows.get(guest.category ?? 'friends');
    if (row) row[guest.rsvpStatus ?? 'pending'] += 1;
  }
  return [...rows.values()];
}

function dietary(guests: readonly GuestFacts[]): DietaryNeed[] {
  const counts = new Map<string, number>();
  for (const guest of guests)
    for (const need of dietaryNeeds(guest.dietaryRestrictions))
      counts.set(need, (counts.get(need) ?? 0) + 1);
  return [...counts]
    .map(([restriction, count]) => ({ restriction, guests: count }))
    .sort((a, b) => b.guests - a.guests || a.restriction.localeCompare(b.restriction));
}

function activity(facts: ActivityFacts, clock: WeddingClock, today: string): ActivityHour[] {
  const hours: ActivityHour[] = Array.from({ length: 24 }, (_, hour) => ({
    hour,
    moments: 0,
    guestbook: 0,
    games: 0,
  }));
  for (const kind of ['moments', 'guestbook', 'games'] as const) {
    for (const instant of facts[kind]) {
      const { day, hour } = clock.read(instant);
      if (day === today) hours[hour][kind] += 1;
    }
  }
  return hours;
}

/** The whole snapshot from the source documents; pure, so it is tested without a database. */
export function computeSnapshot(input: {
  guests: readonly GuestFacts[];
  rsvps: readonly RsvpFacts[];
  activity: ActivityFacts;
  timeZone: string;
  now: Date;
}): AnalyticsSnapshot {
  const clock = new WeddingClock(input.timeZone);
  const { guests } = input;
  const status = (value: RsvpStatus) =>
    guests.filter((guest) => (guest.rsvpStatus ?? 'pending') === value).length;
  const confirmed = status('confirmed');
  // A party of 4 brings three people, not one: every head count adds party sizes.
  const withPlusOne = guests.filter((guest) => partySizeOf(guest) > 1).length;
  const signedIn = guests.filter((guest) => guest.isAuthenticated).length;
  const today = clock.read(input.now).day;
  return {
    generatedAt: input.now.toISOString(),
    timeZone: input.timeZone,
    counters: {
      confirmed,
      pending: status('pending'),
      declined: status('declined'),
      total: guests.length,
    },
    rsvpsOverTime: rsvpsOverTime(input.rsvps, clock),
    statusByCategory: statusByCategory(guests),
    dietary: dietary(guests),
    plusOnes: {
      withPlusOne,
      withoutPlusOne: guests.length - withPlusOne,
      expectedAttendees: guests
        .filter((guest) => guest.rsvpStatus === 'confirmed')
        .reduce((sum, guest) => sum + partySizeOf(guest), 0),
    },
    signIn: {
      signedIn,
      total: guests.length,
      rate: guests.length ? Math.round((signedIn / guests.length) * 100) : 0,
    },
    activity: { day: today, hours: activity(input.activity, clock, today) },
  };
}
