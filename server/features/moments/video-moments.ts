import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Types } from 'mongoose';
import { MOMENT_MEDIA_MESSAGES, type CreatedMoment, type Moment } from '../../../protocol/moments';
import { VIDEO_MESSAGES } from '../../../protocol/video';
import type { Viewer } from '../../lib/auth/viewer';
import { described, HttpError } from '../../lib/http/errors';
import type { JobRunner } from '../../lib/jobs/runner';
import type { Logger } from '../../lib/logger';
import { transcodeVideo, VideoError } from '../../lib/video';
import type { CurrentVideoLimits } from '../media-settings/door';
import { reviewFirst } from '../moderation/policy';
import type { MomentVideoPipeline } from './media-pipeline';
import { MomentModel, type MomentDocument } from './model';
import { presentMoment } from './present';
import { sha256 } from './visibility';

export const VIDEO_JOB = 'video.transcode';
const HOUR_MS = 3_600_000;

interface VideoJob {
  momentId: string;
}

/** What a video moment is stored with before its film exists (a moment's body, named). */
export type VideoMomentFields = Pick<
  MomentDocument,
  'guestName' | 'content' | 'hashtags' | 'isPublic'
> & { guestEmail?: string; location?: string; momentType: Moment['momentType'] };

/**
 * Video moments: stored at once as `processing` (seen by their author's device only), made in the
 * background by the `video.transcode` job (one at a time, surviving restarts), then shown exactly
 * as a photo moment is once it exists: to the moderation queue first when the couple reviews
 * moments, otherwise pushed as `moment:created`. See docs/videos.md.
 */
export class VideoMoments {
  constructor(
    private readonly pipeline: MomentVideoPipeline,
    private readonly jobs: JobRunner,
    private readonly logger: Logger,
    /** The organizers' limits within the environment's, read at each video (media-settings). */
    private readonly limits: () => Promise<CurrentVideoLimits>,
    /** Publishes a moment that became shown (MomentsService.publishCreated). */
    private readonly published: (doc: MomentDocument, awaitingReview: boolean) => Promise<void>,
  ) {}

  /**
   * In the feature's init: the job's handler, before the runner starts. A process without ffmpeg
   * takes no video job (another process, or this one once ffmpeg is there, makes it).
   */
  defineJob(): void {
    if (!this.pipeline.setup) return;
    this.jobs.define<VideoJob>(VIDEO_JOB, (job, { signal }) => this.make(job.momentId, signal), {
      concurrency: 1,
      maxAttempts: 3,
      // A video may take minutes (VIDEO_JOB_TIMEOUT_SECONDS stops ffmpeg itself).
      leaseMs: 60_000,
      onFailed: (job, lastError) =>
        this.fail(job.momentId, 'failed', VIDEO_MESSAGES.failed, lastError),
    });
  }

  async create(
    fields: VideoMomentFields,
    uploadURL: string,
    viewer: Viewer,
    authorToken: string,
  ): Promise<CreatedMoment> {
    const deviceHash = viewer.deviceId ? sha256(viewer.deviceId) : undefined;
    const { bytesPerDeviceHour } = await this.limits();
    // Checked before the claim too, so a phone past its allowance keeps its upload for later.
    if (deviceHash && (await this.bytesInLastHour(deviceHash)) >= bytesPerDeviceHour)
      throw this.overQuota(bytesPerDeviceHour);
    const doc = await this.pipeline.accept(uploadURL, viewer, async (held) => {
      const created = await MomentModel.create({
        ...fields,
        _id: new Types.ObjectId(),
        likes: 0,
        videoState: 'processing',
        videoIncomingKey: held.key,
        videoBytes: held.bytes,
        authorTokenHash: sha256(authorToken),
        authorDeviceHash: held.uploaderDeviceHash,
      });
      // Counted again once stored: of several posted at once, those over the allowance withdraw.
      if ((await this.bytesInLastHour(held.uploaderDeviceHash)) > bytesPerDeviceHour) {
        await MomentModel.deleteOne({ _id: created._id });
        throw this.overQuota(bytesPerDeviceHour);
      }
      return created.toObject() as MomentDocument;
    });
    await this.jobs.enqueue<VideoJob>(
      VIDEO_JOB,
      { momentId: doc._id.toString() },
      { key: doc._id.toString() },
    );
    return { ...presentMoment(doc, { includeEmail: true }), authorToken };
  }

