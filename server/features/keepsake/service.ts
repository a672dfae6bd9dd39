import type { Readable } from 'node:stream';
import mongoose from 'mongoose';
import {
  KEEPSAKE_MESSAGES,
  type KeepsakeJob,
  type KeepsakeOptions,
  type KeepsakeSettings,
  type KeepsakeStatus,
} from '../../../protocol/keepsake';
import { conflict, isDuplicateKey, notFound } from '../../lib/http/errors';
import type { Logger } from '../../lib/logger';
import type { RealtimeHub } from '../../lib/realtime/hub';
import type { ObjectStorage } from '../../lib/storage';
import { BuildLostError, buildKeepsakeZip } from './build';
import { JobWriter } from './job-writer';
import {
  KEEPSAKE_LOCK_ID,
  KEEPSAKE_SETTINGS_ID,
  KeepsakeJobModel,
  KeepsakeLockModel,
  KeepsakeSettingsModel,
  type KeepsakeJobDocument,
} from './model';
import { optionsOf, presentJob } from './present';

export const KEEPSAKE_LEASE_MS = 30_000;

/** A claim whose job was never written after this long came from a process that died. */
const UNWRITTEN_CLAIM_MS = 60_000;

/** Where builds are written: a prefix storage never serves (only `photos/` is public). */
export const KEEPSAKE_PREFIX = 'keepsake/';

const storageKeyOf = (jobId: mongoose.Types.ObjectId, attempt: number) =>
  `${KEEPSAKE_PREFIX}${jobId.toString()}-${attempt}.zip`;

/**
 * Organizers' keepsake builds: one at a time across every process (the lock document), built in
 * the background under a lease, taken over from the beginning when the lease of a build lapses
 * (its process died), progress pushed on the organizer-only `keepsake` topic.
 */
export class KeepsakeService {
  private readonly running = new Map<string, { writer: JobWriter; done: Promise<void> }>();
  private closing = false;

  constructor(
    private readonly storage: ObjectStorage,
    private readonly hub: RealtimeHub,
    private readonly logger: Logger,
    private readonly leaseMs = KEEPSAKE_LEASE_MS,
  ) {}

  async settings(): Promise<KeepsakeSettings> {
    const doc = await KeepsakeSettingsModel.findById(KEEPSAKE_SETTINGS_ID).lean();
    return { guestDownloads: doc?.guestDownloads === true };
  }

  async saveSettings(settings: KeepsakeSettings): Promise<KeepsakeSettings> {
    await KeepsakeSettingsModel.updateOne(
      { _id: KEEPSAKE_SETTINGS_ID },
      { $set: { guestDownloads: settings.guestDownloads } },
      { upsert: true },
    );
    const saved = await this.settings();
    this.hub.publish('downloads', 'downloads:switched', saved);
    return saved;
  }

  async status(): Promise<KeepsakeStatus> {
    const [latest, settings] = await Promise.all([
      KeepsakeJobModel.findOne({}).sort({ startedAt: -1, _id: -1 }).lean<KeepsakeJobDocument>(),
      this.settings(),
    ]);
    return { job: latest ? presentJob(latest) : null, settings };
  }

