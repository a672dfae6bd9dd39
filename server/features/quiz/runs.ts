import { insertOnce } from '../../lib/insert-once';
import { RecentRead } from '../../lib/recent-read';
import { retryWhileBusy } from '../../lib/transient-db';
import { OPEN_RUN_CLAIM, QuizClaimModel, QuizRunModel, type RunDocument } from './model';

/**
 * A claim whose holder wrote nothing for this long died between its claim and its write (a crash,
 * a killed process): it is dropped so the run can move on.
 */
const STALE_CLAIM_MS = 10_000;

/**
 * The open run and the claims that move it. Every change of a run (a host's action, the clock's
 * close) first inserts `<runId>:<revision>` into `quiz_claims`: of any number of taps, host pages
 * and processes exactly one gets it, and only that one writes the next revision. FerretDB's
 * conditional updates are not exclusive, so they are never the lock.
 */
export class RunStore {
  /** What answers read: the open run, trusted for a moment (an answer that disagrees reads again). */
  private readonly recent = new RecentRead(() => this.readOpen(), 250);

  async readOpen(): Promise<RunDocument | null> {
    const slot = await QuizClaimModel.findById(OPEN_RUN_CLAIM).lean<{ runId: string }>();
    if (!slot) return null;
    const run = await QuizRunModel.findById(slot.runId).lean<RunDocument>();
    return run && !run.closed ? run : null;
  }

  /** The open run: fresh from the database, or as read a moment ago. */
  async open(fresh = false): Promise<RunDocument | null> {
    if (!fresh) return this.recent.get();
    const run = await this.readOpen();
    this.recent.set(run);
    return run;
  }

  byId(runId: string): Promise<RunDocument | null> {
    return QuizRunModel.findById(runId).lean<RunDocument>();
  }

  /**
   * Makes `run` the open run: false when another one holds the slot. A slot left by a run that is
   * gone or closed (a crash between two writes) is freed first.
   */
  async create(run: RunDocument): Promise<boolean> {
    await retryWhileBusy(() => QuizRunModel.collection.insertOne(run as never));
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (await insertOnce(QuizClaimModel.collection, OPEN_RUN_CLAIM, { runId: run._id })) {
        this.recent.set(run);
        return true;
      }
      const slot = await QuizClaimModel.findById(OPEN_RUN_CLAIM).lean<{ runId: string }>();
      const holder = slot ? await this.byId(slot.runId) : null;
      if (slot && holder && !holder.closed) break;
      if (slot) await QuizClaimModel.deleteOne({ _id: OPEN_RUN_CLAIM, runId: slot.runId });
    }
    await QuizRunModel.deleteOne({ _id: run._id });
    return false;
  }

  /** Whether this caller may move `run` on from the revision it read (exactly one may). */
  async claim(run: RunDocument): Promise<boolean> {
    const id = `${run._id}:${run.revision}`;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (await insertOnce(QuizClaimModel.collection, id, { runId: run._id, at: new Date() })) {
        return true;
      }
      const held = await QuizClaimModel.findById(id).lean<{ at: Date }>();
      const stored = await QuizRunModel.findById(run._id).select({ revision: 1 }).lean<{
        revision: number;
      }>();
      const abandoned =
        held &&
        stored?.revision === run.revision &&
        Date.now() - held.at.getTime() > STALE_CLAIM_MS;
      if (!abandoned) return false;
      await QuizClaimModel.deleteOne({ _id: id, at: held.at });
    }
    return false;
  }

  /** Writes the next revision of a run this caller claimed. */
  async write(run: RunDocument, patch: Partial<RunDocument>): Promise<RunDocument> {
    const next: RunDocument = { ...run, ...patch, revision: run.revision + 1 };
    const { _id, ...fields } = next;
    await retryWhileBusy(() => QuizRunModel.updateOne({ _id }, { $set: fields }));
    if (next.closed) {
      await QuizClaimModel.deleteOne({ _id: OPEN_RUN_CLAIM, runId: _id });
      this.recent.set(null);
    } else {
      this.recent.set(next);
    }
    return next;
  }
}
