import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hasGpsIfd } from '../../features/gallery/test-support';
import { stripJpegMetadata } from './jpeg-metadata';
import { processPhoto } from './pipeline';

const GPS_EXIF = {
  IFD0: { Make: 'SecondaryMaker', Model: 'Depth Camera' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '38/1 59/1 1290/100',
    GPSLongitudeRef: 'W',
    GPSLongitude: '76/1 56/1 3336/100',
  },
};

/** An APP2 segment holding `payload` after its identifier. */
function app2(identifier: string, payload: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(identifier, 'latin1'), payload]);
  const header = Buffer.from([0xff, 0xe2, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/**
 * A phone's multi-picture JPEG (a portrait photo with its depth map, or a motion photo): the main
 * picture with a P3 colour profile and an MPF index in APP2, then, after its end-of-image marker,
 * a second complete JPEG with its own EXIF (GPS, camera) and a trailer of other bytes.
 */
async function multiPictureJpeg(): Promise<Buffer> {
  const main = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#c08040' },
  })
    .jpeg({ quality: 80 })
    .withIccProfile('p3')
    .toBuffer();
  const secondary = await sharp({
    create: { width: 160, height: 120, channels: 3, background: '#204080' },
  })
    .jpeg()
    .withExif(GPS_EXIF)
    .toBuffer();
  // The MPF index: a TIFF-style header naming the second picture's offset (contents are opaque).
  const mpf = app2('MPF\0', Buffer.from('MM\0\x2a\0\0\0\x08\xb0\x00SecondaryOffset', 'latin1'));
  // After SOI and the first segment (APP0 JFIF or the ICC APP2), as cameras write it.
  const firstLength = main.readUInt16BE(4);
  const cut = 2 + 2 + firstLength;
  const trailer = Buffer.from('MotionPhoto_Data trailer with a video stream', 'latin1');
  return Buffer.concat([main.subarray(0, cut), mpf, main.subarray(cut), secondary, trailer]);
}

describe('stripJpegMetadata', () => {
  it('keeps the first picture only: no multi-picture index, no secondary image, no trailer', async () => {
    const input = await multiPictureJpeg();
    // The test picture really carries what a phone sends.
    expect(input.includes(Buffer.from('MPF\0', 'latin1'))).toBe(true);
    expect(input.includes(Buffer.from('SecondaryMaker'))).toBe(true);

    const stripped = stripJpegMetadata(input)!;
    expect(stripped).not.toBeNull();
    expect(stripped.includes(Buffer.from('MPF\0', 'latin1'))).toBe(false);
    expect(stripped.includes(Buffer.from('SecondaryMaker'))).toBe(false);
    expect(stripped.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
    expect(stripped.includes(Buffer.from('MotionPhoto_Data'))).toBe(false);
    // Exactly one picture: it ends at its own end-of-image marker.
    expect(stripped.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(stripped.indexOf(Buffer.from([0xff, 0xd8]), 2)).toBe(-1);

    const meta = await sharp(stripped).metadata();
    expect([meta.width, meta.height]).toEqual([640, 480]);
    expect(meta.exif).toBeUndefined();
    // The colour profile stays: without it a P3 photo shows washed out.
    expect(meta.icc).toBeDefined();
    expect(stripped.includes(Buffer.from('ICC_PROFILE\0', 'latin1'))).toBe(true);
  });

  it('gives the pipeline a kept original and renditions free of the secondary image metadata', async () => {
    const photo = await processPhoto(await multiPictureJpeg());
    expect(photo.original.contentType).toBe('image/jpeg');
    for (const body of [photo.original.body, ...photo.renditions.map((r) => r.body)]) {
      expect(body.includes(Buffer.from('SecondaryMaker'))).toBe(false);
      expect(body.includes(Buffer.from('MPF\0', 'latin1'))).toBe(false);
      expect(body.includes(Buffer.from('MotionPhoto_Data'))).toBe(false);
      expect(hasGpsIfd((await sharp(body).metadata()).exif)).toBe(false);
    }
    expect((await sharp(photo.original.body).metadata()).icc).toBeDefined();
  });

  it('keeps a progressive JPEG whole: every scan up to its end-of-image marker', async () => {
    const input = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#5080c0' },
    })
      .jpeg({ progressive: true })
      .toBuffer();
    const stripped = stripJpegMetadata(Buffer.concat([input, Buffer.from('trailing junk')]))!;
    expect(stripped).toEqual(input);
  });
});
