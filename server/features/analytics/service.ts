import type { AnalyticsSnapshot } from '../../../protocol/analytics';
import { sessionsStartedSince } from '../games/door';
import { entriesWrittenSince } from '../guestbook/door';
import { guestListFacts } from '../guests/door';
import { momentsPostedSince } from '../moments/door';
import { rsvpFacts } from '../rsvp/door';
import { getWeddingSettings } from '../wedding/service';
import { computeSnapshot, type GuestFacts, type RsvpFacts } from './compute';

/** A day on any clock lies within 26 hours of now; the exact day is chosen in computeSnapshot. */
const ACTIVITY_WINDOW_MS = 50 * 60 * 60 * 1000;

/**
 * The organizer's analytics, read with plain finds over lean projections (what FerretDB 1.x runs)
 * and computed in Node: at wedding scale (about a thousand guests) that is a few milliseconds.
 */
export async function analyticsSnapshot(now: Date = new Date()): Promise<AnalyticsSnapshot> {
  const since = new Date(now.getTime() - ACTIVITY_WINDOW_MS);
  const [settings, guests, rsvps, moments, guestbook, games] = await Promise.all([
    getWeddingSettings(),
    guestListFacts<GuestFacts>(),
    rsvpFacts<RsvpFacts>(),
    momentsPostedSince(since),
    entriesWrittenSince(since),
    sessionsStartedSince(since),
  ]);
  return computeSnapshot({
    guests,
    rsvps,
    activity: { moments, guestbook, games },
    timeZone: settings.timeZone,
    now,
  });
}
