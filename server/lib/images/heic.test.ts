import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { codeOf } from '../../../protocol/messages';
import { isHeic } from './heic';
import {
  HEIC_DAMAGED_MESSAGE,
  makePrintCopy,
  NotAnImageError,
  PIXELS_MESSAGE,
  processPhoto,
  type ProcessedPhoto,
} from './pipeline';

/** Made by fixtures/make-heic-fixtures.ts: landscape pictures with a red top-left block. */
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));

/** The colour at a fraction of a picture's width and height. */
async function colourAt(body: Buffer, fx: number, fy: number) {
  const { data, info } = await sharp(body)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const offset = (Math.floor(fy * info.height) * info.width + Math.floor(fx * info.width)) * 3;
  const [red, green, blue] = data.subarray(offset, offset + 3);
  return { red: red!, green: green!, blue: blue! };
}

const isRed = ({ red, green, blue }: { red: number; green: number; blue: number }) =>
  red > 200 && green < 60 && blue < 60;

/** Every picture the pipeline made: what is kept, what guests see, what the book prints. */
async function outputs(photo: ProcessedPhoto): Promise<Buffer[]> {
  const print = (await makePrintCopy(photo.original.body))!;
  return [photo.original.body, ...photo.renditions.map((r) => r.body), print.body];
}

async function refusal(input: Buffer): Promise<NotAnImageError> {
  const error = await processPhoto(input).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(NotAnImageError);
  return error as NotAnImageError;
}

