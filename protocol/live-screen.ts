import { z } from 'zod';
import { endpoint } from './http';

/** What `/live` shows: the moments wall, the leaderboard, or both in turn. */
export const liveScreenModes = ['moments', 'leaderboard', 'rotate'] as const;
export const liveScreenModeSchema = z.enum(liveScreenModes, {
  error: `mode must be one of: ${liveScreenModes.join(', ')}`,
});
export type LiveScreenMode = z.infer<typeof liveScreenModeSchema>;

export const ROTATE_MIN_SECONDS = 10;
export const ROTATE_MAX_SECONDS = 600;
export const ROTATE_DEFAULT_SECONDS = 30;

export const liveScreenSettingsSchema = z.object({
  mode: liveScreenModeSchema,
  /** How long each screen stays up in 'rotate'. */
  rotateSeconds: z
    .number({ error: 'rotateSeconds must be a number' })
    .int('rotateSeconds must be a whole number')
    .min(ROTATE_MIN_SECONDS, `rotateSeconds must be at least ${ROTATE_MIN_SECONDS}`)
    .max(ROTATE_MAX_SECONDS, `rotateSeconds must be at most ${ROTATE_MAX_SECONDS}`),
});
export type LiveScreenSettings = z.infer<typeof liveScreenSettingsSchema>;

export const DEFAULT_LIVE_SCREEN: LiveScreenSettings = {
  mode: 'moments',
  rotateSeconds: ROTATE_DEFAULT_SECONDS,
};

export const liveScreenApi = {
  settings: endpoint({
    method: 'GET',
    path: '/api/live/screen',
    access: 'public',
    openOnInviteOnlySite: 'projector-screens',
    response: liveScreenSettingsSchema,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/live/screen',
    access: 'organizer',
    body: liveScreenSettingsSchema,
    response: liveScreenSettingsSchema,
  }),
};
