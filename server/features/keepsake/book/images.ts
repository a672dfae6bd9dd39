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

export type LoadImage = (path: string) => Promise<Buffer | null>;

/**
 * The book's pictures, each loaded only when its page comes near and made ready for pdfkit on
 * sharp's own threads while pdfkit and the ZIP work: a gallery page's photos are prepared a page
 * ahead, so at most four wait, whatever the gallery's size.
 */
export class BookPictures {
  /** Pictures being prepared ahead of their page, by path. */
  private readonly ahead = new Map<string, Promise<PdfPicture | null>>();

  constructor(private readonly loadImage: LoadImage) {}

  prepareAhead(paths: readonly (string | null | undefined)[], maxSide: number): void {
    for (const path of paths) {
      if (path && !this.ahead.has(path)) this.ahead.set(path, this.prepare(path, maxSide));
    }
  }

  /** A picture ready to embed: prepared ahead for the gallery, now for a photo among text. */
  take(path: string | null | undefined, maxSide: number): Promise<PdfPicture | null> {
    if (!path) return Promise.resolve(null);
    const ready = this.ahead.get(path);
    this.ahead.delete(path);
    return ready ?? this.prepare(path, maxSide);
  }

  private async prepare(path: string, maxSide: number): Promise<PdfPicture | null> {
    const bytes = await this.loadImage(path).catch(() => null);
    return bytes ? pdfImage(bytes, maxSide) : null;
  }
}
