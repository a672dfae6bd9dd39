import { describe, expect, it } from 'vitest';
import { gifSettingsSchema, recordingPlan } from '../../../protocol/gif';
import { readGif } from '../../test/gif-frames';
import { encodeGif } from './gif-encoding';

/** A frame whose colour changes with its number, so every frame differs. */
function frame(width: number, height: number, shade: number): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    rgba.set([shade, (pixel * 7) % 256, 255 - shade, 255], pixel * 4);
  }
  return rgba;
}

describe('encodeGif', () => {
  it('makes a looping GIF89a with one image per recorded frame, each shown 1 / fps', () => {
    const settings = gifSettingsSchema.parse({ duration: 2, frameRate: 5 });
    const plan = recordingPlan(settings);
    const frames = Array.from({ length: plan.frames }, (_, index) => frame(24, 32, index * 20));
    const progress: number[] = [];
    const gif = readGif(
      encodeGif({ frames, width: 24, height: 32, delayMs: plan.intervalMs }, (done) =>
        progress.push(done),
      ),
    );
    expect(gif).toMatchObject({ signature: 'GIF89a', width: 24, height: 32, frames: 10 });
    expect(gif.loops).toBe(true);
    expect(gif.delaysMs).toEqual(Array(10).fill(200));
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('records duration x frame rate frames at the limits', () => {
    expect(recordingPlan({ duration: 1, frameRate: 5 })).toEqual({ frames: 5, intervalMs: 200 });
    expect(recordingPlan({ duration: 5, frameRate: 15 })).toEqual({ frames: 75, intervalMs: 67 });
  });
});
