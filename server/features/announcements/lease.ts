import type { Types } from 'mongoose';
import { AnnouncementModel } from './model';

/**
 * A delivery's hold on its announcement while it sends: renewed on a timer (not as messages go,
 * so a slow provider does not let it lapse). `resumes` names the holder: when another process
 * takes a stalled delivery over it bumps `resumes`, and this holder's next renewal finds it has
 * lost the delivery and stops sending.
 */
export class DeliveryLease {
  lost = false;
  private readonly timer: NodeJS.Timeout;
  private renewing: Promise<void> | undefined;

  constructor(
    private readonly announcementId: Types.ObjectId,
    private readonly holder: number,
    private readonly ms: number,
  ) {
    this.timer = setInterval(
      () => {
        this.renewing ??= this.renew().finally(() => (this.renewing = undefined));
      },
      Math.max(50, Math.floor(ms / 3)),
    );
    this.timer.unref();
  }

  private get mine() {
    return { _id: this.announcementId, status: 'sending', resumes: this.holder };
  }

  private async renew(): Promise<void> {
    try {
      const result = await AnnouncementModel.updateOne(this.mine, {
        $set: { leaseUntil: new Date(Date.now() + this.ms) },
      });
      if (result.matchedCount === 0) this.lost = true;
    } catch {
      // The database is away: the next renewal tries again (the lease may lapse meanwhile).
    }
  }

  /**
   * Stops renewing, once no renewal is in flight: FerretDB writes an update back as a whole
   * document, so a renewal that read the announcement before the final write would undo it.
   */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.renewing;
  }

  /** Lets the scheduler take the delivery up again at once (it stopped with messages undecided). */
  async release(): Promise<void> {
    await this.stop();
    await AnnouncementModel.updateOne(this.mine, { $set: { leaseUntil: new Date() } });
  }

  /** The condition of the final write: the delivery is still this holder's. */
  get filter() {
    return this.mine;
  }
}
