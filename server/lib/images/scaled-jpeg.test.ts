import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegLoadShrink, withScaledJpeg } from './scaled-jpeg';

describe('jpegLoadShrink', () => {
  it('picks the smallest decode that still covers the target, leaving sharp under 2× to reduce', () => {
    expect(jpegLoadShrink(4000, 3000, 1600)).toBe(2);
    expect(jpegLoadShrink(3000, 4000, 1600)).toBe(2);
    expect(jpegLoadShrink(3200, 2400, 1600)).toBe(2);
    expect(jpegLoadShrink(3199, 2400, 1600)).toBe(1);
    expect(jpegLoadShrink(6400, 4800, 1600)).toBe(4);
    expect(jpegLoadShrink(8000, 6000, 1600)).toBe(4);
    expect(jpegLoadShrink(12800, 4000, 1600)).toBe(8);
    expect(jpegLoadShrink(900, 600, 1600)).toBe(1);
    // A panorama too wide for 1/8 to leave under 2×: sharp's own shrink-on-load takes it.
    expect(jpegLoadShrink(30000, 2000, 1600)).toBe(1);
  });
});

describe('withScaledJpeg', () => {
  const jpeg = () =>
    sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();

  it('hands sharp a private file named with the scale, removed afterwards', async () => {
    const input = await jpeg();
    let file = '';
    const size = await withScaledJpeg({ input }, 2, async (source) => {
      expect(typeof source).toBe('string');
      file = (source as string).replace(/\[shrink=2\]$/, '');
      expect(readFileSync(file).equals(input)).toBe(true);
      return sharp(source).metadata();
    });
    expect([size.width, size.height]).toEqual([400, 300]);
    expect(existsSync(file)).toBe(false);
  });

  it('removes the file when the work fails', async () => {
    let file = '';
    const failing = withScaledJpeg({ input: await jpeg() }, 4, (source) => {
      file = (source as string).replace(/\[shrink=4\]$/, '');
      return Promise.reject(new Error('broken'));
    });
    await expect(failing).rejects.toThrow('broken');
    expect(file).not.toBe('');
    expect(existsSync(file)).toBe(false);
  });

  it('passes the buffer itself when no scale is asked', async () => {
    const input = await jpeg();
    await withScaledJpeg({ input }, 1, async (source) => expect(source).toBe(input));
  });

  it('opens a file that already holds the bytes, and leaves it where it is', async () => {
    const input = await jpeg();
    const dir = mkdtempSync(path.join(tmpdir(), 'scaled-jpeg-'));
    const upload = path.join(dir, 'upload.jpg');
    writeFileSync(upload, input);
    try {
      const size = await withScaledJpeg({ input, file: upload }, 2, async (source) => {
        expect(source).toBe(`${upload}[shrink=2]`);
        return sharp(source).metadata();
      });
      expect([size.width, size.height]).toEqual([400, 300]);
      expect(readFileSync(upload).equals(input)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
