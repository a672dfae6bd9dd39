import type { AnyBulkWriteOperation } from 'mongoose';
import { SmsOutboxModel, type SmsOutboxDocument } from './model';

const BATCH = 50;
const FLUSH_MS = 50;

type Id = SmsOutboxDocument['_id'];
type Outcome =
  { status: 'sent'; attempts: number } | { status: 'failed'; attempts: number; reason: string };

/**
 * Records what the provider answered, in batches (one write per ~50 messages or 50 ms) so that
 * the database does not pace the sending: accepted messages become one updateMany per batch,
 * which FerretDB's SQLite stores in one transaction. A crash loses at most the last unflushed
 * batch: those few messages are sent again on resume, the one way a crash can duplicate a text
 * (as a crash between the provider's answer and any write would).
 */
export class OutcomeWriter {
  private pending: { id: Id; outcome: Outcome }[] = [];
  private chain: Promise<void> = Promise.resolve();
  private failure: unknown;
  private timer: NodeJS.Timeout | undefined;

  add(id: Id, outcome: Outcome): void {
    this.pending.push({ id, outcome });
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
          await write(batch);
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

async function write(batch: { id: Id; outcome: Outcome }[]): Promise<void> {
  // Only a queued record changes: a record is decided once.
  const sentByAttempts = new Map<number, Id[]>();
  const failed: AnyBulkWriteOperation<SmsOutboxDocument>[] = [];
  for (const { id, outcome } of batch) {
    if (outcome.status === 'sent')
      sentByAttempts.set(outcome.attempts, [...(sentByAttempts.get(outcome.attempts) ?? []), id]);
    else
      failed.push({
        updateOne: { filter: { _id: id, status: 'queued' }, update: { $set: outcome } },
      });
  }
  for (const [attempts, ids] of sentByAttempts)
    await SmsOutboxModel.updateMany(
      { _id: { $in: ids }, status: 'queued' },
      { $set: { status: 'sent', attempts } },
    );
  if (failed.length) await SmsOutboxModel.bulkWrite(failed, { ordered: false });
}
