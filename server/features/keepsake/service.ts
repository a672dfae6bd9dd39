import type { Readable } from 'node:stream';
import mongoose from 'mongoose';
import {
  KEEPSAKE_MESSAGES,
  type KeepsakeJob,
  type KeepsakeOptions,
  type KeepsakeSettings,
  type KeepsakeStatus,
} from '../../../protocol/keepsake';
import { conflict, notFound } from '../../lib/http/errors';
import type { Logger } from '../../lib/logger';
import type { RealtimeHub } from '../../lib/realtime/hub';
import type { ObjectStorage } from '../../lib/storage';
import { BuildLostError, buildKeepsakeZip } from './build';
import { claimLock, freeStaleLock, releaseLock } from './build-lock';
import { JobWriter } from './job-writer';
import type { QuizResultsSource } from '../quiz/results-source';
import type { JobContext, JobRunner } from '../../lib/jobs/runner';
import {
  KEEPSAKE_SETTINGS_ID,
  KeepsakeJobModel,
  KeepsakeSettingsModel,
  type KeepsakeJobDocument,
} from './model';
import { optionsOf, presentJob } from './present';

export const KEEPSAKE_LEASE_MS = 30_000;

/** Where builds are written: a prefix storage never serves (only `photos/` is public). */
export const KEEPSAKE_PREFIX = 'keepsake/';

const storageKeyOf = (jobId: mongoose.Types.ObjectId, attempt: number) =>
  `${KEEPSAKE_PREFIX}${jobId.toString()}-${attempt}.zip`;

export const KEEPSAKE_BUILD_JOB = 'keepsake.build';

/** The job runner's payload: which build, and whether this is its first run. */
type BuildPayload = { keepsakeJobId: string; fresh: boolean };

const FAILED = () => ({
  state: 'failed',
  finishedAt: new Date(),
  error: 'The keepsake could not be built. Try again.',
});

/**
 * Organizers' keepsake builds: one at a time across every process (the lock document), built in
 * the background by the app's job runner (server/lib/jobs), started again from the beginning when
 * the process of a build died, progress pushed on the organizer-only `keepsake` topic.
 */
export class KeepsakeService {
  private closing = false;
  /** The live quizzes' results (set by the feature; a test may leave it out). */
  quizResults: QuizResultsSource | undefined;

  constructor(
    private readonly storage: ObjectStorage,
    private readonly hub: RealtimeHub,
    private readonly logger: Logger,
    private readonly jobs: JobRunner,
    private readonly leaseMs = KEEPSAKE_LEASE_MS,
  ) {
    jobs.define<BuildPayload>(
      KEEPSAKE_BUILD_JOB,
      (payload, context) => this.runBuild(payload, context),
      {
        // One build at a time anyway (the lock); a build that fails is failed, not retried: only a
        // process dying mid-build makes another run.
        concurrency: 1,
        maxAttempts: 5,
        leaseMs,
        onFailed: (payload) => this.buildGaveUp(payload),
      },
    );
  }

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

