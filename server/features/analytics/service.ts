import type { AnalyticsSnapshot } from '../../../protocol/analytics';
import { GameSessionModel } from '../games/model';
import { GuestBookEntryModel } from '../guestbook/model';
import { GuestModel } from '../guests/model';
import { MomentModel } from '../moments/model';
import { RsvpModel } from '../rsvp/model';
import { getWeddingSettings } from '../wedding/service';
import { computeSnapshot, type GuestFacts, type RsvpFacts } from './compute';

/** A day on any clock lies within 26 hours of now; the exact day is chosen in computeSnapshot. */
const ACTIVITY_WINDOW_MS = 50 * 60 * 60 * 1000;

async function createdSince(
  model: typeof MomentModel | typeof GuestBookEntryModel | typeof GameSessionModel,
  since: Date,
): Promise<Date[]> {
  const docs = await (model as typeof MomentModel)
    .find({ createdAt: { $gte: since } }, { createdAt: 1, _id: 0 })
    .lean<{ createdAt: Date }[]>();
  return docs.map((doc) => doc.createdAt);
}

/**
 * The organizer's analytics, read with plain finds over lean projections (what FerretDB 1.x runs)
 * and computed in Node: at wedding scale (about a thousand guests) that is a few milliseconds.
 */
export async function analyticsSnapshot(now: Date = new Date()): Promise<AnalyticsSnapshot> {
  const since = new Date(now.getTime() - ACTIVITY_WINDOW_MS);
  const [settings, guests, rsvps, moments, guestbook, games] = await Promise.all([
    getWeddingSettings(),
    GuestModel.find(
      {},
      {
        _id: 0,
        rsvpStatus: 1,
        category: 1,
        plusOne: 1,
        partySize: 1,
        dietaryRestrictions: 1,
        isAuthenticated: 1,
      },
    ).lean<GuestFacts[]>(),
    RsvpModel.find({}, { _id: 0, attending: 1, createdAt: 1, updatedAt: 1 }).lean<RsvpFacts[]>(),
    createdSince(MomentModel, since),
    createdSince(GuestBookEntryModel, since),
    createdSince(GameSessionModel, since),
  ]);
  return computeSnapshot({
    guests,
    rsvps,
    activity: { moments, guestbook, games },
    timeZone: settings.timeZone,
    now,
  });
}