  /**
   * Takes the lock for a new job. The lock document exists only while a build holds it, so taking
   * it is an insert, which its unique _id lets through once: a conditional update ("where jobId is
   * null") let two starts at once both through on FerretDB 1.x, which reads and then writes.
   */
  private async claimLock(jobId: mongoose.Types.ObjectId): Promise<boolean> {
    try {
      await KeepsakeLockModel.collection.insertOne({
        _id: KEEPSAKE_LOCK_ID as never,
        jobId,
        claimedAt: new Date(),
      });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** Frees a lock left by a build that is no longer running (or was never written). */
  private async freeStaleLock(): Promise<boolean> {
    const lock = await KeepsakeLockModel.findById(KEEPSAKE_LOCK_ID).lean();
    if (!lock) return false;
    // Freed by a version that kept the document with no job: free, so it goes.
    if (!lock.jobId) {
      const removed = await KeepsakeLockModel.deleteOne({ _id: KEEPSAKE_LOCK_ID, jobId: null });
      return removed.deletedCount === 1;
    }
    const job = await KeepsakeJobModel.findById(lock.jobId).select({ state: 1 }).lean();
    if (job?.state === 'running') return false;
    // No job yet may be a start between its claim and its first write: only an old claim is stale.
    const claimedAt = lock.claimedAt?.getTime() ?? 0;
    if (!job && Date.now() - claimedAt < UNWRITTEN_CLAIM_MS) return false;
    const freed = await KeepsakeLockModel.deleteOne({ _id: KEEPSAKE_LOCK_ID, jobId: lock.jobId });
    return freed.deletedCount === 1;
  }

  private releaseLock(jobId: mongoose.Types.ObjectId) {
    return KeepsakeLockModel.deleteOne({ _id: KEEPSAKE_LOCK_ID, jobId });
  }

  async start(options: KeepsakeOptions): Promise<KeepsakeJob> {
    const jobId = new mongoose.Types.ObjectId();
    if (
      !(await this.claimLock(jobId)) &&
      !((await this.freeStaleLock()) && (await this.claimLock(jobId)))
    ) {
      // The running build may be one whose process died: take it over now rather than later.
      void this.takeOverStalled().catch((error: unknown) =>
        this.logger.warn({ err: error }, 'keepsake take-over failed'),
      );
      throw conflict(KEEPSAKE_MESSAGES.alreadyRunning);
    }
    const now = new Date();
    let doc: KeepsakeJobDocument;
    try {
      const created = await KeepsakeJobModel.create({
        _id: jobId,
        state: 'running',
        phase: 'collecting',
        options,
        startedAt: now,
        storageKey: storageKeyOf(jobId, 0),
        leaseUntil: new Date(now.getTime() + this.leaseMs),
      });
      doc = created.toObject() as KeepsakeJobDocument;
    } catch (error) {
      await this.releaseLock(jobId);
      throw error;
    }
    this.run(doc);
    const job = presentJob(doc);
    this.hub.publish('keepsake', 'keepsake:progress', job);
    return job;
  }

  /** Runs a held job in the background; its outcome is written on its document. */
  private run(doc: KeepsakeJobDocument): void {
    const writer = new JobWriter(doc._id, doc.restarts ?? 0, this.leaseMs, this.hub, this.logger);
    const id = doc._id.toString();
    const entry = { writer, done: Promise.resolve() };
    // Only this run's entry: a take-over of the same job may have replaced it meanwhile.
    entry.done = this.build(doc, writer).finally(() => {
      if (this.running.get(id) === entry) this.running.delete(id);
    });
    this.running.get(id)?.writer.abandon();
    this.running.set(id, entry);
  }

  private async build(doc: KeepsakeJobDocument, writer: JobWriter): Promise<void> {
    const options = optionsOf(doc);
    try {
      const { missingFiles } = await buildKeepsakeZip(
        doc.storageKey,
        options,
        this.storage,
        writer,
        this.logger,
      );
      const size = (await this.storage.head(doc.storageKey))?.size ?? 0;
      const finished = await writer.finish({
        state: 'done',
        phase: 'finishing',
        done: 1,
        total: 1,
        finishedAt: new Date(),
        sizeBytes: size,
        missingFiles,
      });
      if (!finished) {
        await this.storage.remove([doc.storageKey]);
        return;
      }
      await this.releaseLock(doc._id);
      await this.removeOlderBuilds(doc._id);
    } catch (error) {
      await writer.stop();
      await this.storage.remove([doc.storageKey]).catch(() => {});
      if (error instanceof BuildLostError || writer.lost) {
        this.logger.warn(
          { jobId: doc._id.toString() },
          'keepsake build stopped: taken over or closing',
        );
        return;
      }
      this.logger.error({ err: error, jobId: doc._id.toString() }, 'keepsake build failed');
      const failed = await writer.finish({
        state: 'failed',
        finishedAt: new Date(),
        error: 'The keepsake could not be built. Try again.',
      });
      if (failed) await this.releaseLock(doc._id);
    }
  }

  /** Keeps only the latest finished ZIP. */
  private async removeOlderBuilds(latest: mongoose.Types.ObjectId): Promise<void> {
    const older = await KeepsakeJobModel.find({ _id: { $ne: latest }, state: 'done' })
      .select({ storageKey: 1 })
      .lean<Pick<KeepsakeJobDocument, '_id' | 'storageKey'>[]>();
    await this.storage.remove(older.map((job) => job.storageKey));
  }

  /**
   * Takes over every running build whose lease lapsed (its process died or stopped): restarted
   * from the beginning under a bumped `restarts`, its partial file removed. Conditional on the
   * lapsed lease and the old holder, so one process takes each over.
   */
  async takeOverStalled(now = new Date()): Promise<number> {
    if (this.closing) return 0;
    const stalled = await KeepsakeJobModel.find({
      state: 'running',
      leaseUntil: { $lt: now },
    }).lean<KeepsakeJobDocument[]>();
    let taken = 0;
    for (const job of stalled) {
      const restarts = (job.restarts ?? 0) + 1;
      const storageKey = storageKeyOf(job._id, restarts);
      const claimed = await KeepsakeJobModel.findOneAndUpdate(
        { _id: job._id, state: 'running', restarts: job.restarts ?? 0, leaseUntil: { $lt: now } },
        {
          $set: {
            restarts,
            storageKey,
            phase: 'collecting',
            done: 0,
            total: 0,
            leaseUntil: new Date(Date.now() + this.leaseMs),
          },
        },
        { new: true },
      ).lean<KeepsakeJobDocument>();
      if (!claimed) continue;
      this.logger.warn(
        { jobId: job._id.toString(), restarts },
        'restarting an interrupted keepsake',
      );
      await this.storage.remove([job.storageKey]).catch(() => {});
      this.hub.publish('keepsake', 'keepsake:progress', presentJob(claimed));
      this.run(claimed);
      taken += 1;
    }
    return taken;
  }

  /** The latest finished ZIP, as a stream from storage. */
  async download(): Promise<Readable> {
    const latest = await KeepsakeJobModel.findOne({ state: 'done' })
      .sort({ finishedAt: -1, _id: -1 })
      .select({ storageKey: 1 })
      .lean<Pick<KeepsakeJobDocument, 'storageKey'>>();
    if (!latest) throw notFound(KEEPSAKE_MESSAGES.notReady);
    return this.storage.readStream(latest.storageKey).catch(() => {
      throw notFound(KEEPSAKE_MESSAGES.notReady);
    });
  }

  /** Waits for the running builds (tests), without stopping them. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()].map((r) => r.done));
  }

  /**
   * On close: builds stop at their next entry and keep their job running; its lease lapses and
   * another process (or this one's next start) takes it over from the beginning.
   */
  async close(): Promise<void> {
    this.closing = true;
    for (const { writer } of this.running.values()) writer.abandon();
    await Promise.all([...this.running.values()].map((r) => r.done.catch(() => {})));
  }
}
