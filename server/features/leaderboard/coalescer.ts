/** What changed since the last push. */
export interface PendingChanges {
  /** Players whose row may have changed (or left the board: hidden, no score left). */
  players: Set<string>;
  /** A new round started. */
  reset: boolean;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
}

/**
 * Folds a burst of changes into at most one push per window: a change after a quiet spell is
 * pushed at once (on the next tick, so changes of the same tick share it); changes that land less
 * than a window after the last push wait for the window to end and go out together. Each push
 * reads the state as it is when it runs, so the last state always wins. A push never starts while
 * the previous one is still being built, so pushes stay under 1000 / windowMs a second however many
 * scores land, and no change waits more than one window.
 */
export class PushCoalescer {
  private pending: PendingChanges = { players: new Set(), reset: false };
  private scheduled = false;
  private flushing = false;
  private lastFlushAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly windowMs: number,
    private readonly flush: (changes: PendingChanges) => Promise<void>,
    private readonly onError: (error: unknown) => void,
    private readonly timers: Timers = globalThis,
    private readonly now: () => number = Date.now,
  ) {}

  add(change: { players?: Iterable<string>; reset?: boolean }): void {
    for (const id of change.players ?? []) this.pending.players.add(id);
    if (change.reset) this.pending.reset = true;
    this.schedule();
  }

  private hasPending(): boolean {
    return this.pending.players.size > 0 || this.pending.reset;
  }

  private schedule(): void {
    if (this.scheduled || this.flushing || !this.hasPending()) return;
    this.scheduled = true;
    const wait = Math.max(0, this.lastFlushAt + this.windowMs - this.now());
    this.timers.setTimeout(() => void this.run(), wait);
  }

  private async run(): Promise<void> {
    this.scheduled = false;
    const batch = this.pending;
    this.pending = { players: new Set(), reset: false };
    this.flushing = true;
    this.lastFlushAt = this.now();
    try {
      await this.flush(batch);
    } catch (error) {
      this.onError(error);
    } finally {
      this.flushing = false;
      this.schedule();
    }
  }
}
