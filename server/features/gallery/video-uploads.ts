import { createWriteStream } from 'node:fs';
import { copyFile, readFile, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { GALLERY_MESSAGES } from '../../../protocol/gallery';
import { MOMENT_MEDIA_MESSAGES } from '../../../protocol/moments';
import { isVideoType } from '../../../protocol/uploads';
import { VIDEO_MESSAGES } from '../../../protocol/video';
import type { Viewer } from '../../lib/auth/viewer';
import { badRequest, conflict, HttpError } from '../../lib/http/errors';
import { processPhoto } from '../../lib/images/pipeline';
import type { Logger } from '../../lib/logger';
import type { ObjectStorage } from '../../lib/storage';
import { videoSetup, type TranscodedVideo, type VideoSetup } from '../../lib/video';
import { currentVideoLimits, type VideoCeilingConfig } from '../media-settings/door';
import { photoKeys, privateOriginalKey, withPrintCopies } from './keys';
import type { PhotoUploads } from './uploads';

/** How long an accepted video's upload is kept for its job (jobs are kept as long). */
const HELD_FOR_MS = 7 * 24 * 3_600_000;

/** An accepted video upload: still under incoming/ (never served), held for its job. */
export interface HeldVideo {
  key: string;
  contentType: string;
  bytes: number;
  uploaderDeviceHash: string;
}

/**
 * A video's files once made: the MP4 and the poster's WebP renditions under `photos/` (served),
 * the poster's metadata-free original under `originals/` (private, as a photo's).
 */
export interface StoredVideo {
  originalKey: string;
  thumbKey: string;
  largeKey: string;
  videoKey: string;
  url: string;
  thumbUrl: string;
  posterUrl: string;
  width: number;
  height: number;
  durationSeconds: number;
}

/**
 * The accept path for videos, beside the photo one (uploads.ts, whose claim it shares): an upload
 * claimed once by its device and checked to be a video is not processed here (a transcode takes
 * seconds to minutes) but held under incoming/ for a background job, which then stores the MP4 and
 * the poster with `store` and lets the upload go with `release`.
 */
export class VideoUploads {
  /** ffmpeg and the limits, or null: videos are off (VIDEO_MESSAGES.off). */
  readonly setup: VideoSetup | null;

  constructor(
    private readonly storage: ObjectStorage,
    private readonly uploads: PhotoUploads,
    private readonly config: VideoCeilingConfig,
    private readonly logger: Logger,
  ) {
    this.setup = videoSetup(config);
  }

  /**
   * Claims the upload for this device once, checks it is a video that arrived whole and is not
   * over VIDEO_MAX_MB, then hands it to `record`. With no ffmpeg nothing is claimed or stored.
   * A refusal of the file deletes it; a failed `record` too.
   */
  async accept<T>(
    uploadURL: string,
    viewer: Viewer,
    record: (held: HeldVideo) => Promise<T>,
  ): Promise<T> {
    if (!this.setup) throw badRequest(VIDEO_MESSAGES.off);
    const limits = await currentVideoLimits(this.config);
    if (!limits.accepting) throw new HttpError(403, VIDEO_MESSAGES.disabled);
    const { key, upload } = await this.uploads.claim(uploadURL, viewer);
    if (!isVideoType(upload.contentType)) {
      // A picture's upload: it may still be shared as a photo.
      await this.uploads.unclaim(key);
      throw new HttpError(415, MOMENT_MEDIA_MESSAGES.notAVideoUpload);
    }
    const info = await this.storage.head(key);
    if (!info) {
      await this.uploads.unclaim(key);
      throw conflict(GALLERY_MESSAGES.notArrived);
    }
    if (info.size === 0 || info.size > limits.maxBytes) {
      await this.uploads.discard(key);
      throw info.size === 0
        ? badRequest(GALLERY_MESSAGES.emptyFile)
        : new HttpError(413, VIDEO_MESSAGES.tooLarge(limits.maxBytes / 1024 / 1024));
    }
    await this.uploads.hold(key, new Date(Date.now() + HELD_FOR_MS));
    try {
      return await record({
        key,
        contentType: upload.contentType,
        bytes: info.size,
        uploaderDeviceHash: upload.deviceHash,
      });
    } catch (error) {
      await this.uploads.discard(key);
      throw error;
    }
  }

  /**
   * The held upload as a file here, for ffmpeg (which only ever reads local files): on local disk a
   * kernel copy (a clip's tens of MB never pass through the app's memory), from S3 a stream.
   */
  async copyToFile(key: string, file: string): Promise<boolean> {
    if (!(await this.storage.head(key))) return false;
    const local = this.storage.localFile(key);
    if (local) await copyFile(local, file);
    else await pipeline(await this.storage.readStream(key), createWriteStream(file));
    return true;
  }

  /**
   * Stores what the transcode made under fresh keys. The poster goes through the photo pipeline,
   * so a video shows in every list as a photo does (the same 480 px and large WebP renditions)
   * and is withdrawn and restored by the same calls when hidden and approved.
   */
  async store(postId: string, made: TranscodedVideo): Promise<StoredVideo> {
    const poster = await processPhoto(() => readFile(made.posterPath));
    const keys = photoKeys(postId, poster.original.extension);
    const videoKey = keys.largeKey.replace(/[^/]+$/, 'video.mp4');
    const [thumb, large] = poster.renditions;
    const written = [keys.originalKey, keys.thumbKey, keys.largeKey, videoKey];
    try {
      await Promise.all([
        this.storage.write(keys.originalKey, poster.original.body, poster.original.contentType),
        this.storage.write(keys.thumbKey, thumb!.body, thumb!.contentType),
        this.storage.write(keys.largeKey, large!.body, large!.contentType),
        this.storage.writeFile(videoKey, made.mp4Path, 'video/mp4'),
      ]);
    } catch (error) {
      await this.removeFiles(written);
      throw error;
    }
    this.logger.info({ key: videoKey, bytes: (await stat(made.mp4Path)).size }, 'video stored');
    return {
      ...keys,
      videoKey,
      url: this.storage.publicUrl(videoKey),
      thumbUrl: this.storage.publicUrl(keys.thumbKey),
      posterUrl: this.storage.publicUrl(keys.largeKey),
      width: made.width,
      height: made.height,
      durationSeconds: made.durationSeconds,
    };
  }

  /** The held upload is done with (made, refused, or its moment deleted): file and record go. */
  release(key: string): Promise<void> {
    return this.uploads.discard(key);
  }

  removeFiles(keys: string[]): Promise<void> {
    const privateCopies = keys.map(privateOriginalKey).filter((key): key is string => !!key);
    return this.storage.remove(withPrintCopies([...keys, ...privateCopies.filter(isVideoFile)]));
  }

  /**
   * Stops serving a hidden video: the MP4 moves to the private prefix (approving it moves it
   * back), so a guessed or kept URL reaches nothing. Idempotent: a retried hide finds it moved.
   */
  async withdraw(videoKey: string): Promise<void> {
    const hidden = privateOriginalKey(videoKey);
    if (!hidden || !(await this.storage.head(videoKey))) return;
    await this.storage.writeStream(hidden, await this.storage.readStream(videoKey), 'video/mp4');
    await this.storage.remove([videoKey]);
  }

  async restore(videoKey: string): Promise<void> {
    const hidden = privateOriginalKey(videoKey);
    if (!hidden || !(await this.storage.head(hidden))) return;
    await this.storage.writeStream(videoKey, await this.storage.readStream(hidden), 'video/mp4');
    await this.storage.remove([hidden]);
  }
}

const isVideoFile = (key: string) => key.endsWith('/video.mp4');
