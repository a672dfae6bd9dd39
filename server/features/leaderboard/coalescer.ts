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
 * Folds a burst of changes into at most one push per window (trailing): the first change opens a
 * window, changes during it join the same push, and the push reads the state as it is when it
 * runs, so the last state always wins. A push never starts while the previous one is still being
 * built, and the next window opens only after it, so pushes stay under 1000 / windowMs a second
 * however many scores land.
 */
export class PushCoalescer {
  private pending: PendingChanges = { players: new Set(), reset: false };
  private scheduled = false;
  private flushing = false;

  constructor(
    private readonly windowMs: number,
    private readonly flush: (changes: PendingChanges) => Promise<void>,
    private readonly onError: (error: unknown) => void,
    private readonly timers: Timers = globalThis,
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
    this.timers.setTimeout(() => void this.run(), this.windowMs);
  }

  private async run(): Promise<void> {
    this.scheduled = false;
    const batch = this.pending;
    this.pending = { players: new Set(), reset: false };
    this.flushing = true;
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