describe('HEIC photos', () => {
  it('turns an 8-bit HEIC into the renditions, the print copy and a JPEG original', async () => {
    const photo = await processPhoto(fixture('gps.heic'));
    expect(photo.renditions.map((r) => [r.name, r.contentType, r.width, r.height])).toEqual([
      ['thumb', 'image/webp', 400, 300],
      ['large', 'image/webp', 400, 300],
    ]);
    expect([photo.width, photo.height, photo.animated]).toEqual([400, 300, false]);
    expect(await makePrintCopy(photo.original.body)).toMatchObject({ width: 400, height: 300 });
    expect(photo.original).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg' });
    expect(await sharp(photo.original.body).metadata()).toMatchObject({
      format: 'jpeg',
      width: 400,
      height: 300,
    });
    expect(isRed(await colourAt(photo.renditions[1]!.body, 0.1, 0.1))).toBe(true);
    expect(isRed(await colourAt(photo.renditions[1]!.body, 0.9, 0.9))).toBe(false);
  });

  it('drops the EXIF (camera and GPS location) the HEIC carried from every output', async () => {
    const input = fixture('gps.heic');
    // The fixture really carries them: heif-enc copied the JPEG's EXIF.
    expect(input.includes(Buffer.from('FixturePhone'))).toBe(true);
    const photo = await processPhoto(input);
    for (const body of await outputs(photo)) {
      const meta = await sharp(body).metadata();
      expect([meta.exif, meta.xmp, meta.iptc, meta.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(body.includes(Buffer.from('FixturePhone'))).toBe(false);
    }
  });

  it('decodes a 10-bit HEIC', async () => {
    const input = fixture('ten-bit.heic');
    // pixi: three channels of 10 bits each.
    const pixi = input.indexOf('pixi');
    expect([...input.subarray(pixi + 8, pixi + 12)]).toEqual([3, 10, 10, 10]);
    const photo = await processPhoto(input);
    expect(photo.renditions[1]).toMatchObject({ width: 256, height: 192 });
    expect(isRed(await colourAt(photo.renditions[1]!.body, 0.1, 0.1))).toBe(true);
    const { red, green, blue } = await colourAt(photo.renditions[1]!.body, 0.6, 0.6);
    expect(red).toBeGreaterThan(90);
    expect(blue).toBeGreaterThan(green);
  });

  it('turns a photo upright by its irot transform', async () => {
    // Coded landscape (400 × 300, red block top-left), turned a quarter clockwise by irot.
    const photo = await processPhoto(fixture('rotated.heic'));
    expect(photo.renditions[1]).toMatchObject({ width: 300, height: 400 });
    expect(await makePrintCopy(photo.original.body)).toMatchObject({ width: 300, height: 400 });
    const large = photo.renditions[1]!.body;
    expect(isRed(await colourAt(large, 0.9, 0.1))).toBe(true);
    expect(isRed(await colourAt(large, 0.1, 0.1))).toBe(false);
    expect(await sharp(photo.original.body).metadata()).toMatchObject({ width: 300, height: 400 });
  });

  it('uses the primary image of a burst, not the first one', async () => {
    // Three images: 320 × 240 red-brown first, 160 × 200 green second and primary, 200 × 120 blue.
    const photo = await processPhoto(fixture('burst.heic'));
    expect(photo.renditions[1]).toMatchObject({ width: 160, height: 200 });
    const { red, green, blue } = await colourAt(photo.renditions[1]!.body, 0.7, 0.7);
    expect(green).toBeGreaterThan(red + 100);
    expect(green).toBeGreaterThan(blue + 100);
  });

  it('refuses a truncated or damaged HEIC with its own code', async () => {
    const heic = fixture('gps.heic');
    const mdat = heic.indexOf('mdat');
    for (const damaged of [
      heic.subarray(0, mdat + 100),
      heic.subarray(0, 40),
      Buffer.concat([heic.subarray(0, 40), Buffer.alloc(4000, 0x2a)]),
    ]) {
      const error = await refusal(damaged);
      expect([error.message, error.reason]).toEqual([HEIC_DAMAGED_MESSAGE, 'damaged-heic']);
    }
    expect(codeOf(HEIC_DAMAGED_MESSAGE)).toEqual({ code: 'image.heicDamaged' });
  });

  it('refuses a HEIC claiming over 60 megapixels before decoding it', async () => {
    const huge = Buffer.from(fixture('gps.heic'));
    // ispe: size, type, version and flags, then width and height.
    const ispe = huge.indexOf('ispe');
    huge.writeUInt32BE(10_000, ispe + 8);
    huge.writeUInt32BE(8_000, ispe + 12);
    const error = await refusal(huge);
    expect([error.message, error.reason]).toEqual([PIXELS_MESSAGE, 'too-large']);
  });

  it('decodes several HEIC sent at once, each its own picture', async () => {
    const photos = await Promise.all(
      ['gps.heic', 'rotated.heic', 'burst.heic', 'ten-bit.heic'].map((name) =>
        processPhoto(fixture(name)),
      ),
    );
    expect(photos.map((photo) => [photo.width, photo.height])).toEqual([
      [400, 300],
      [300, 400],
      [160, 200],
      [256, 192],
    ]);
  });
});

describe('isHeic', () => {
  it('knows HEIC by its ftyp brands, whatever it is called, and leaves AVIF to sharp', async () => {
    const ftyp = (major: string, ...compatible: string[]) => {
      const box = Buffer.alloc(16 + 4 * compatible.length + 8);
      box.writeUInt32BE(16 + 4 * compatible.length, 0);
      box.write(`ftyp${major}`, 4, 'latin1');
      compatible.forEach((brand, index) => box.write(brand, 16 + 4 * index, 'latin1'));
      return box;
    };
    for (const major of ['heic', 'heix', 'hevc', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']) {
      expect(isHeic(ftyp(major)), major).toBe(true);
    }
    expect(isHeic(ftyp('mif1', 'miaf', 'heic'))).toBe(true);
    expect(isHeic(ftyp('avif', 'mif1', 'miaf'))).toBe(false);
    expect(isHeic(ftyp('mif1', 'avif', 'miaf'))).toBe(false);
    expect(isHeic(fixture('burst.heic'))).toBe(true);
    const avif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#08f' } })
      .heif({ compression: 'av1', quality: 50 })
      .toBuffer();
    expect(isHeic(avif)).toBe(false);
    expect(isHeic(await sharp(avif).jpeg().toBuffer())).toBe(false);
    expect(isHeic(Buffer.from('ftypheic, but as text'))).toBe(false);
  });
});
