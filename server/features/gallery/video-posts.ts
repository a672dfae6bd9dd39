import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MOMENT_MEDIA_MESSAGES } from '../../../protocol/moments';
import type { VideoFailure, VideoPostRef } from '../../../protocol/post-video';
import { VIDEO_MESSAGES } from '../../../protocol/video';
import type { Viewer } from '../../lib/auth/viewer';
import { described, HttpError } from '../../lib/http/errors';
import type { JobRunner } from '../../lib/jobs/runner';
import type { Logger } from '../../lib/logger';
import { deviceSegment, type RealtimeHub } from '../../lib/realtime/hub';
import { transcodeVideo, VideoError } from '../../lib/video';
import type { CurrentVideoLimits } from '../media-settings/door';
import { VideoShareModel } from './model';
import type { HeldVideo, StoredVideo, VideoUploads } from './video-uploads';

/** One job type for every kind of post, so a process makes one video at a time, whatever it is. */
export const VIDEO_JOB = 'video.transcode';
const HOUR_MS = 3_600_000;

export type VideoPostKind = VideoPostRef['kind'];

/** A post's video to make, and the device to tell (its keyed hash: the `my-videos` segment). */
interface VideoJob extends VideoPostRef {
  deviceKey?: string;
}
/** Jobs stored before every kind had videos named only a moment. */
type StoredJob = VideoJob | { momentId: string };

/**
 * What each kind of post tells the lifecycle (its own model stays its own): each write is one
 * conditional update on a post still `processing`, so a post deleted (or failed) meanwhile is
 * never brought back.
 */
