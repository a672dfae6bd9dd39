import {
  RECENT_MOMENTS_WINDOW_MS,
  momentTypes,
  type MomentStats,
  type MomentType,
} from '../../../protocol/moments';
import { MomentModel, shownMoments } from './model';
import { MomentMinuteModel, MomentTotalsModel } from './stats-model';
import { isUniqueViolation } from '../../lib/http/errors';
import { insertIgnoringDuplicates } from '../../lib/unique-insert';

/**
 * What guests see (public moments only) and what organizers see (every moment). Moments withheld
 * by moderation (pending, hidden) count for neither: nobody sees them outside the queue.
 */
export interface AudienceStats {
  guests: MomentStats;
  organizers: MomentStats;
}

export const MINUTE_MS = 60_000;
/** The minutes `recentMoments` counts: the current clock minute and the 59 before it. */
const RECENT_MINUTES = RECENT_MOMENTS_WINDOW_MS / MINUTE_MS;

export const minuteStart = (at: number) => Math.floor(at / MINUTE_MS) * MINUTE_MS;
const minuteKey = (at: number) => new Date(minuteStart(at)).toISOString().slice(0, 16);
export const oldestRecentMinute = (now: number) =>
  new Date(minuteStart(now) - (RECENT_MINUTES - 1) * MINUTE_MS);

/** A write as the totals see it. */
export type StatsChange =
  | {
      kind: 'created';
      isPublic: boolean;
      momentType: MomentType;
      createdAt: Date;
      /** An approved moment brings the likes it had (a hidden one being shown again). */
      likes?: number;
    }
  | { kind: 'liked'; isPublic: boolean }
  | { kind: 'deleted'; isPublic: boolean; momentType: MomentType; createdAt: Date; likes: number };

const audiences = (isPublic: boolean) => (isPublic ? ['all', 'public'] : ['all']);

type Increments = Record<string, number>;

const addTo = (target: Increments, field: string, n: number) => {
  if (n) target[field] = (target[field] ?? 0) + n;
};

/**
 * Changes the running totals for a batch of writes, merged: public writes move both audiences'
 * totals alike (one update of both rows), private ones only the organizers' row, and each clock
 * minute's counts one update. A lone write costs the two updates it always did; writes that queued
 * up while the database was busy share them. Callers go through one queue (see StatsPublisher):
 * FerretDB 1.x applies `$inc` without isolation, so increments must not race within a process;
 * MongoDB's `$inc` is atomic on its own.
 */
export async function applyChanges(changes: StatsChange[]): Promise<void> {
  const totals = { public: {} as Increments, private: {} as Increments };
  const minutes = new Map<string, { inc: Increments; minute: Date; upsert: boolean }>();
  for (const change of changes) {
    const row = change.isPublic ? totals.public : totals.private;
    if (change.kind === 'liked') {
      addTo(row, 'totalLikes', 1);
      continue;
    }
    const sign = change.kind === 'created' ? 1 : -1;
    addTo(row, 'totalMoments', sign);
    addTo(row, `byType.${change.momentType}`, sign);
    addTo(row, 'totalLikes', sign * (change.likes ?? 0));
    const at = change.createdAt.getTime();
    const key = minuteKey(at);
    const minute = minutes.get(key) ?? {
      inc: {},
      minute: new Date(minuteStart(at)),
      upsert: false,
    };
    addTo(minute.inc, 'all', sign);
    if (change.isPublic) addTo(minute.inc, 'public', sign);
    // A removal never creates its minute's row (it may have left the window).
    if (change.kind === 'created') minute.upsert = true;
    minutes.set(key, minute);
  }
  const writes: Promise<unknown>[] = [];
  if (Object.keys(totals.public).length)
    writes.push(
      MomentTotalsModel.updateMany({ _id: { $in: audiences(true) } }, { $inc: totals.public }),
    );
  if (Object.keys(totals.private).length)
    writes.push(MomentTotalsModel.updateOne({ _id: 'all' }, { $inc: totals.private }));
  for (const [key, { inc, minute, upsert }] of minutes) {
    if (!Object.keys(inc).length) continue;
    writes.push(
      upsert
        ? MomentMinuteModel.updateOne(
            { _id: key },
            { $inc: inc, $setOnInsert: { minute } },
            { upsert: true },
          )
        : MomentMinuteModel.updateOne({ _id: key }, { $inc: inc }),
    );
  }
  await Promise.all(writes);
}

