import sharp from 'sharp';
import { inTurn } from './photo-turns';
import { MAX_INPUT_PIXELS } from './refusals';
import { jpegLoadShrink, withScaledJpeg } from './scaled-jpeg';

/**
 * The long side of the print copy: the largest place the keepsake's book prints a photo, a page
 * of its own (about 7 by 9.7 inches inside the margins of A4 or Letter), at 300 dpi. The book's
 * tests check this still covers its largest box (server/features/keepsake/book/print-size.test.ts).
 */
export const PRINT_PIXELS = 2920;

/** An upright JPEG of at most PRINT_PIXELS a side, never served: the book embeds it as it is. */
export interface PrintCopy {
  body: Buffer;
  width: number;
  height: number;
}

/**
 * The print copy of a kept original (metadata already stripped; a JPEG's orientation flag
 * applied here), made apart from the upload, in the background: it needs the photo decoded at
 * nearly full scale where the renditions need only half, so making it in the upload would double
 * the CPU a guest waits for. Decoded at the smallest JPEG scale still covering PRINT_PIXELS, and
 * in turn with the uploads (one photo per core). Null for an animation (the book converts its
 * first frame) or bytes sharp cannot read.
 */
export function makePrintCopy(original: Buffer): Promise<PrintCopy | null> {
  return inTurn(async () => {
    try {
      const meta = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      if ((meta.pages ?? 1) > 1) return null;
      const shrink =
        meta.format === 'jpeg' && meta.width && meta.height
          ? jpegLoadShrink(meta.width, meta.height, PRINT_PIXELS)
          : 1;
      return await withScaledJpeg({ input: original }, shrink, async (source) => {
        const { data, info } = await sharp(source, {
          limitInputPixels: MAX_INPUT_PIXELS,
          failOn: 'error',
          sequentialRead: true,
        })
          .rotate()
          .resize({
            width: PRINT_PIXELS,
            height: PRINT_PIXELS,
            fit: 'inside',
            withoutEnlargement: true,
          })
          .jpeg({ quality: 85 })
          .toBuffer({ resolveWithObject: true });
        return { body: data, width: info.width, height: info.height };
      });
    } catch {
      return null;
    }
  }, true);
}
