import { GIFEncoder, applyPalette, quantize } from 'gifenc';

export type GifFrames = {
  /** RGBA pixels of each frame, width x height x 4 bytes. */
  frames: Uint8ClampedArray[];
  width: number;
  height: number;
  /** How long each frame shows: 1000 / frame rate. */
  delayMs: number;
};

/**
 * An animated GIF89a that loops forever: each frame quantized to its own 256-colour palette
 * (camera pictures change colour from frame to frame) and LZW-compressed by gifenc.
 */
export function encodeGif(
  { frames, width, height, delayMs }: GifFrames,
  onFrame: (done: number, total: number) => void = () => {},
): Uint8Array {
  const gif = GIFEncoder();
  frames.forEach((rgba, index) => {
    const palette = quantize(rgba, 256);
    const indexed = applyPalette(rgba, palette);
    gif.writeFrame(indexed, width, height, { palette, delay: delayMs, repeat: 0 });
    onFrame(index + 1, frames.length);
  });
  gif.finish();
  return gif.bytes();
}
