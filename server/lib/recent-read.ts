/**
 * A value read from the database and trusted for `maxAgeMs`: what every request asks for (the
 * site's access mode, the wedding's facts) is read once for all of them. Requests arriving while
 * a read runs share it. A failed read is not kept: those requests fail as an uncached read would,
 * and the next one reads again. A change made by this process applies at once (`set`, `forget`);
 * another process's change applies within `maxAgeMs`.
 */
export class RecentRead<T> {
  private known: { value: T; readAt: number } | undefined;
  private reading: Promise<T> | undefined;
  /** Bumped by every change made here, so a read that began before one cannot bring old data back. */
  private changes = 0;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly maxAgeMs = 1_000,
  ) {}

  get(): Promise<T> {
    if (this.known && Date.now() - this.known.readAt < this.maxAgeMs) {
      return Promise.resolve(this.known.value);
    }
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
