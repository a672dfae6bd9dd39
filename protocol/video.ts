import { defineMessages, withParams } from './messages';

/**
 * Why a guest's video was not taken (server/lib/video), each with a stable code `video.<key>`;
 * Spanish in client/lib/video-error-texts.ts.
 */
export const VIDEO_MESSAGES = defineMessages('video', {
  off: 'Videos are off: no ffmpeg was found (set FFMPEG_PATH)',
  /** The organizers turned videos off on the dashboard (protocol/video-status.ts). */
  disabled: 'Videos are not being accepted right now.',
  notAVideo: 'This file is not a video we can read. Please share an MP4, MOV or WebM video.',
  unsupportedCodec: withParams(
    ['codec'],
    (codec: string) =>
      `This video is encoded as ${codec}, which we cannot take. Please share a video filmed with a phone's camera (H.264, HEVC, VP8 or VP9).`,
  ),
  tooLong: withParams(
    ['max'],
    (max: number) => `This video is longer than ${max} seconds. Please trim it and try again.`,
  ),
  tooLarge: withParams(
    ['max'],
    (max: number) => `This video is larger than ${max} MB. Please trim it and try again.`,
  ),
  tooManyPixels: 'This video is larger than 4K (4096 pixels a side). Please share a smaller one.',
  corrupt:
    'This video is damaged or incomplete (the upload may have been cut short). Please upload it again.',
  timedOut: 'This video took too long to process. Please share a shorter one.',
  failed: 'This video could not be processed. Please try another one.',
});

export type VideoMessageKey = keyof typeof VIDEO_MESSAGES;
