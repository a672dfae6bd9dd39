import { availableParallelism } from 'node:os';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stripJpegMetadata } from './jpeg-metadata';
import { makePrintCopy, NOT_AN_IMAGE_MESSAGE, PRINT_PIXELS, processPhoto } from './pipeline';

const picture = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#a05030' } });

describe('processPhoto', () => {
  it('makes upright WebP renditions of about 480 and 1600 px without metadata', async () => {
    const input = await picture()
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker' } })
      .withMetadata({ orientation: 8 })
      .toBuffer();
    const photo = await processPhoto(input);
    expect(photo.renditions.map((r) => [r.name, r.contentType, r.width, r.height])).toEqual([
      ['thumb', 'image/webp', 320, 480],
      ['large', 'image/webp', 600, 900],
    ]);
    for (const rendition of photo.renditions) {
      expect((await sharp(rendition.body).metadata()).exif).toBeUndefined();
    }
    expect(photo.original.contentType).toBe('image/jpeg');
    expect(photo.original.body.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect((await sharp(photo.original.body).metadata()).orientation).toBe(8);
  });

  it('keeps a PNG as PNG and a GIF as a picture', async () => {
    const png = await processPhoto(await picture().png().toBuffer());
    expect(png.original.contentType).toBe('image/png');
    const gif = await processPhoto(await picture().gif().toBuffer());
    expect(gif.renditions).toHaveLength(2);
  });

  it('keeps an animated GIF animated: the original as sent, animated WebP renditions', async () => {
    const frames = await Promise.all(
      ['#c02040', '#2040c0', '#20a040'].map((background) =>
        sharp({ create: { width: 640, height: 480, channels: 3, background } })
          .raw()
          .toBuffer(),
      ),
    );
    const gif = await sharp(Buffer.concat(frames), {
      raw: { width: 640, height: 480 * 3, channels: 3, pageHeight: 480 },
    })
      .gif({ delay: [100, 100, 100], loop: 0 })
      .toBuffer();
    const photo = await processPhoto(gif);
    expect(photo.original).toMatchObject({ contentType: 'image/gif', extension: 'gif' });
    expect(photo.original.body.equals(gif)).toBe(true);
    for (const rendition of photo.renditions) {
      const meta = await sharp(rendition.body, { animated: true }).metadata();
      expect(meta).toMatchObject({ format: 'webp', pages: 3, delay: [100, 100, 100] });
    }
    expect(photo.renditions.map((r) => [r.name, r.width, r.height])).toEqual([
      ['thumb', 480, 360],
      ['large', 640, 480],
    ]);
    // The book converts an animation's first frame itself.
    expect(await makePrintCopy(photo.original.body)).toBeNull();
  });

  it('makes a print copy only when no upload waits', async () => {
    const picture = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#406080' } })
        .jpeg()
        .toBuffer();
    const [large, small] = await Promise.all([picture(4000, 3000), picture(200, 150)]);
    const finished: string[] = [];
    const track = (name: string, work: Promise<unknown>) => work.then(() => finished.push(name));
    // Every place taken by long uploads; a print copy asked for, then two more uploads.
    const running = Array.from({ length: availableParallelism() }, (_, i) =>
      track(`upload ${i}`, processPhoto(large)),
    );
    const print = track('print copy', makePrintCopy(small));
    const later = [
      track('later upload 1', processPhoto(small)),
      track('later upload 2', processPhoto(small)),
    ];
    await Promise.all([...running, print, ...later]);
    // First come first served would have made the copy first: the uploads asked later go ahead.
    expect(finished.indexOf('print copy')).toBeGreaterThan(finished.indexOf('later upload 1'));
  });

  it('never enlarges a small original for its print copy, nor reads a broken one', async () => {
    const small = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#406080' },
    })
      .jpeg()
      .toBuffer();
    expect(await makePrintCopy(small)).toMatchObject({ width: 800, height: 600 });
    expect(await makePrintCopy(small.subarray(0, 200))).toBeNull();
  });

  it('turns a 12 MP photo into 1600 and 480 px renditions, sideways ones upright', async () => {
    const input = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: '#406080' },
    })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const photo = await processPhoto(input);
    expect(photo.renditions.map((r) => [r.name, r.width, r.height])).toEqual([
      ['thumb', 360, 480],
      ['large', 1200, 1600],
    ]);
    expect([photo.width, photo.height]).toEqual([1200, 1600]);
    // The book's print copy, made later from the kept original: an upright JPEG of PRINT_PIXELS
    // (a full page at 300 dpi) on its long side, as pdfkit embeds it.
    const copy = (await makePrintCopy(photo.original.body))!;
    const print = await sharp(copy.body).metadata();
    expect(print).toMatchObject({ format: 'jpeg', width: 2190, height: PRINT_PIXELS });
    expect(print.orientation ?? 1).toBe(1);
    expect([copy.width, copy.height]).toEqual([2190, PRINT_PIXELS]);
    for (const body of [photo.original.body, copy.body, ...photo.renditions.map((r) => r.body)]) {
      expect(body.includes(Buffer.from('GPS'))).toBe(false);
      expect(body.includes(Buffer.from('40/1'))).toBe(false);
    }
  });

  it('decodes an upload already on disk from its own file, as it would from a copy', async () => {
    const input = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: '#604020' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const dir = mkdtempSync(path.join(tmpdir(), 'pipeline-'));
    const file = path.join(dir, 'upload.jpg');
    writeFileSync(file, input);
    try {
      const [fromFile, fromBuffer] = [
        await processPhoto(input, { file }),
        await processPhoto(input),
      ];
      expect(fromFile.renditions.map((r) => [r.name, r.width, r.height])).toEqual([
        ['thumb', 360, 480],
        ['large', 1200, 1600],
      ]);
      fromFile.renditions.forEach((rendition, index) =>
        expect(rendition.body.equals(fromBuffer.renditions[index]!.body)).toBe(true),
      );
      expect(fromFile.original.body.equals(fromBuffer.original.body)).toBe(true);
      // The upload's file is the store's, not a temporary copy: it stays.
      expect(readFileSync(file).equals(input)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('decodes a 12 MP photo at half scale into renditions that match a full decode, upright', async () => {
    // Four coloured quadrants, stored sideways (orientation 6: shown turned 90° clockwise).
    const quadrant = (background: string) =>
      sharp({ create: { width: 2000, height: 1500, channels: 3, background } })
        .png()
        .toBuffer();
    const [red, green, blue, white] = await Promise.all(
      ['#e01010', '#10c010', '#1010e0', '#f0f0f0'].map(quadrant),
    );
    const input = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: '#000000' },
    })
      .composite([
        { input: red, left: 0, top: 0 },
        { input: green, left: 2000, top: 0 },
        { input: blue, left: 0, top: 1500 },
        { input: white, left: 2000, top: 1500 },
      ])
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const photo = await processPhoto(input);
    const pixelsOf = (body: Buffer) => sharp(body).raw().toBuffer({ resolveWithObject: true });
    const colourAt = (
      { data, info }: Awaited<ReturnType<typeof pixelsOf>>,
      fx: number,
      fy: number,
    ) => {
      const i = (Math.floor(fy * info.height) * info.width + Math.floor(fx * info.width)) * 3;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    };
    const near = (actual: number[], expected: number[]) =>
      actual.every((value, i) => Math.abs(value - expected[i]!) < 24);
    for (const rendition of photo.renditions) {
      const pixels = await pixelsOf(rendition.body);
      // Upright: the stored top-left (red) is shown top-right, the stored top-right bottom-right.
      expect(near(colourAt(pixels, 0.75, 0.25), [224, 16, 16])).toBe(true);
      expect(near(colourAt(pixels, 0.75, 0.75), [16, 192, 16])).toBe(true);
      expect(near(colourAt(pixels, 0.25, 0.25), [16, 16, 224])).toBe(true);
      expect(near(colourAt(pixels, 0.25, 0.75), [240, 240, 240])).toBe(true);
      // The same picture as from the full-size photo, to within the WebP encoding's error.
      const reference = await sharp(input)
        .rotate()
        .resize({ width: rendition.width, height: rendition.height, fit: 'fill' })
        .raw()
        .toBuffer();
      let difference = 0;
      for (let i = 0; i < reference.length; i += 1)
        difference += Math.abs(reference[i]! - pixels.data[i]!);
      expect(difference / reference.length).toBeLessThan(2);
    }
    expect(photo.renditions.map((r) => [r.name, r.width, r.height])).toEqual([
      ['thumb', 360, 480],
      ['large', 1200, 1600],
    ]);
    // The original keeps its full size.
    expect(await sharp(photo.original.body).metadata()).toMatchObject({
      width: 4000,
      height: 3000,
      orientation: 6,
    });
  });

  it('refuses a truncated 12 MP JPEG', async () => {
    const jpeg = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: '#406080' },
    })
      .jpeg()
      .toBuffer();
    await expect(processPhoto(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).rejects.toThrow(
      NOT_AN_IMAGE_MESSAGE,
    );
  });

  it('accepts a HEIF photo sharp can decode (AV1-coded)', async () => {
    const heif = await picture().heif({ compression: 'av1', quality: 60 }).toBuffer();
    const photo = await processPhoto(heif);
    expect(photo.original.contentType).toBe('image/jpeg');
    expect(photo.renditions[1]).toMatchObject({ width: 900, height: 600 });
  });

  it('refuses text, a truncated JPEG and an SVG', async () => {
    const jpeg = await picture().jpeg().toBuffer();
    for (const input of [
      Buffer.from('just some text named photo.jpg'),
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'),
    ]) {
      await expect(processPhoto(input)).rejects.toThrow(NOT_AN_IMAGE_MESSAGE);
    }
  });
});

describe('stripJpegMetadata', () => {
  it('drops EXIF (GPS included) and comments, keeps the picture bytes and the orientation', async () => {
    const input = await picture()
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    const stripped = stripJpegMetadata(input, 6)!;
    const meta = await sharp(stripped).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 900, height: 600, orientation: 6 });
    expect(stripped.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // The coded picture itself is untouched.
    const scan = (buffer: Buffer) => buffer.subarray(buffer.indexOf(Buffer.from([0xff, 0xda])));
    expect(scan(stripped).equals(scan(input))).toBe(true);
    expect(stripJpegMetadata(input, 1)!.includes(Buffer.from('Exif'))).toBe(false);
  });

  it('answers null for bytes that are not a JPEG', () => {
    expect(stripJpegMetadata(Buffer.from('not a jpeg'))).toBeNull();
  });
});
