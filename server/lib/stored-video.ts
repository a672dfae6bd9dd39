import { Schema } from 'mongoose';
import type { PostVideo, VideoFailure } from '../../protocol/post-video';

/** A video post's film while it is not shown: being made, or refused (its author is told why). */
export const videoStates = ['processing', 'failed'] as const;

/**
 * The fields a post that may carry a guest's video (a gallery photo, a guest book entry, a timeline
 * photo) is stored with, beside its picture's (the poster's, stored-photo.ts): the made MP4, or
 * its state while it is made (gallery/video-posts.ts). Spread into a feature's schema.
 */
export const storedVideoFields = {
  /** Unset once the video is made (and on every post without one). */
  videoState: { type: String, enum: videoStates },
  /** The held upload the job reads, until it is made or refused. */
  videoIncomingKey: String,
  videoFailure: {
    type: new Schema({ code: String, message: String, params: Schema.Types.Mixed }, { _id: false }),
    required: false,
  },
  /** The made MP4: its storage key (moved to the private prefix while hidden) and address. */
  video: {
    type: new Schema(
      {
        key: { type: String, required: true },
        url: { type: String, required: true },
        durationSeconds: { type: Number, required: true },
      },
      { _id: false },
    ),
    required: false,
  },
} as const;

/** Posts whose video (if any) is made: the only ones any list, push or queue shows. */
export const MADE = { videoState: { $nin: [...videoStates] } } as const;

interface StoredVideoState {
  videoState?: string | null;
  videoFailure?: { code?: string | null; message?: string | null; params?: unknown } | null;
  video?: { url: string; durationSeconds: number } | null;
}

/** The made video as clients get it; its poster is the post's large picture. */
export function presentVideo(
  doc: StoredVideoState,
  posterUrl: string | null | undefined,
): { video: PostVideo } | Record<string, never> {
  if (!doc.video || !posterUrl) return {};
  return {
    video: { url: doc.video.url, posterUrl, durationSeconds: doc.video.durationSeconds },
  };
}

/** Only ever in answers to the author's device: still being made, or why it was not. */
export function presentVideoState(
  doc: StoredVideoState,
): { processing: true } | { videoFailure: VideoFailure } | Record<string, never> {
  if (doc.videoState === 'processing') return { processing: true };
  if (doc.videoState !== 'failed' || !doc.videoFailure?.code) return {};
  const { code, message, params } = doc.videoFailure;
  return {
    videoFailure: {
      code,
      message: message ?? '',
      ...(params ? { params: params as Record<string, string | number> } : {}),
    },
  };
}
