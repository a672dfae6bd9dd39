import type { AnyBulkWriteOperation } from 'mongoose';
import { SmsOutboxModel, type SmsOutboxDocument } from './model';

const BATCH = 25;
const FLUSH_MS = 50;

/**
 * Records what the provider answered, in small batches (one round trip per ~25 messages or 50 ms)
 * so that the database does not pace the sending. A crash loses at most the last unflushed batch:
 * those few messages are sent again on resume, the one way a crash can duplicate a text (as a
 * crash between the provider's answer and any write would).
 */
export class OutcomeWriter {
  private pending: AnyBulkWriteOperation<SmsOutboxDocument>[] = [];
  private chain: Promise<void> = Promise.resolve();
  private failure: unknown;
  private timer: NodeJS.Timeout | undefined;

  add(id: SmsOutboxDocument['_id'], outcome: Record<string, unknown>): void {
    // Only a queued record changes: a record is decided once.
    this.pending.push({
      updateOne: { filter: { _id: id, status: 'queued' }, update: { $set: outcome } },
    });
    if (this.pending.length >= BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS);
  }

  /** Writes what is pending; resolves once everything added so far is stored (or throws why not). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending.splice(0);
    if (batch.length) {
      this.chain = this.chain.then(async () => {
        try {
          await SmsOutboxModel.bulkWrite(batch, { ordered: false });
        } catch (error) {
          this.failure ??= error;
        }
      });
    }
    return this.chain.then(() => {
      if (this.failure) throw this.failure;
    });
  }
}
