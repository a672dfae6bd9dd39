import type { Logger } from '../../lib/logger';
import type { ReminderDelivery, Outcome } from './delivery';

/**
 * Sends reminders when they fall due. Every process runs one, from start-up (so reminders that
 * fell due while the site was down go at once) and then every `intervalMs`; the claims are
 * atomic, so each reminder is sent by one of them.
 */
export class ReminderScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly delivery: ReminderDelivery,
    private readonly logger: Logger,
    private readonly intervalMs: number,
    private readonly onOutcome: (outcome: Outcome) => void,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), this.intervalMs);
    this.timer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.again = false;
    await this.running;
  }

  /** Looks for due reminders now (after an edit made one due); a pass already running goes again. */
  wake(): void {
    if (!this.timer) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.tick()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error }, 'reminder scheduler failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Sends everything due; answers how many reminders it handled. */
  async tick(now = new Date()): Promise<number> {
    let handled = 0;
    for (
      let claimed = await this.delivery.claimNext(now);
      claimed;
      claimed = await this.delivery.claimNext(now)
    ) {
      const outcome = await this.delivery.deliver(claimed, now);
      if (outcome) this.onOutcome(outcome);
      handled += 1;
    }
    return handled;
  }
}
