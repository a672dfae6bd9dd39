import sharp, { type Sharp } from 'sharp';
import { decodeHeic, isHeic, type DecodedPixels } from './heic';
import { stripJpegMetadata } from './jpeg-metadata';
import {
  MAX_INPUT_PIXELS,
  NOT_AN_IMAGE_MESSAGE,
  NotAnImageError,
  PIXELS_MESSAGE,
} from './refusals';
import { inTurn } from './photo-turns';
import { jpegLoadShrink, withScaledJpeg } from './scaled-jpeg';

/** Widths of the two renditions guests see: grid thumbnails and the lightbox / wall. */
export const RENDITION_WIDTHS = { thumb: 480, large: 1600 } as const;
export type RenditionName = keyof typeof RENDITION_WIDTHS;

/**
 * Formats sharp decodes here that a guest's camera or phone produces. 'heif' is what sharp calls
 * AV1-coded HEIF (AVIF); HEVC-coded HEIC never reaches sharp (see heic.ts).
 */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'heif', 'avif']);

export { makePrintCopy, PRINT_PIXELS, type PrintCopy } from './print-copy';
export {
  HEIC_DAMAGED_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
  NotAnImageError,
  PIXELS_MESSAGE,
} from './refusals';

export interface Rendition {
  name: RenditionName;
  body: Buffer;
  contentType: string;
  width: number;
  height: number;
}

export interface ProcessedPhoto {
  /**
   * The picture as uploaded without its metadata (EXIF, GPS, XMP): what is kept. A JPEG keeps its
   * bytes and only its orientation flag; other formats are re-encoded upright.
   */
  original: { body: Buffer; contentType: string; extension: string };
  renditions: Rendition[];
  /** Of the large rendition (upright): what the gallery's url shows. */
  width: number;
  height: number;
  /** An animated GIF: its renditions are animated WebP and its original the GIF as sent. */
  animated: boolean;
}

async function readable(input: Buffer) {
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    const text = String((error as Error).message);
    if (/pixel limit/i.test(text)) throw new NotAnImageError(PIXELS_MESSAGE, 'too-large');
    throw new NotAnImageError(NOT_AN_IMAGE_MESSAGE, 'not-image');
  }
}

/**
 * One pass of sharp over an uploaded file: checks it is a real picture (decoding it, not trusting
 * its name or type), turns it upright by its EXIF orientation, drops every metadata block (GPS
 * included), and makes the WebP renditions. Throws NotAnImageError for anything else.
 */
export function processPhoto(
  input: Buffer | (() => Promise<Buffer>),
  options: {
    /** The same bytes as a file on this machine, which sharp can decode at a reduced scale. */
    file?: string | null;
  } = {},
): Promise<ProcessedPhoto> {
  // A loader reads the file only once its turn has come: waiting uploads hold no bytes.
  return inTurn(async () =>
    processNow(typeof input === 'function' ? await input() : input, options.file ?? null),
  );
}

async function processNow(input: Buffer, file: string | null): Promise<ProcessedPhoto> {
  // By content, not by name or declared type: a phone's HEIC may come as .jpg or octet-stream.
  if (isHeic(input)) return processPixels(await decodeHeic(input));
  const meta = await readable(input);
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) {
    throw new NotAnImageError(NOT_AN_IMAGE_MESSAGE, 'not-image');
  }
  const animated = (meta.pages ?? 1) > 1 && meta.format === 'gif';
  const open = (source: Buffer | string) =>
    // failOn 'error' refuses truncated or corrupt files instead of showing half a photo.
    sharp(source, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
      animated,
      // Read top to bottom once: libvips need not keep the whole decoded picture around.
      sequentialRead: true,
    }).rotate();
  const base = open(input);
  // The renditions need no more than the large one's pixels: a phone's JPEG is decoded at the
  // smallest scale that still covers them (a 12 MP photo at half scale, 2000 px).
  const shrink =
    meta.format === 'jpeg' && meta.width && meta.height
      ? jpegLoadShrink(meta.width, meta.height, RENDITION_WIDTHS.large)
      : 1;

  try {
    const [original, renditions] = await Promise.all([
      keepOriginal(base.clone(), meta.format, input, animated, meta.orientation),
      animated
        ? Promise.all(
            (Object.keys(RENDITION_WIDTHS) as RenditionName[]).map((name) =>
              encodeRendition(base.clone(), name),
            ),
          )
        : withScaledJpeg({ input, file }, shrink, (source) =>
            renditionsFromOneDecode(open(source)),
          ),
    ]);
    const large = renditions.find((rendition) => rendition.name === 'large')!;
    return { original, renditions, width: large.width, height: large.height, animated };
  } catch (error) {
    if (error instanceof NotAnImageError) throw error;
    throw new NotAnImageError(NOT_AN_IMAGE_MESSAGE, 'not-image');
  }
}

