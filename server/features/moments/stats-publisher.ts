import type { MomentStats } from '../../../protocol/moments';
import type { Logger } from '../../lib/logger';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { KeyedSerialQueue } from '../../lib/keyed-serial-queue';
import { MomentMinuteModel } from './stats-model';
import {
  applyChanges,
  MINUTE_MS,
  minuteStart,
  oldestRecentMinute,
  readStats,
  type StatsChange,
} from './stats';

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
