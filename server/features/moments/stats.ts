import { RECENT_MOMENTS_WINDOW_MS, type MomentStats } from '../../../protocol/moments';
import type { Logger } from '../../lib/logger';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { MomentModel } from './model';

/** What guests see (public moments only) and what organizers see (every moment). */
export interface AudienceStats {
  guests: MomentStats;
  organizers: MomentStats;
}

type Counted<K> = { _id: K; n: number };

function emptyStats(): MomentStats {
  return { totalMoments: 0, totalLikes: 0, recentMoments: 0, momentsByType: {} };
}

/**
 * Both audiences' figures in three grouped queries, each with a single accumulator: FerretDB 1.x
 * answers 0 for a field's `$sum` when a `$group` holds more than one.
 */
export async function computeStats(now = Date.now()): Promise<AudienceStats> {
  const since = new Date(now - RECENT_MOMENTS_WINDOW_MS);
  const [byType, likes, recent] = await Promise.all([
    MomentModel.aggregate<Counted<{ type: string; isPublic: boolean }>>([
      { $group: { _id: { type: '$momentType', isPublic: '$isPublic' }, n: { $sum: 1 } } },
    ]),
    MomentModel.aggregate<Counted<boolean>>([
      { $group: { _id: '$isPublic', n: { $sum: '$likes' } } },
    ]),
    MomentModel.aggregate<Counted<boolean>>([
      { $match: { createdAt: { $gte: since } } },
      { $group: { _id: '$isPublic', n: { $sum: 1 } } },
    ]),
  ]);
  const guests = emptyStats();
  const organizers = emptyStats();
  const audiences = (isPublic: boolean) => (isPublic ? [guests, organizers] : [organizers]);
  for (const { _id, n } of byType) {
    for (const stats of audiences(_id.isPublic)) {
      stats.totalMoments += n;
      stats.momentsByType[_id.type] = (stats.momentsByType[_id.type] ?? 0) + n;
    }
  }
  for (const { _id, n } of likes) for (const stats of audiences(_id)) stats.totalLikes += n;
  for (const { _id, n } of recent) for (const stats of audiences(_id)) stats.recentMoments += n;
  return { guests, organizers };
}

/** A burst of writes shares one stats push: at most one every STATS_MIN_INTERVAL_MS. */
export const STATS_MIN_INTERVAL_MS = 500;

function sameStats(a: MomentStats, b: MomentStats): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Pushes `moments:stats` after writes. Every request is followed by a computation that starts
 * after it, so the last push always reflects the last write; requests that arrive while one runs,
 * or within STATS_MIN_INTERVAL_MS of the previous one, are folded into the next. On a busy evening
 * that keeps the database and a thousand phones from doing the same work for every single like.
 *
 * Guests get the public figures; organizers, who also see private moments, get the full figures
 * right after (only when they differ), so theirs are the last to arrive.
 *
 * `recentMoments` also changes with no write at all, when a moment gets older than the window: a
 * timer recomputes when the oldest recent moment leaves it.
 */
export class StatsPublisher {
  private running = false;
  private pending = false;
  private lastRunAt = 0;
  private runTimer: NodeJS.Timeout | undefined;
  private expiryTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly hub: RealtimeHub,
    private readonly logger: Logger,
  ) {}

  request(): void {
    if (this.closed) return;
    this.pending = true;
    this.schedule();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.runTimer);
    clearTimeout(this.expiryTimer);
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
      const { guests, organizers } = await computeStats(this.lastRunAt);
      if (this.closed) return;
      this.hub.publish('moments', 'moments:stats', guests);
      if (!sameStats(guests, organizers)) {
        this.hub.publish('moments', 'moments:stats', organizers, { audience: 'organizers' });
      }
      await this.scheduleExpiry(organizers.recentMoments);
    } catch (error) {
      this.logger.error({ err: error }, 'moments stats could not be published');
    } finally {
      this.running = false;
      this.schedule();
    }
  }

  private async scheduleExpiry(recent: number): Promise<void> {
    clearTimeout(this.expiryTimer);
    if (recent === 0) return;
    const oldest = await MomentModel.findOne({
      createdAt: { $gte: new Date(Date.now() - RECENT_MOMENTS_WINDOW_MS) },
    })
      .sort({ createdAt: 1 })
      .select({ createdAt: 1 })
      .lean<{ createdAt: Date }>();
    if (!oldest || this.closed) return;
    const delay = oldest.createdAt.getTime() + RECENT_MOMENTS_WINDOW_MS - Date.now() + 50;
    this.expiryTimer = setTimeout(() => this.request(), Math.max(delay, 50));
    this.expiryTimer.unref();
  }
}
