import { z } from 'zod';

export const GIF_LIMITS = {
  durationSeconds: { min: 1, max: 5, default: 3 },
  frameRate: { min: 5, max: 15, default: 10 },
  /** The front camera is asked for a portrait picture of this size. */
  camera: { width: 480, height: 640, facingMode: 'user' },
} as const;

export const GIF_MESSAGES = {
  noFrames: { title: 'No Frames', description: 'Please record some frames first!' },
  cameraError: {
    title: 'Camera Access Error',
    description: 'Please allow camera access to create GIFs.',
  },
  creationError: {
    title: 'Creation Error',
    description: 'Failed to create GIF. Please try again.',
  },
  duration: 'Duration must be between 1 and 5 seconds',
  frameRate: 'Frame rate must be between 5 and 15 fps',
} as const;

const { durationSeconds, frameRate } = GIF_LIMITS;

export const gifSettingsSchema = z.object({
  duration: z
    .number({ error: GIF_MESSAGES.duration })
    .int(GIF_MESSAGES.duration)
    .min(durationSeconds.min, GIF_MESSAGES.duration)
    .max(durationSeconds.max, GIF_MESSAGES.duration)
    .default(durationSeconds.default),
  frameRate: z
    .number({ error: GIF_MESSAGES.frameRate })
    .int(GIF_MESSAGES.frameRate)
    .min(frameRate.min, GIF_MESSAGES.frameRate)
    .max(frameRate.max, GIF_MESSAGES.frameRate)
    .default(frameRate.default),
});
export type GifSettings = z.infer<typeof gifSettingsSchema>;

/** Recording stops after duration x frame rate frames, one captured every 1000 / fps ms. */
export function recordingPlan(settings: GifSettings): { frames: number; intervalMs: number } {
  return {
    frames: settings.duration * settings.frameRate,
    intervalMs: Math.round(1000 / settings.frameRate),
  };
}
