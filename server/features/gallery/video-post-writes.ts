import type { VideoFailure } from '../../../protocol/post-video';
import type { StoredVideo } from './video-uploads';

/**
 * The writes every kind's adapter (VideoPostAdapter) makes on its own model, each a conditional
 * update on a post still being made: what differs by kind is only where the poster goes.
 */
export const stillProcessing = (id: string) => ({ _id: id, videoState: 'processing' });

/** The poster's picture fields, as every post keeps its picture (stored-photo.ts). */
export const posterPicture = (stored: StoredVideo) => ({
  thumbUrl: stored.thumbUrl,
  width: stored.width,
  height: stored.height,
  originalKey: stored.originalKey,
  thumbKey: stored.thumbKey,
  largeKey: stored.largeKey,
});

/** The made MP4 as lib/stored-video.ts stores it. */
export const madeVideo = (stored: StoredVideo) => ({
  key: stored.videoKey,
  url: stored.url,
  durationSeconds: stored.durationSeconds,
});

/** Unset once made: the post is then in every list its kind has. */
export const MADE_UNSET = { videoState: '', videoIncomingKey: '' } as const;

/** Marks a post failed (its author's list says why) and lets its held upload go. */
export const failedUpdate = (failure: VideoFailure) => ({
  $set: { videoState: 'failed', videoFailure: failure },
  $unset: { videoIncomingKey: '' },
});
