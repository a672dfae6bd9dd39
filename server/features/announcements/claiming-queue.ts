/**
 * The messages a delivery's sending lanes take one at a time: those it may send at once, then the
 * others claimed in batches (one insert each) a little ahead of the lanes, so that they never wait
 * on the database. Claiming in batches keeps the writes few; claiming before sending is what lets
 * a crash leave a trace of every message that may have gone out.
 */
export class ClaimingQueue<T, C extends T> {
  private readonly ready: T[];
  private cursor = 0;
  private claiming: Promise<void> | undefined;
  private failure: unknown;
  /** Items someone else had claimed first (another delivery of the same announcement). */
  takenElsewhere = 0;

  constructor(
    ready: T[],
    private readonly unclaimed: T[],
    private readonly claim: (batch: T[]) => Promise<C[]>,
    private readonly options: { batch: number; ahead: number; stopped: () => boolean },
  ) {
    this.ready = [...ready];
  }

  /** The next item to send, or undefined when there is none left (or sending must stop). */
  async next(): Promise<T | undefined> {
    for (;;) {
      if (this.failure) throw this.failure;
      if (this.options.stopped()) return undefined;
      if (this.ready.length <= this.options.ahead) this.claimMore();
      const item = this.ready.shift();
      if (item !== undefined) return item;
      if (!this.claiming) return undefined;
      await this.claiming;
    }
  }

  private claimMore(): void {
    if (this.claiming || this.cursor >= this.unclaimed.length) return;
    const batch = this.unclaimed.slice(this.cursor, this.cursor + this.options.batch);
    this.cursor += batch.length;
    this.claiming = this.claim(batch)
      .then(
        (got) => {
          this.ready.push(...got);
          this.takenElsewhere += batch.length - got.length;
        },
        (error: unknown) => {
          this.failure ??= error;
        },
      )
      .finally(() => {
        this.claiming = undefined;
      });
  }
}