  async start(options: KeepsakeOptions): Promise<KeepsakeJob> {
    const jobId = new mongoose.Types.ObjectId();
    if (!(await claimLock(jobId)) && !((await freeStaleLock()) && (await claimLock(jobId)))) {
      // The running build may be one an older version left: hand it to the job runner now.
      void this.adoptStalled().catch((error: unknown) =>
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
      await this.jobs.enqueue<BuildPayload>(
        KEEPSAKE_BUILD_JOB,
        { keepsakeJobId: jobId.toString(), fresh: true },
        { key: jobId.toString() },
      );
    } catch (error) {
      await KeepsakeJobModel.deleteOne({ _id: jobId }).catch(() => {});
      await releaseLock(jobId);
      throw error;
    }
    const job = presentJob(doc);
    this.hub.publish('keepsake', 'keepsake:progress', job);
    return job;
  }

  /**
   * One run of a build, as the job runner hands it over. A fresh build's first run writes from
   * the beginning under `restarts` 0; any other run (its process died, or an older version left
   * it running) starts again from the beginning under the next `restarts`.
   */
  private async runBuild(payload: BuildPayload, context: JobContext): Promise<void> {
    let doc = await KeepsakeJobModel.findById(payload.keepsakeJobId).lean<KeepsakeJobDocument>();
    // Finished by an earlier run whose own outcome was not recorded: nothing left to do.
    if (!doc || doc.state !== 'running') return;
    if (!payload.fresh || context.attempt > 1) {
      doc = await this.restart(doc);
      if (!doc) return;
    }
    const writer = new JobWriter(
      doc._id,
      doc.restarts ?? 0,
      this.leaseMs,
      this.hub,
      this.logger,
      context.signal,
    );
    await this.build(doc, writer);
    // Stopped by the process closing: the runner queues the build again for another process.
    if (context.signal.aborted && context.signal.reason === 'stopping' && writer.lost)
      throw new Error('the process stopped during the build');
  }

  /** Starts a build again from the beginning, under the next `restarts`; its partial file goes. */
  private async restart(job: KeepsakeJobDocument): Promise<KeepsakeJobDocument | null> {
    const restarts = (job.restarts ?? 0) + 1;
    const claimed = await KeepsakeJobModel.findOneAndUpdate(
      { _id: job._id, state: 'running', restarts: job.restarts ?? 0 },
      {
        $set: {
          restarts,
          storageKey: storageKeyOf(job._id, restarts),
          phase: 'collecting',
          done: 0,
          total: 0,
          leaseUntil: new Date(Date.now() + this.leaseMs),
        },
      },
      { new: true },
    ).lean<KeepsakeJobDocument>();
    if (!claimed) return null;
    this.logger.warn({ jobId: job._id.toString(), restarts }, 'restarting an interrupted keepsake');
    await this.storage.remove([job.storageKey]).catch(() => {});
    this.hub.publish('keepsake', 'keepsake:progress', presentJob(claimed));
    return claimed;
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
        this.quizResults,
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
      await releaseLock(doc._id);
      await this.removeOlderBuilds(doc._id);
    } catch (error) {
      await writer.settled();
      await this.storage.remove([doc.storageKey]).catch(() => {});
      if (error instanceof BuildLostError || writer.lost) {
        this.logger.warn(
          { jobId: doc._id.toString() },
          'keepsake build stopped: taken over or closing',
        );
        return;
      }
      this.logger.error({ err: error, jobId: doc._id.toString() }, 'keepsake build failed');
      const failed = await writer.finish(FAILED());
      if (failed) await releaseLock(doc._id);
    }
  }

  /** The runner gave up on a build (its process died on every attempt): it failed. */
  private async buildGaveUp(payload: BuildPayload): Promise<void> {
    const failed = await KeepsakeJobModel.findOneAndUpdate(
      { _id: payload.keepsakeJobId, state: 'running' },
      { $set: FAILED() },
      { new: true },
    ).lean<KeepsakeJobDocument>();
    if (!failed) return;
    await this.storage.remove([failed.storageKey]).catch(() => {});
    await releaseLock(failed._id);
    this.hub.publish('keepsake', 'keepsake:progress', presentJob(failed));
  }

  /** Keeps only the latest finished ZIP. */
  private async removeOlderBuilds(latest: mongoose.Types.ObjectId): Promise<void> {
    const older = await KeepsakeJobModel.find({ _id: { $ne: latest }, state: 'done' })
      .select({ storageKey: 1 })
      .lean<Pick<KeepsakeJobDocument, '_id' | 'storageKey'>[]>();
    await this.storage.remove(older.map((job) => job.storageKey));
  }

  /**
   * Hands the job runner every running build whose lease lapsed without a job of its own: one an
   * older version was building when it stopped. The job's key is the build's id, so a build that
   * has its job already (any process's) gets no second one. Answers how many were handed over.
   */
  async adoptStalled(now = new Date()): Promise<number> {
    if (this.closing) return 0;
    const stalled = await KeepsakeJobModel.find({ state: 'running', leaseUntil: { $lt: now } })
      .select({ _id: 1 })
      .lean<Pick<KeepsakeJobDocument, '_id'>[]>();
    let adopted = 0;
    for (const { _id } of stalled) {
      const id = _id.toString();
      const queued = await this.jobs.enqueue<BuildPayload>(
        KEEPSAKE_BUILD_JOB,
        { keepsakeJobId: id, fresh: false },
        { key: id },
      );
      if (queued.created) adopted += 1;
    }
    return adopted;
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
    await this.jobs.idle();
  }

  /** On close: no more adoptions (the app's job runner stops the builds and hands them back). */
  close(): Promise<void> {
    this.closing = true;
    return Promise.resolve();
  }
}
