import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type JpegShrink = 1 | 2 | 4 | 8;

/**
 * The scale libjpeg should decode a JPEG at (1/2, 1/4 or 1/8 of each side, for about that share
 * of the decoding CPU) so that its long side stays at least `target` px. The rest of the reduction
 * is kept under 2× so sharp never tries its own shrink-on-load on top (it would reopen the file by
 * a name with the scale in it and fail); 1 when no scale fits, e.g. a JPEG under twice the target.
 */
export function jpegLoadShrink(width: number, height: number, target: number): JpegShrink {
  const longSide = Math.max(width, height);
  for (const shrink of [8, 4, 2] as const) {
    const rest = longSide / shrink / target;
    if (rest >= 1 && rest < 2) return shrink;
  }
  return 1;
}

/**
 * Runs `work` on what sharp should open to decode `input` at 1/shrink scale. sharp decodes a
 * buffer only at full scale unless the reduction is at least 3× (a 12 MP photo going to 1600 px is
 * 2.5×), and has no option to ask for less; libvips takes the scale in a file's name
 * (`photo.jpg[shrink=2]`), so the JPEG is written to a private temporary file for the duration.
 * If that file cannot be written, the buffer is decoded at full scale: the same renditions, slower.
 * When the same bytes already are a file (an upload on the local-disk store), that file is opened.
 */
export async function withScaledJpeg<T>(
  { input, file: existing = null }: { input: Buffer; file?: string | null },
  shrink: JpegShrink,
  work: (source: Buffer | string) => Promise<T>,
): Promise<T> {
  if (shrink === 1) return work(input);
  if (existing) return work(`${existing}[shrink=${shrink}]`);
  const file = path.join(tmpdir(), `photo-${randomUUID()}.jpg`);
  try {
    await writeFile(file, input, { flag: 'wx', mode: 0o600 });
  } catch {
    await rm(file, { force: true }).catch(() => undefined);
    return work(input);
  }
  try {
    return await work(`${file}[shrink=${shrink}]`);
  } finally {
    await rm(file, { force: true }).catch(() => undefined);
  }
}
