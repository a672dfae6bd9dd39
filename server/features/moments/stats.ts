import {
  RECENT_MOMENTS_WINDOW_MS,
  momentTypes,
  type MomentStats,
  type MomentType,
} from '../../../protocol/moments';
import type { Logger } from '../../lib/logger';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { MomentModel, shownMoments } from './model';
import { KeyedSerialQueue } from '../../lib/keyed-serial-queue';
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

const MINUTE_MS = 60_000;
/** The minutes `recentMoments` counts: the current clock minute and the 59 before it. */
const RECENT_MINUTES = RECENT_MOMENTS_WINDOW_MS / MINUTE_MS;

const minuteStart = (at: number) => Math.floor(at / MINUTE_MS) * MINUTE_MS;
const minuteKey = (at: number) => new Date(minuteStart(at)).toISOString().slice(0, 16);
const oldestRecentMinute = (now: number) =>
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
async function applyChanges(changes: StatsChange[]): Promise<void> {
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

/** A burst of writes shares one stats push: at most one every STATS_MIN_INTERVAL_MS. */
export const STATS_MIN_INTERVAL_MS = 1000;

function sameStats(a: MomentStats, b: MomentStats): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Keeps the running totals and pushes `moments:stats` after writes. Every write is followed by a
 * push that starts after it, so the last push always reflects the last write; writes that come
 * while one is being prepared, or within STATS_MIN_INTERVAL_MS of the previous one, share the next.
 * On a busy evening that keeps a thousand phones from redrawing their cards for every single like.
 *
 * Guests get the public figures; organizers, who also see private moments, get the full figures
 * right after (only when they differ), so theirs are the last to arrive.
 *
 * `recentMoments` also changes with no write at all, as minutes leave the window: while there are
 * recent moments, the figures are pushed again at each new minute.
 */
export class StatsPublisher {
  private readonly counterQueue = new KeyedSerialQueue();
  private waitingChanges: StatsChange[] = [];
  private running = false;
  private pending = false;
  private lastRunAt = 0;
  private runTimer: NodeJS.Timeout | undefined;
  private minuteTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly hub: RealtimeHub,
    private readonly logger: Logger,
  ) {}

  /**
   * Counts a write (resolving once the totals hold it) and schedules a push. A failure here does
   * not undo the write the guest already sees: it is logged, and the next start rebuilds the totals.
   */
  async record(change: StatsChange): Promise<void> {
    // The first queued turn takes every change waiting by then; later turns may find none left.
    // Either way a change is applied by the time its own turn ends.
    this.waitingChanges.push(change);
    try {
      await this.counterQueue.run('totals', async () => {
        const batch = this.waitingChanges.splice(0);
        try {
          if (batch.length) await applyChanges(batch);
        } catch (error) {
          this.logger.error({ err: error, changes: batch }, 'moments totals could not be updated');
        }
      });
    } catch (error) {
      this.logger.error({ err: error, change }, 'moments totals could not be updated');
    }
    this.request();
  }

  request(): void {
    if (this.closed) return;
    this.pending = true;
    this.schedule();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.runTimer);
    clearTimeout(this.minuteTimer);
  }

  private schedule(): void {
    if (this.running || this.runTimer || !this.pending || this.closed) return;
    const wait = Math.max(0, this.lastRunAt + STATS_MIN_INTERVAL_MS - Date.now());
    this.runTimer = setTimeout(() => {
      this.runTimer = undefined;
      void this.run();
    }, wait);
    this.runTimer.unref();
  }

  private async run(): Promise<void> {
    this.running = true;
    this.pending = false;
    this.lastRunAt = Date.now();
    try {
      const { guests, organizers } = await readStats(this.lastRunAt);
      if (this.closed) return;
      this.hub.publish('moments', 'moments:stats', guests);
      if (!sameStats(guests, organizers)) {
        this.hub.publish('moments', 'moments:stats', organizers, { audience: 'organizers' });
      }
      this.scheduleNextMinute(organizers.recentMoments);
    } catch (error) {
      this.logger.error({ err: error }, 'moments stats could not be published');
    } finally {
      this.running = false;
      this.schedule();
    }
  }

  private scheduleNextMinute(recent: number): void {
    clearTimeout(this.minuteTimer);
    if (recent === 0 || this.closed) return;
    const now = Date.now();
    this.minuteTimer = setTimeout(
      () => {
        // Minutes that left the window are no longer read; dropping them keeps the collection small.
        void MomentMinuteModel.deleteMany({
          minute: { $lt: oldestRecentMinute(Date.now()) },
        }).catch(() => undefined);
        this.request();
      },
      minuteStart(now) + MINUTE_MS - now + 50,
    );
    this.minuteTimer.unref();
  }
}
