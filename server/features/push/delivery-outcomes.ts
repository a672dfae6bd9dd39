import type { Types } from 'mongoose';
import { PushDeliveryModel } from './model';
import type { PushOutcome } from './sender';

export interface WriteBatcherOptions {
  /** How long the first item waits for others to join its batch. */
  windowMs: number;
  /** The most items in one write. */
  maxSize: number;
}

interface Waiter<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers items added within a few milliseconds (or up to `maxSize`) into one write, and answers
 * each `add` once the write holding its item is done (or failed: a failed write rejects every item
 * in it). One write at a time, in the order the items came: items added while a write is under way
 * go in the next one, which starts as soon as it ends (FerretDB spends far less on one write of 50
 * documents than on 50 writes of one, so waiting callers are what fills the next batch).
 */
export class WriteBatcher<T> {
  private pending: Waiter<T>[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing = false;

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly options: WriteBatcherOptions,
  ) {}

  add(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
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
      () => this.settle(batch, (waiter) => waiter.resolve()),
      (error: unknown) => this.settle(batch, (waiter) => waiter.reject(error)),
    );
  }

  private settle(batch: Waiter<T>[], answer: (waiter: Waiter<T>) => void): void {
    this.writing = false;
    batch.forEach(answer);
    // Those that came during the write have waited long enough: written now.
    this.flush();
  }
}

export interface DeliveryOutcome {
  deliveryId: Types.ObjectId;
  outcome: PushOutcome;
}

/**
 * Sets the answered pushes' records (still queued: a record set by another run is kept), with one
 * updateMany per distinct outcome (nearly all are `sent` after one attempt), all in one unordered
 * bulk write.
 */
export async function writeOutcomes(outcomes: DeliveryOutcome[]): Promise<void> {
  type Group = { set: Record<string, unknown>; ids: Types.ObjectId[] };
  const groups = new Map<string, Group>();
  for (const { deliveryId, outcome } of outcomes) {
    const set = {
      status: outcome.status,
      attempts: outcome.attempts,
      ...(outcome.status === 'sent' ? {} : { reason: outcome.reason }),
    };
    const key = JSON.stringify(set);
    const group: Group = groups.get(key) ?? { set, ids: [] };
    group.ids.push(deliveryId);
    groups.set(key, group);
  }
  await PushDeliveryModel.collection.bulkWrite(
    [...groups.values()].map(({ set, ids }) => ({
      updateMany: { filter: { _id: { $in: ids }, status: 'queued' }, update: { $set: set } },
    })),
    { ordered: false },
  );
}

/** A batcher of push outcomes: what `deliver`'s lanes await before taking their next push. */
export const outcomeBatcher = () =>
  new WriteBatcher<DeliveryOutcome>(writeOutcomes, { windowMs: 5, maxSize: 50 });