/**
 * A photo decoded elsewhere (HEIC), upright and without metadata already: the same renditions and
 * print copy as any photo, and a JPEG as its original (what a phone's 'Most Compatible' would
 * have sent), since raw pixels carry nothing to strip.
 */
async function processPixels(decoded: DecodedPixels): Promise<ProcessedPhoto> {
  const { data, width, height, channels } = decoded;
  const pixels = () => sharp(data, { raw: { width, height, channels } });
  const [original, renditions] = await Promise.all([
    pixels().jpeg({ quality: 90 }).toBuffer(),
    renditionsFromOneDecode(pixels()),
  ]);
  const large = renditions.find((rendition) => rendition.name === 'large')!;
  return {
    original: { body: original, contentType: 'image/jpeg', extension: 'jpg' },
    renditions,
    width: large.width,
    height: large.height,
    animated: false,
  };
}

/**
 * The file is decoded once, straight to the large size; the thumbnail is made from those pixels
 * rather than from a second decode, which even at 1/8 scale costs more than reducing these.
 */
async function renditionsFromOneDecode(pipeline: Sharp): Promise<Rendition[]> {
  const large = RENDITION_WIDTHS.large;
  const { data, info } = await pipeline
    .resize({
      width: large,
      height: large,
      fit: 'inside',
      withoutEnlargement: true,
      // The reduction's filter widens with the factor (so it still averages every pixel, no
      // aliasing); linear instead of lanczos3 saves a quarter of the photo's CPU, and at 1600 px
      // on a phone or a projector the difference does not show.
      kernel: 'linear',
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  return Promise.all([encodeRendition(pixels(), 'thumb'), encodeWithoutResize(pixels())]);
}

/** The large rendition from pixels already at its size. */
async function encodeWithoutResize(pipeline: Sharp): Promise<Rendition> {
  const { data, info } = await pipeline
    .webp(WEBP_OPTIONS.large)
    .toBuffer({ resolveWithObject: true });
  return {
    name: 'large',
    body: data,
    contentType: 'image/webp',
    width: info.width,
    height: info.height,
  };
}

/** Effort 0 on the large one: 40% less CPU for a slightly larger file. */
const WEBP_OPTIONS = {
  thumb: { quality: 72, effort: 2 },
  large: { quality: 80, effort: 0 },
} as const;

async function encodeRendition(pipeline: Sharp, name: RenditionName): Promise<Rendition> {
  const width = RENDITION_WIDTHS[name];
  const { data, info } = await pipeline
    .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
    // An animated GIF stays animated: WebP keeps every frame and its timing.
    .webp(WEBP_OPTIONS[name])
    .toBuffer({ resolveWithObject: true });
  // An animation's frames are stacked: its picture is one frame high.
  const height = info.pageHeight ?? info.height;
  return { name, body: data, contentType: 'image/webp', width: info.width, height };
}

async function keepOriginal(
  pipeline: Sharp,
  format: string,
  input: Buffer,
  animated: boolean,
  orientation: number | undefined,
): Promise<ProcessedPhoto['original']> {
  // Phones' JPEGs keep their full quality: metadata is cut out without re-encoding (about 150 ms
  // of CPU saved per 12 MP photo); the renditions guests see are turned upright by sharp.
  if (format === 'jpeg') {
    const stripped = stripJpegMetadata(input, orientation);
    if (stripped) return { body: stripped, contentType: 'image/jpeg', extension: 'jpg' };
  }
  // A GIF carries no EXIF; re-encoding an animation would only lose quality.
  if (format === 'gif') {
    if (animated) return { body: input, contentType: 'image/gif', extension: 'gif' };
    return { body: await pipeline.png().toBuffer(), contentType: 'image/png', extension: 'png' };
  }
  if (format === 'png') {
    return { body: await pipeline.png().toBuffer(), contentType: 'image/png', extension: 'png' };
  }
  if (format === 'webp') {
    return {
      body: await pipeline.webp({ quality: 90 }).toBuffer(),
      contentType: 'image/webp',
      extension: 'webp',
    };
  }
  return {
    body: await pipeline.jpeg({ quality: 90 }).toBuffer(),
    contentType: 'image/jpeg',
    extension: 'jpg',
  };
}
