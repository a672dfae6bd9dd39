import sharp from 'sharp';
import { PRINT_PIXELS } from '../../../lib/images/pipeline';

const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

export interface PdfPicture {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * A picture pdfkit can embed, at most `maxSide` pixels on its long side: JPEG and PNG that small
 * as they are, and so a photo's print copy (PRINT_PIXELS) even where it prints smaller, since
 * converting it again would cost more CPU than its bytes; anything else (the WebP renditions, a GIF's first frame, a large photo shown small
 * among text) re-encoded as JPEG, so the book is not a gigabyte of pixels nobody prints. Null
 * when the bytes are not a picture sharp can read, so one broken file prints as "photo missing"
 * instead of failing the book.
 */
export async function pdfImage(bytes: Buffer, maxSide: number): Promise<PdfPicture | null> {
  try {
    if (bytes.subarray(0, 3).equals(JPEG) || bytes.subarray(0, 4).equals(PNG)) {
      const meta = await sharp(bytes).metadata();
      if (
        meta.width &&
        meta.height &&
        (meta.orientation ?? 1) === 1 &&
        Math.max(meta.width, meta.height) <= Math.max(maxSide, PRINT_PIXELS)
      ) {
        return { data: bytes, width: meta.width, height: meta.height };
      }
    }
    // rotate() applies an EXIF orientation, so the printed photo stands as the guest saw it.
    const { data, info } = await sharp(bytes, { animated: false })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
