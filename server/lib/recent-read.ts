/**
 * A value read from the database and trusted for `maxAgeMs`: what every request asks for (the
 * site's access mode, the wedding's facts) is read once for all of them. Requests arriving while
 * a read runs share it. A failed read is not kept: those requests fail as an uncached read would,
 * and the next one reads again. A change made by this process applies at once (`set`, `forget`);
 * another process's change applies within `maxAgeMs`.
 *
 * `refreshAheadMs` (opt-in): a value older than `maxAgeMs` but younger than `maxAgeMs +
 * refreshAheadMs` is answered at once while a read refreshes it in the background, so a steady
 * stream of requests never waits for that read (a guest's post would otherwise pay a database
 * round trip before its insert once a second). Another process's change then applies within
 * `maxAgeMs + refreshAheadMs`.
 */
export class RecentRead<T> {
  private known: { value: T; readAt: number } | undefined;
  private reading: Promise<T> | undefined;
  /** Bumped by every change made here, so a read that began before one cannot bring old data back. */
  private changes = 0;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly maxAgeMs = 1_000,
    private readonly refreshAheadMs = 0,
  ) {}

  get(): Promise<T> {
    const age = this.known ? Date.now() - this.known.readAt : Infinity;
    if (this.known && age < this.maxAgeMs) return Promise.resolve(this.known.value);
    if (this.known && age < this.maxAgeMs + this.refreshAheadMs) {
      // A failed background read is dropped: the value then ages out and the next get reads.
      if (!this.reading) this.refresh().catch(() => undefined);
      return Promise.resolve(this.known.value);
    }
    return this.refresh();
  }

  private refresh(): Promise<T> {
    if (this.reading) return this.reading;
    const changesBefore = this.changes;
    const reading = this.read()
      .then((value) => {
        // Changed here meanwhile: the change is the newer value.
        if (this.changes !== changesBefore) return this.known ? this.known.value : value;
        this.known = { value, readAt: Date.now() };
        return value;
      })
      .finally(() => {
        if (this.reading === reading) this.reading = undefined;
      });
    this.reading = reading;
    return reading;
  }

  /** This process changed the value: the next request gets it without a read. */
  set(value: T): void {
    this.changes += 1;
    this.reading = undefined;
    this.known = { value, readAt: Date.now() };
  }

  /** This process changed what the value is read from: the next request reads it again. */
  forget(): void {
    this.changes += 1;
    this.reading = undefined;
    this.known = undefined;
  }
}
