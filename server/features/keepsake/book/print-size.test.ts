import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PRINT_PIXELS } from '../../../lib/images/pipeline';
import { keepsakeFixture } from '../keepsake-fixture';
import { bookStream, type LoadImage } from './book';
import { pixelsFor } from './pen';
import { photoBoxes } from './photo-pages';
import { MARGIN, Sheet } from './sheet';
import { pdfImages } from './test-pdf';

/** The box of a photo with a page of its own, as the gallery's pages lay it out. */
function fullPageBox(paper: 'A4' | 'LETTER', bleed: boolean) {
  const sheet = new Sheet(paper, bleed);
  return photoBoxes('full', sheet.width - 2 * MARGIN, MARGIN + 20, sheet.height - MARGIN)[0]!;
}

describe('the print copy’s size', () => {
  it('covers the largest place the book prints a photo, at 300 dpi, on A4 and Letter', () => {
    const needed = (['A4', 'LETTER'] as const).flatMap((paper) =>
      [false, true].map((bleed) => {
        const box = fullPageBox(paper, bleed);
        return pixelsFor(box.width, box.height);
      }),
    );
    expect(Math.max(...needed)).toBeLessThanOrEqual(PRINT_PIXELS);
    // And no larger than that place needs: every upload's copy is made at this size.
    expect(PRINT_PIXELS).toBeLessThan(Math.max(...needed) * 1.05);
  });

  it('prints a photo with a page of its own at 300 dpi or more from its print copy', async () => {
    const data = keepsakeFixture();
    // One landscape photo in the gallery: a page of its own.
    data.photos = data.photos.filter((photo) => photo.photo?.path).slice(0, 1);
    const only = data.photos[0]!;
    only.photo = { ...only.photo!, width: PRINT_PIXELS, height: 2190 };
    only.video = null;
    const copy = await sharp({
      create: { width: PRINT_PIXELS, height: 2190, channels: 3, background: '#b46e82' },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    const loadImage: LoadImage = async (path) => (path === only.photo!.path ? copy : null);
    const pdf = await buffer(bookStream(data, { paper: 'A4' }, loadImage, () => {}));
    const printed = (await pdfImages(pdf)).find((image) => image.width === PRINT_PIXELS);
    expect(printed, 'the print copy embedded as it is').toMatchObject({ height: 2190 });
    expect(printed!.xPpi).toBeGreaterThanOrEqual(300);
    expect(printed!.yPpi).toBeGreaterThanOrEqual(300);
  });
});
