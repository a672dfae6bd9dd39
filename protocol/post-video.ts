import { z } from 'zod';

/**
 * A guest's video as every list shows it, once made (docs/videos.md): `url` is the MP4 (H.264/AAC,
 * at most 720p, no metadata), `posterUrl` its poster picture (the large rendition the post's
 * picture fields name too). Moments, gallery photos, guest book entries and timeline photo
 * messages carry it the same way.
 */
export const postVideoSchema = z.object({
  url: z.string(),
  posterUrl: z.string(),
  durationSeconds: z.number(),
});
export type PostVideo = z.infer<typeof postVideoSchema>;

/** Why a video was not made (a VIDEO_MESSAGES code and its words), told to its author only. */
export const videoFailureSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** The values the reason was worded with (a length limit, a codec). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type VideoFailure = z.infer<typeof videoFailureSchema>;

/** Where a video is being made: the kind of post and its id. */
export const videoPostKinds = ['moment', 'gallery', 'guestbook', 'timeline'] as const;
export const videoPostRefSchema = z.object({
  kind: z.enum(videoPostKinds),
  id: z.string(),
});
export type VideoPostRef = z.infer<typeof videoPostRefSchema>;

/**
 * Pushed on the `my-videos` topic to the uploading phone only (its device's segment): how far the
 * transcode is (0–100, a few times a second at most), then ready or failed. Nobody else learns of
 * a video until it is ready and published on its own topic.
 */
export const videoProgressSchema = videoPostRefSchema.extend({
  percent: z.number().min(0).max(100),
});
export type VideoProgress = z.infer<typeof videoProgressSchema>;
export const videoReadySchema = videoPostRefSchema;
export const videoFailedSchema = videoPostRefSchema.extend({ failure: videoFailureSchema });
export type VideoFailed = z.infer<typeof videoFailedSchema>;
