import type { FilterQuery } from 'mongoose';
import { RECENT_MOMENTS_WINDOW_MS, momentTypes, type MomentStats } from '../../../protocol/moments';
import type { Logger } from '../../lib/logger';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { MomentModel, type MomentDocument } from './model';

type MomentFilter = FilterQuery<MomentDocument>;

/**
 * Counts in the database, one simple query per figure: FerretDB 1.x answers 0 for `$sum` of a field
 * when a `$group` holds more than one accumulator, so the likes total is a single-accumulator group.
 */
export async function computeStats(filter: MomentFilter, now = Date.now()): Promise<MomentStats> {
  const [byType, recentMoments, likes] = await Promise.all([
    Promise.all(
      momentTypes.map((type) => MomentModel.countDocuments({ ...filter, momentType: type })),
    ),
    MomentModel.countDocuments({
      ...filter,
      createdAt: { $gte: new Date(now - RECENT_MOMENTS_WINDOW_MS) },
    }),
    MomentModel.aggregate<{ likes: number }>([
      { $match: filter },
      { $group: { _id: null, likes: { $sum: '$likes' } } },
    ]),
  ]);
  const momentsByType: Record<string, number> = {};
  momentTypes.forEach((type, index) => {
    if (byType[index] > 0) momentsByType[type] = byType[index];
  });
  return {
    totalMoments: byType.reduce((sum, count) => sum + count, 0),
    totalLikes: likes[0]?.likes ?? 0,
    recentMoments,
    momentsByType,
  };
}

export const publicMoments: MomentFilter = { isPublic: true };

function sameStats(a: MomentStats, b: MomentStats): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Pushes `moments:stats` after writes. Requests that arrive while a computation runs are folded
 * into one more computation that starts after it, so the last push always reflects the last write
 * and a burst of writes costs a few queries, not one set per write.
 *
 * Guests get the public figures; organizers, who also see private moments, get the full figures
 * right after (only when they differ), so theirs are the last to arrive.
 *
 * `recentMoments` also changes with no write at all, when a moment gets older than the window: a
 * timer recomputes when the oldest recent moment leaves it.
 */
export class StatsPublisher {
  private running = false;
  private again = false;
  private expiryTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly hub: RealtimeHub,
    private readonly logger: Logger,
  ) {}

  request(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    void this.run();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.expiryTimer);
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      do {
        this.again = false;
        const now = Date.now();
        const [guests, organizers] = await Promise.all([
          computeStats(publicMoments, now),
          computeStats({}, now),
        ]);
        if (this.closed) return;
        this.hub.publish('moments', 'moments:stats', guests);
        if (!sameStats(guests, organizers)) {
          this.hub.publish('moments', 'moments:stats', organizers, { audience: 'organizers' });
        }
        await this.scheduleExpiry(now, organizers.recentMoments);
      } while (this.again && !this.closed);
    } catch (error) {
      this.logger.error({ err: error }, 'moments stats could not be published');
    } finally {
      this.running = false;
    }
  }

  private async scheduleExpiry(now: number, recent: number): Promise<void> {
    clearTimeout(this.expiryTimer);
    if (recent === 0) return;
    const oldest = await MomentModel.findOne({
      createdAt: { $gte: new Date(now - RECENT_MOMENTS_WINDOW_MS) },
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
