import type { Logger } from '../../lib/logger';
import type { AnnouncementsService } from './service';

export const SCHEDULER_INTERVAL_MS = 5_000;

/**
 * Sends scheduled announcements when they are due, and hands the job runner the deliveries an
 * older version left sending (deliveries whose process died the job runner resumes itself).
 * Every process runs one; the claims are atomic, so each announcement is sent by one of them.
 */
export class AnnouncementScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly service: AnnouncementsService,
    private readonly logger: Logger,
    private readonly intervalMs = SCHEDULER_INTERVAL_MS,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.tickOnce(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One pass; overlapping passes of the same scheduler are skipped. */
  private async tickOnce(): Promise<void> {
    if (this.running) return;
    this.running = this.tick()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error }, 'announcement scheduler failed'))
      .finally(() => {
        this.running = undefined;
      });
    await this.running;
  }

  /** Sends everything due and resumes everything stalled; answers how many it handled. */
  async tick(now = new Date()): Promise<number> {
    let handled = 0;
    for (let due = await this.service.claimDue(now); due; due = await this.service.claimDue(now)) {
      await this.service.goLiveAndDeliver(due);
      handled += 1;
    }
    // Deliveries an older version left sending; those of crashed processes the job runner resumes.
    handled += await this.service.resumeStalled(now);
    return handled;
  }
}