  /**
   * The job: the held upload copied to a temporary folder, transcoded (probed first), its MP4 and
   * poster stored, then the moment made ready only if it is still processing (one deleted
   * meanwhile does not come back: the files just made go). A refused video is not retried: the
   * moment is marked failed, with the reason its author's list shows.
   */
  private async make(momentId: string, signal: AbortSignal): Promise<void> {
    const moment = await MomentModel.findOne({ _id: momentId, videoState: 'processing' }).lean();
    const setup = this.pipeline.setup;
    if (!moment?.videoIncomingKey) return;
    if (!setup) return;
    const dir = await mkdtemp(path.join(tmpdir(), 'moment-video-'));
    try {
      const input = path.join(dir, `upload${path.extname(moment.videoIncomingKey)}`);
      if (!(await this.pipeline.copyToFile(moment.videoIncomingKey, input))) {
        // Its file is gone (swept, or its moment deleted meanwhile): nothing can be made.
        await this.fail(momentId, 'corrupt', VIDEO_MESSAGES.corrupt);
        return;
      }
      let made;
      try {
        const { maxSeconds } = await this.limits();
        const now = { ...setup, limits: { ...setup.limits, maxSeconds } };
        made = await transcodeVideo(input, path.join(dir, 'out'), now, signal);
      } catch (error) {
        // Stopping (or its lease lost): the runner hands the job back; nothing is marked.
        if (signal.aborted || !(error instanceof VideoError) || isRetried(error)) throw error;
        this.logger.info({ momentId, code: error.code, detail: error.detail }, 'video refused');
        await this.fail(momentId, error.key, error.message);
        return;
      }
      const stored = await this.pipeline.store(momentId, made);
      await this.ready(moment, stored);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  private async ready(
    moment: MomentDocument,
    stored: Awaited<ReturnType<MomentVideoPipeline['store']>>,
  ): Promise<void> {
    const awaitingReview = await reviewFirst('moments');
    const media = {
      thumbUrl: stored.thumbUrl,
      width: stored.width,
      height: stored.height,
      animated: false,
      originalKey: stored.originalKey,
      thumbKey: stored.thumbKey,
      largeKey: stored.largeKey,
      videoKey: stored.videoKey,
      videoUrl: stored.url,
      durationSeconds: stored.durationSeconds,
    };
    const { modifiedCount } = await MomentModel.updateOne(
      { _id: moment._id, videoState: 'processing' },
      {
        $set: {
          media,
          mediaUrl: stored.posterUrl,
          status: awaitingReview ? 'pending' : 'published',
        },
        $unset: { videoState: '', videoIncomingKey: '' },
      },
    );
    if (modifiedCount === 0) {
      // Deleted (or failed) meanwhile: what was just made goes with it.
      await this.pipeline.removeFiles([
        stored.originalKey,
        stored.thumbKey,
        stored.largeKey,
        stored.videoKey,
      ]);
      return;
    }
    await this.pipeline.release(moment.videoIncomingKey!);
    const doc = await MomentModel.findById(moment._id).lean<MomentDocument>();
    if (doc) await this.published(doc, awaitingReview);
  }

  /** A deleted moment's held upload (its job then finds nothing to make). */
  release(key: string): Promise<void> {
    return this.pipeline.release(key);
  }

  /** Every file of a made video: MP4 (served or withdrawn), poster and its renditions. */
  removeFiles(keys: string[]): Promise<void> {
    return this.pipeline.removeFiles(keys);
  }

  /** Hidden: the MP4 stops being served; approved: served again. */
  withdraw(videoKey: string): Promise<void> {
    return this.pipeline.withdraw(videoKey);
  }

  restore(videoKey: string): Promise<void> {
    return this.pipeline.restore(videoKey);
  }

  /** Marks a processing moment failed (its author's list says why) and lets its upload go. */
  private async fail(momentId: string, key: string, message: string, detail?: string) {
    // A read, then a conditional update (not findOneAndUpdate: FerretDB 1.x refuses its
    // projection, and mongoose always projects away the hidden hash fields).
    const moment = await MomentModel.findOne({ _id: momentId, videoState: 'processing' }).lean();
    const { modifiedCount } = await MomentModel.updateOne(
      { _id: momentId, videoState: 'processing' },
      {
        $set: {
          videoState: 'failed',
          // The values the reason was worded with (a length, a codec), for the author's language.
          videoFailure: { code: `video.${key}`, message, params: described(message).params },
        },
        $unset: { videoIncomingKey: '' },
      },
    );
    if (detail) this.logger.warn({ momentId, detail }, 'video moment failed');
    if (modifiedCount > 0 && moment?.videoIncomingKey)
      await this.pipeline.release(moment.videoIncomingKey);
  }

  private async bytesInLastHour(deviceHash: string): Promise<number> {
    const recent = await MomentModel.find(
      {
        authorDeviceHash: deviceHash,
        videoBytes: { $gt: 0 },
        createdAt: { $gte: new Date(Date.now() - HOUR_MS) },
      },
      { videoBytes: 1 },
    ).lean();
    return recent.reduce((sum, moment) => sum + (moment.videoBytes ?? 0), 0);
  }

  private overQuota(bytesPerDeviceHour: number): HttpError {
    return new HttpError(
      429,
      MOMENT_MEDIA_MESSAGES.videoQuota(Math.round(bytesPerDeviceHour / 1024 / 1024)),
    );
  }
}

/** ffmpeg failing otherwise (out of memory, killed) may go on a retry; a refusal never will. */
const isRetried = (error: VideoError) => error.key === 'failed';
