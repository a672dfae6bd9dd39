import { loadVisibleRows } from './queries';
import { Standings, type StandingRow } from './standings';

/** How long rows read from the database are trusted for changes made by other processes. */
export const STANDINGS_MAX_AGE_MS = 1000;

/**
 * The visible rows in memory, so that a push (several a second) and 1000 projectors asking at once
 * cost no database read. Rows this process writes are patched in as they are written; the whole set
 * is read again when it is older than a second (for what other processes wrote) or after a change
 * that touches many rows (a new round, an unhidden player). Patches made while a read is under way
 * are applied on top of it, so a slow read never brings back an older total.
 */
export class StandingsCache {
  private rows = new Map<string, StandingRow>();
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | undefined;
  private patchesDuringLoad: Map<string, StandingRow | null> | undefined;
  private invalidatedDuringLoad = false;
  private built: Standings | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  /** A row this process just wrote (null: the player left the board or is hidden). */
  patch(id: string, row: StandingRow | null): void {
    this.patchesDuringLoad?.set(id, row);
    if (row) this.rows.set(id, row);
    else this.rows.delete(id);
    this.built = undefined;
  }

  /** Forgets everything: the next read comes from the database. */
  invalidate(): void {
    if (this.loading) this.invalidatedDuringLoad = true;
    this.loadedAt = Number.NEGATIVE_INFINITY;
    this.built = undefined;
  }

  /**
   * The standings now. After an invalidation (or before the first read) this waits for the
   * database; when the rows are merely over a second old, they are read again in the background
   * and the ones in memory answer at once, so a busy database never holds a push back.
   */
  async standings(): Promise<Standings> {
    if (this.loadedAt === Number.NEGATIVE_INFINITY) await this.load();
    else if (this.now() - this.loadedAt > STANDINGS_MAX_AGE_MS) void this.load().catch(() => undefined);
    this.built ??= new Standings([...this.rows.values()]);
    return this.built;
  }

  private load(): Promise<void> {
    this.loading ??= (async () => {
      const patches = new Map<string, StandingRow | null>();
      this.patchesDuringLoad = patches;
      this.invalidatedDuringLoad = false;
      const startedAt = this.now();
      try {
        const rows = await loadVisibleRows();
        this.rows = new Map(rows.map((row) => [row.id, row]));
        for (const [id, row] of patches) {
          if (row) this.rows.set(id, row);
          else this.rows.delete(id);
        }
        // A change that touched many rows landed during the read: it may not be in it.
        this.loadedAt = this.invalidatedDuringLoad ? Number.NEGATIVE_INFINITY : startedAt;
        this.built = undefined;
      } finally {
        this.patchesDuringLoad = undefined;
        this.loading = undefined;
      }
    })();
    return this.loading;
  }
}
