import { z } from 'zod';
import { UPLOAD_MESSAGES } from './gallery';
import { defineMessages, withParams } from './messages';
import { postVideoSchema } from './post-video';

/**
 * Moment kinds that carry a file, always an upload to this site (never a link): a photo or GIF
 * goes through the photo pipeline, a video through the video one (server/lib/video, in the
 * background: the moment is shown once its MP4 is made).
 */
export const UPLOADABLE_MOMENT_TYPES = ['photo', 'gif', 'video'] as const;

export const MOMENT_MEDIA_MESSAGES = defineMessages('momentMedia', {
  uploadNotForType: 'Only a photo, GIF or video moment can carry an uploaded file.',
  /** A link (mediaUrl) in the body: whatever it names, only this site's uploads are shown. */
  notFromThisSite: UPLOAD_MESSAGES.notFromThisSite,
  uploadRequired: 'Please choose the photo, GIF or video to share with this moment.',
  /** A video moment named an uploaded picture (or the reverse is the photo pipeline's to say). */
  notAVideoUpload: 'This file is not a video. Please choose an MP4, MOV or WebM video.',
  /** VIDEO_MB_PER_DEVICE_HOUR: one phone's videos in the last hour. */
  videoQuota: withParams(
    ['max'],
    (max: number) =>
      `You have shared ${max} MB of video in the last hour. Please wait a little before sharing another.`,
  ),
});

/** A video moment's film and why one was not made: the shapes every video post shares. */
export {
  postVideoSchema as momentVideoSchema,
  videoFailureSchema as momentVideoFailureSchema,
  type PostVideo as MomentVideo,
} from './post-video';

/**
 * A file a guest uploaded with the moment, processed by the same pipeline as the gallery: upright,
 * without metadata (no GPS), in WebP renditions. `mediaUrl` names the large one (an animated GIF
 * stays animated, as animated WebP); `thumbUrl` is about 480 px for feeds and lists.
 */
export const momentMediaSchema = z.object({
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  animated: z.boolean(),
  video: postVideoSchema.optional(),
});
export type MomentMedia = z.infer<typeof momentMediaSchema>;
