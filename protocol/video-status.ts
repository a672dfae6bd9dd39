import { z } from 'zod';
import { endpoint } from './http';
import { defineMessages, withParams } from './messages';

/**
 * Guests' videos as the dashboard sets them: whether this server can make them (an ffmpeg was
 * found), and the organizers' own limits, which the operator's environment (VIDEO_MAX_SECONDS,
 * VIDEO_MAX_MB, VIDEO_MB_PER_DEVICE_HOUR) both defaults and caps. See docs/videos.md.
 */
export const VIDEO_SETTINGS_MESSAGES = defineMessages('video-settings', {
  acceptingInvalid: 'Say whether guests may share videos: on or off.',
  maxSecondsRange: 'The longest video must be a whole number of seconds, at least 1.',
  maxMbRange: 'The largest video must be a whole number of megabytes, at least 1.',
  mbPerDeviceHourRange:
    'The video each phone may share in an hour must be a whole number of megabytes, at least 1.',
  maxSecondsCeiling: withParams(
    ['max'],
    (max: number) =>
      `The longest video can be at most ${max} seconds: this server allows no more (VIDEO_MAX_SECONDS).`,
  ),
  maxMbCeiling: withParams(
    ['max'],
    (max: number) =>
      `The largest video can be at most ${max} MB: this server allows no more (VIDEO_MAX_MB).`,
  ),
  mbPerDeviceHourCeiling: withParams(
    ['max'],
    (max: number) =>
      `Each phone can share at most ${max} MB of video in an hour: this server allows no more (VIDEO_MB_PER_DEVICE_HOUR).`,
  ),
});

const whole = (message: string) => z.number({ error: message }).int(message).min(1, message);

/** What the organizers choose (collection `video_settings`); unset, the operator's ceilings. */
export const videoSettingsSchema = z.object({
  /** Off: every new video is refused (VIDEO_MESSAGES.disabled); photos are unaffected. */
  accepting: z.boolean({ error: VIDEO_SETTINGS_MESSAGES.acceptingInvalid }),
  /** The longest clip taken, in seconds. */
  maxSeconds: whole(VIDEO_SETTINGS_MESSAGES.maxSecondsRange),
  /** The largest file taken, in MB. */
  maxMb: whole(VIDEO_SETTINGS_MESSAGES.maxMbRange),
  /** The megabytes of video one phone may share in a rolling hour. */
  mbPerDeviceHour: whole(VIDEO_SETTINGS_MESSAGES.mbPerDeviceHourRange),
});
export type VideoSettings = z.infer<typeof videoSettingsSchema>;

/** The operator's environment: the defaults, and the most the organizers may allow. */
export const videoCeilingsSchema = videoSettingsSchema.omit({ accepting: true });
export type VideoCeilings = z.infer<typeof videoCeilingsSchema>;

export const videoStatusSchema = z.object({
  /** Whether this server can make videos (an ffmpeg was found). */
  videos: z.enum(['on', 'off']),
  /** What applies now: the organizers' choice within the ceilings. */
  settings: videoSettingsSchema,
  ceilings: videoCeilingsSchema,
});
export type VideoStatus = z.infer<typeof videoStatusSchema>;

const CEILING_MESSAGES = {
  maxSeconds: VIDEO_SETTINGS_MESSAGES.maxSecondsCeiling,
  maxMb: VIDEO_SETTINGS_MESSAGES.maxMbCeiling,
  mbPerDeviceHour: VIDEO_SETTINGS_MESSAGES.mbPerDeviceHourCeiling,
} as const;

/**
 * The settings' values above what the operator allows, each with its message: the server refuses
 * such a save (400), and the dashboard says the same before sending it.
 */
export function overCeilings(
  settings: Omit<VideoSettings, 'accepting'>,
  ceilings: VideoCeilings,
): { path: keyof VideoCeilings; message: string }[] {
  return (Object.keys(CEILING_MESSAGES) as (keyof VideoCeilings)[])
    .filter((field) => settings[field] > ceilings[field])
    .map((field) => ({ path: field, message: CEILING_MESSAGES[field](ceilings[field]) }));
}

export const videoStatusApi = {
  status: endpoint({
    method: 'GET',
    path: '/api/admin/videos',
    access: 'organizer',
    response: videoStatusSchema,
  }),
  /** Applies from the next video sent (each process reads it again within a second). */
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/admin/videos',
    access: 'organizer',
    body: videoSettingsSchema,
    response: videoStatusSchema,
  }),
};
