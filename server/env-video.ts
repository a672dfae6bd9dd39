// Guests' videos' environment variables (server/env-schema.ts reads them).

/**
 * Guests' videos (server/lib/video): the longest clip and largest file taken, and how long one
 * clip's processing may run before it is stopped. Three minutes of a phone's 1080p film are about
 * 180 MB in HEVC (an iPhone's default) and 400 MB in H.264, so an H.264 phone meets the size first.
 */
export const VIDEO_DEFAULTS = {
  VIDEO_MAX_SECONDS: 180,
  VIDEO_MAX_MB: 300,
  VIDEO_JOB_TIMEOUT_SECONDS: 600,
  /** One phone's videos in a rolling hour: a 600 MB upload, or several shorter clips. */
  VIDEO_MB_PER_DEVICE_HOUR: 600,
} as const;
