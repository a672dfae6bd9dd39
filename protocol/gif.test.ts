import { describe, expect, it } from 'vitest';
import { GIF_MESSAGES, gifSettingsSchema, recordingPlan } from './gif';

describe('GIF settings', () => {
  it('records 3 s at 10 fps by default: 30 frames, one every 100 ms', () => {
    const settings = gifSettingsSchema.parse({});
    expect(settings).toEqual({ duration: 3, frameRate: 10 });
    expect(recordingPlan(settings)).toEqual({ frames: 30, intervalMs: 100 });
  });

  it('keeps duration within 1 to 5 s and frame rate within 5 to 15 fps', () => {
    expect(gifSettingsSchema.safeParse({ duration: 1, frameRate: 5 }).success).toBe(true);
    expect(gifSettingsSchema.safeParse({ duration: 5, frameRate: 15 }).success).toBe(true);
    expect(gifSettingsSchema.safeParse({ duration: 6 }).error?.issues[0].message).toBe(
      GIF_MESSAGES.duration,
    );
    expect(gifSettingsSchema.safeParse({ frameRate: 4 }).error?.issues[0].message).toBe(
      GIF_MESSAGES.frameRate,
    );
  });

  it('asks for frames before creating', () => {
    expect(GIF_MESSAGES.noFrames).toEqual({
      title: 'No Frames',
      description: 'Please record some frames first!',
    });
  });
});