type Totals = {
  _id: string;
  totalMoments: number;
  totalLikes: number;
  byType?: Partial<Record<MomentType, number>>;
};

function toStats(totals: Totals | undefined, recentMoments: number): MomentStats {
  const momentsByType: Record<string, number> = {};
  for (const type of momentTypes) {
    const count = totals?.byType?.[type] ?? 0;
    if (count > 0) momentsByType[type] = count;
  }
  return {
    totalMoments: totals?.totalMoments ?? 0,
    totalLikes: totals?.totalLikes ?? 0,
    recentMoments,
    momentsByType,
  };
}

/** Both audiences' figures from the running totals: two small reads, whatever the number of moments. */
export async function readStats(now = Date.now()): Promise<AudienceStats> {
  const [totals, minutes] = await Promise.all([
    MomentTotalsModel.find({}).lean<Totals[]>(),
    MomentMinuteModel.find({ minute: { $gte: oldestRecentMinute(now) } }).lean<
      { all: number; public: number }[]
    >(),
  ]);
  const recent = (key: 'all' | 'public') =>
    minutes.reduce((sum, minute) => sum + (minute[key] ?? 0), 0);
  return {
    guests: toStats(
      totals.find((doc) => doc._id === 'public'),
      recent('public'),
    ),
    organizers: toStats(
      totals.find((doc) => doc._id === 'all'),
      recent('all'),
    ),
  };
}

/**
 * Rebuilds the running totals from the moments themselves, once at start-up: they then hold even if
 * a process stopped between a moment's write and its count. Meant to run before the server takes
 * requests (with several processes, one starting while others write may be off by the writes of
 * those few milliseconds, until its next start).
 */
export async function rebuildStats(now = Date.now()): Promise<void> {
  const since = oldestRecentMinute(now);
  const [byType, likes, recent] = await Promise.all([
    // One accumulator per `$group`: FerretDB 1.x answers 0 for a field's `$sum` beside another one.
    MomentModel.aggregate<{ _id: { type: MomentType; isPublic: boolean }; n: number }>([
      { $match: shownMoments },
      { $group: { _id: { type: '$momentType', isPublic: '$isPublic' }, n: { $sum: 1 } } },
    ]),
    MomentModel.aggregate<{ _id: boolean; n: number }>([
      { $match: shownMoments },
      { $group: { _id: '$isPublic', n: { $sum: '$likes' } } },
    ]),
    MomentModel.find({ createdAt: { $gte: since }, ...shownMoments })
      .select({ createdAt: 1, isPublic: 1 })
      .lean<{ createdAt: Date; isPublic: boolean }[]>(),
  ]);
  const totals = new Map(
    ['all', 'public'].map((id) => [
      id,
      {
        totalMoments: 0,
        totalLikes: 0,
        byType: Object.fromEntries(momentTypes.map((type) => [type, 0])),
      },
    ]),
  );
  for (const { _id, n } of byType) {
    for (const id of audiences(_id.isPublic)) {
      const total = totals.get(id)!;
      total.totalMoments += n;
      total.byType[_id.type] += n;
    }
  }
  for (const { _id, n } of likes) for (const id of audiences(_id)) totals.get(id)!.totalLikes += n;
  const minutes = new Map<string, { minute: Date; all: number; public: number }>();
  for (const { createdAt, isPublic } of recent) {
    const at = createdAt.getTime();
    const entry = minutes.get(minuteKey(at)) ?? {
      minute: new Date(minuteStart(at)),
      all: 0,
      public: 0,
    };
    entry.all += 1;
    if (isPublic) entry.public += 1;
    minutes.set(minuteKey(at), entry);
  }
  // Several processes starting at once rebuild the same figures from the same rows: an upsert
  // refused because another just inserted that row sets it as an update instead.
  await Promise.all(
    [...totals].map(async ([id, total]) => {
      try {
        await MomentTotalsModel.updateOne({ _id: id }, { $set: total }, { upsert: true });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        await MomentTotalsModel.updateOne({ _id: id }, { $set: total });
      }
    }),
  );
  await MomentMinuteModel.deleteMany({});
  await insertIgnoringDuplicates(
    MomentMinuteModel.collection,
    [...minutes].map(([id, entry]) => ({ _id: id, ...entry })),
  );
}