export interface VideoPostAdapter {
  /** The held upload of a post still processing; none once it is made, failed or deleted. */
  heldUpload(id: string): Promise<string | undefined>;
  /** Stores the made video and the post's status (review first or not); whether it did. */
  markReady(id: string, stored: StoredVideo): Promise<boolean>;
  markFailed(id: string, failure: VideoFailure): Promise<boolean>;
  /** Shows the post just made: to the moderation queue, or pushed to every screen. */
  publish(id: string): Promise<void>;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Every guest's video, whatever it is posted with (a moment, a gallery photo, a guest book entry,
 * a timeline photo): accepted and held, counted against the device's hourly allowance, stored as
 * `processing`, made by the `video.transcode` job (one at a time per process, surviving
 * restarts), then made ready, or failed with its reason, by the kind's adapter. Only the
 * uploading phone hears how far it is (`my-videos`, its device's segment). See docs/videos.md.
 */
export class VideoPosts {
  constructor(
    private readonly pipeline: VideoUploads,
    private readonly jobs: JobRunner,
    private readonly hub: RealtimeHub,
    private readonly logger: Logger,
    /** The organizers' limits within the environment's, read at each video (media-settings). */
    private readonly limits: () => Promise<CurrentVideoLimits>,
    /** Each kind's adapter, registered by its feature when its service is made (its init). */
    private readonly kinds: ReadonlyMap<VideoPostKind, VideoPostAdapter>,
  ) {}

  /** The job's handler. A process without ffmpeg takes no video job (another one makes it). */
  defineJob(): void {
    if (!this.pipeline.setup) return;
    this.jobs.define<StoredJob>(VIDEO_JOB, (job, { signal }) => this.make(jobOf(job), signal), {
      concurrency: 1,
      maxAttempts: 3,
      // A video may take minutes (VIDEO_JOB_TIMEOUT_SECONDS stops ffmpeg itself).
      leaseMs: 60_000,
      onFailed: (job, lastError) =>
        this.fail(jobOf(job), 'failed', VIDEO_MESSAGES.failed, lastError),
    });
  }

  /**
   * Accepts a video upload for a post of `kind`: refused past the device's allowance (checked
   * before the claim too, so a refused phone keeps its upload), then `record` stores the post as
   * processing and its job is enqueued. Answers what `record` answered.
   */
  async accept<T extends { _id: { toString(): string } }>(
    kind: VideoPostKind,
    uploadURL: string,
    viewer: Viewer,
    record: (held: HeldVideo) => Promise<T>,
  ): Promise<T> {
    const deviceHash = viewer.deviceId ? sha256(viewer.deviceId) : undefined;
    const { bytesPerDeviceHour } = await this.limits();
    if (deviceHash && (await this.bytesInLastHour(deviceHash)) >= bytesPerDeviceHour)
      throw overQuota(bytesPerDeviceHour);
    const doc = await this.pipeline.accept(uploadURL, viewer, async (held) => {
      const share = await VideoShareModel.create({
        deviceHash: held.uploaderDeviceHash,
        uploadKey: held.key,
        bytes: held.bytes,
      });
      // Counted again once counted: of several posted at once, those over the allowance withdraw.
      if ((await this.bytesInLastHour(held.uploaderDeviceHash)) > bytesPerDeviceHour) {
        await VideoShareModel.deleteOne({ _id: share._id });
        throw overQuota(bytesPerDeviceHour);
      }
      try {
        return await record(held);
      } catch (error) {
        await VideoShareModel.deleteOne({ _id: share._id });
        throw error;
      }
    });
    const id = doc._id.toString();
    const job: VideoJob = {
      kind,
      id,
      ...(viewer.deviceKey ? { deviceKey: viewer.deviceKey } : {}),
    };
    await this.jobs.enqueue<VideoJob>(VIDEO_JOB, job, { key: `${kind}:${id}` });
    return doc;
  }

  /**
   * The job: the held upload copied to a temporary folder (ffmpeg reads only local files),
   * transcoded (probed first), its MP4 and poster stored, then the post made ready only if it is
   * still processing (the files just made go otherwise). A refused video is not retried.
   */
  private async make(job: VideoJob, signal: AbortSignal): Promise<void> {
    const adapter = this.adapter(job.kind);
    const setup = this.pipeline.setup;
    const held = await adapter.heldUpload(job.id);
    if (!held || !setup) return;
    const dir = await mkdtemp(path.join(tmpdir(), 'post-video-'));
    try {
      const input = path.join(dir, `upload${path.extname(held)}`);
      if (!(await this.pipeline.copyToFile(held, input))) {
        // Its file is gone (swept, or its post deleted meanwhile): nothing can be made.
        await this.fail(job, 'corrupt', VIDEO_MESSAGES.corrupt);
        return;
      }
      const progress = (percent: number) => this.tell(job, 'video:progress', { percent });
      let made;
      try {
        const { maxSeconds } = await this.limits();
        const now = { ...setup, limits: { ...setup.limits, maxSeconds } };
        made = await transcodeVideo(input, path.join(dir, 'out'), now, signal, progress);
      } catch (error) {
        // Stopping (or its lease lost): the runner hands the job back; nothing is marked.
        if (signal.aborted || !(error instanceof VideoError) || isRetried(error)) throw error;
        this.logger.info({ ...ref(job), code: error.code, detail: error.detail }, 'video refused');
        await this.fail(job, error.key, error.message);
        return;
      }
      const stored = await this.pipeline.store(job.id, made);
      if (!(await adapter.markReady(job.id, stored))) {
        // Deleted (or failed) meanwhile: what was just made goes with it.
        const { originalKey, thumbKey, largeKey, videoKey } = stored;
        await this.pipeline.removeFiles([originalKey, thumbKey, largeKey, videoKey]);
        return;
      }
      await this.pipeline.release(held);
      await adapter.publish(job.id);
      this.tell(job, 'video:ready', {});
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Marks a processing post failed (its author is told why) and lets its upload go. */
  private async fail(job: VideoJob, key: string, message: string, detail?: string) {
    const adapter = this.adapter(job.kind);
    const held = await adapter.heldUpload(job.id);
    // The values the reason was worded with (a length, a codec), for the author's language.
    const failure: VideoFailure = { code: `video.${key}`, message };
    const { params } = described(message);
    if (params) failure.params = params;
    if (detail) this.logger.warn({ ...ref(job), detail }, 'video post failed');
    if (!(await adapter.markFailed(job.id, failure))) return;
    if (held) await this.pipeline.release(held);
    this.tell(job, 'video:failed', { failure });
  }

  /** To the uploading phone's sockets only (every process's, through the adapter). */
  private tell(
    job: VideoJob,
    event: 'video:progress' | 'video:ready' | 'video:failed',
    extra: { percent: number } | { failure: VideoFailure } | Record<string, never>,
  ): void {
    if (!job.deviceKey) return;
    const payload = { ...ref(job), ...extra } as never;
    this.hub.publish('my-videos', event, payload, {
      audience: { segment: deviceSegment(job.deviceKey) },
    });
  }

  private adapter(kind: VideoPostKind): VideoPostAdapter {
    const adapter = this.kinds.get(kind);
    // Thrown, so the runner retries: its feature registers it when its service is made.
    if (!adapter) throw new Error(`no video posts of kind ${kind}`);
    return adapter;
  }

  /** A deleted post's held upload (its job then finds nothing to make). */
  release(key: string): Promise<void> {
    return this.pipeline.release(key);
  }

  /** Every file of a made video: MP4 (served or withdrawn), poster and its renditions. */
  removeFiles(keys: (string | null | undefined)[]): Promise<void> {
    return this.pipeline.removeFiles(keys.filter((key): key is string => !!key));
  }

  /** Hidden: the MP4 moves to the private prefix (never served); approved: served again. */
  withdraw(videoKey: string): Promise<void> {
    return this.pipeline.withdraw(videoKey);
  }

  restore(videoKey: string): Promise<void> {
    return this.pipeline.restore(videoKey);
  }

  private async bytesInLastHour(deviceHash: string): Promise<number> {
    const since = new Date(Date.now() - HOUR_MS);
    await VideoShareModel.deleteMany({ deviceHash, createdAt: { $lt: since } });
    const recent = await VideoShareModel.find({ deviceHash }, { bytes: 1 }).lean();
    return recent.reduce((sum, share) => sum + share.bytes, 0);
  }
}

const overQuota = (bytesPerDeviceHour: number) =>
  new HttpError(
    429,
    MOMENT_MEDIA_MESSAGES.videoQuota(Math.round(bytesPerDeviceHour / 1024 / 1024)),
  );

/** What a post's hide, approve and delete do to its video's files. */
export type VideoFiles = Pick<VideoPosts, 'withdraw' | 'restore' | 'removeFiles' | 'release'>;

/** Those calls, the lifecycle looked up when used (moderation sources are built from bare contexts). */
export function lazyVideoFiles(posts: () => VideoPosts): VideoFiles {
  return {
    withdraw: (key) => posts().withdraw(key),
    restore: (key) => posts().restore(key),
    removeFiles: (keys) => posts().removeFiles(keys),
    release: (key) => posts().release(key),
  };
}

const jobOf = (job: StoredJob): VideoJob =>
  'momentId' in job ? { kind: 'moment', id: job.momentId } : job;
const ref = (job: VideoJob): VideoPostRef => ({ kind: job.kind, id: job.id });

/** ffmpeg failing otherwise (out of memory, killed) may go on a retry; a refusal never will. */
const isRetried = (error: VideoError) => error.key === 'failed';
