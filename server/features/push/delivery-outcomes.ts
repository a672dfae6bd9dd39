import { insertEach } from '../../lib/unique-insert';
import { PushOutcomeModel, type PushDeliveryDocument } from './model';
import type { PushOutcome } from './sender';

export interface WriteBatcherOptions {
  /** How long the first item waits for others to join its batch. */
  windowMs: number;
  /** The most items in one write. */
  maxSize: number;
}

interface Waiter<T, R> {
  item: T;
  resolve: (result: R | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers items added within a few milliseconds (or up to `maxSize`) into one write, and answers
 * each `add` once the write holding its item is done, with what the write answered for that item
 * (or failed: a failed write rejects every item in it). One write at a time, in the order the items came: items added while a write is under way
 * go in the next one, which starts as soon as it ends (FerretDB spends far less on one write of 50
 * documents than on 50 writes of one, so waiting callers are what fills the next batch).
 */
export class WriteBatcher<T, R = void> {
  private pending: Waiter<T, R>[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing = false;

  constructor(
    private readonly write: (items: T[]) => Promise<R[] | void>,
    private readonly options: WriteBatcherOptions,
  ) {}

  add(item: T): Promise<R | undefined> {
    return new Promise<R | undefined>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (this.pending.length >= this.options.maxSize) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.options.windowMs);
    });
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.writing || !this.pending.length) return;
    const batch = this.pending.splice(0, this.options.maxSize);
    this.writing = true;
    void this.write(batch.map((waiter) => waiter.item)).then(
      (results) => this.settle(batch, (waiter, n) => waiter.resolve(results?.[n])),
      (error: unknown) => this.settle(batch, (waiter) => waiter.reject(error)),
    );
  }

  private settle(batch: Waiter<T, R>[], answer: (waiter: Waiter<T, R>, n: number) => void): void {
    this.writing = false;
    batch.forEach(answer);
    // Those that came during the write have waited long enough: written now.
    this.flush();
  }
}

export interface DeliveryOutcome {
  delivery: Pick<PushDeliveryDocument, '_id' | 'announcementId' | 'subscriptionId'>;
  outcome: PushOutcome;
}

/**
 * Records the answered pushes' outcomes, one insert of them all under their delivery records' ids:
 * an outcome another run recorded first is kept (the duplicate is skipped), the rest are written.
 * Answers, for each, whether it was written.
 */
export async function writeOutcomes(outcomes: DeliveryOutcome[]): Promise<boolean[]> {
  const createdAt = new Date();
  return insertEach(
    PushOutcomeModel.collection,
    outcomes.map(({ delivery, outcome }) => ({
      _id: delivery._id,
      announcementId: delivery.announcementId,
      subscriptionId: delivery.subscriptionId,
      status: outcome.status,
      attempts: outcome.attempts,
      ...(outcome.status === 'sent' ? {} : { reason: outcome.reason }),
      createdAt,
    })),
  );
}

/** A batcher of push outcomes: what `deliver`'s lanes await before taking their next push. */
export const outcomeBatcher = () =>
  new WriteBatcher<DeliveryOutcome, boolean>(writeOutcomes, { windowMs: 2, maxSize: 50 });
