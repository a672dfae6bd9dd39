import { VIDEO_MESSAGES, type VideoMessageKey } from '../../../protocol/video';

/**
 * A video refused or not processed: `code` is the protocol's (`video.tooLong`), `message` its
 * English words (the HTTP layer finds the code again from them), `detail` what ffmpeg said, for
 * the log only (never shown to a guest: it names paths on the server).
 */
export class VideoError extends Error {
  readonly code: `video.${VideoMessageKey}`;

  constructor(
    readonly key: VideoMessageKey,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'VideoError';
    this.code = `video.${key}`;
  }
}

type Fixed = {
  [K in VideoMessageKey]: (typeof VIDEO_MESSAGES)[K] extends string ? K : never;
}[VideoMessageKey];

/** A refusal whose words take no values. */
export const videoError = (key: Fixed, detail?: string) =>
  new VideoError(key, VIDEO_MESSAGES[key], detail);
