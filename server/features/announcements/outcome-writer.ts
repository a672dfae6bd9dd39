import type { Types } from 'mongoose';
import { insertIgnoringDuplicates } from '../../lib/unique-insert';
import { SmsOutboxModel } from './model';

const BATCH = 50;
const FLUSH_MS = 50;

export type Outcome =
  | { status: 'sent'; providerId: string; attempts?: number }
  | { status: 'failed'; reason: string; attempts: number };

export interface OutcomeRecipient {
  to: string;
  guestName: string;
  /** The text handed to the provider: what the record stores. */
  body: string;
  /** A record already there, queued (written while no provider was configured). */
  queuedId?: Types.ObjectId;
}

/**
 * Writes the delivery record of each message once the provider has answered, in batches (one
 * insert per ~50 messages or 50 ms) so that the database does not pace the sending: FerretDB
 * inserts 50 documents in a few milliseconds but spends several on each document it updates.
 * A crash before a batch is written loses nothing: its messages are claimed in the send log, and a
 * resumed delivery asks the provider about them before sending anything again.
 */
export class OutcomeWriter {
  private pending: { recipient: OutcomeRecipient; outcome: Outcome }[] = [];
  private chain: Promise<void> = Promise.resolve();
  private failure: unknown;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly announcementId: Types.ObjectId) {}

  add(recipient: OutcomeRecipient, outcome: Outcome): void {
    this.pending.push({ recipient, outcome });
    if (this.pending.length >= BATCH) void this.flush().catch(() => undefined);
    else this.timer ??= setTimeout(() => void this.flush().catch(() => undefined), FLUSH_MS);
  }

  /** Writes what is pending; resolves once everything added so far is stored (or throws why not). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending.splice(0);
    if (batch.length) {
      this.chain = this.chain.then(async () => {
        try {
          await this.write(batch);
        } catch (error) {
          this.failure ??= error;
        }
      });
    }
    return this.chain.then(() => {
      if (this.failure) throw this.failure;
    });
  }

  private async write(batch: { recipient: OutcomeRecipient; outcome: Outcome }[]): Promise<void> {
    const createdAt = new Date();
    await insertIgnoringDuplicates(
      SmsOutboxModel.collection,
      batch
        .filter(({ recipient }) => !recipient.queuedId)
        .map(({ recipient, outcome }) => ({
          announcementId: this.announcementId,
          to: recipient.to,
          guestName: recipient.guestName,
          body: recipient.body,
          ...outcome,
          createdAt,
        })),
    );
    // Only a queued record changes: a record is decided once. Its text becomes the one sent (the
    // guest may have switched language since it was queued).
    for (const { recipient, outcome } of batch)
      if (recipient.queuedId)
        await SmsOutboxModel.updateOne(
          { _id: recipient.queuedId, status: 'queued' },
          { $set: { ...outcome, body: recipient.body } },
        );
  }
}
