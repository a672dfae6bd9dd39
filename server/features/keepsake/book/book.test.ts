import { buffer } from 'node:stream/consumers';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { KeepsakeData } from '../../../../protocol/keepsake';
import { fixtureImage, keepsakeFixture, mediaOf } from '../keepsake-fixture';
import { bookStream, type LoadImage } from './book';
import { bookLayout } from './layout';
import { readPdf } from './test-pdf';

describe('the keepsake book', () => {
  const data = keepsakeFixture();
  let media: Map<string, Buffer>;
  /** Loads the fixture's media, counting the loads under way at once. */
  let inFlight = 0;
  let mostInFlight = 0;
  const loadImage: LoadImage = async (path) => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((resolve) => setImmediate(resolve));
    inFlight -= 1;
    return media.get(path) ?? null;
  };
  let a4: Awaited<ReturnType<typeof readPdf>>;
  let letter: Awaited<ReturnType<typeof readPdf>>;

  beforeAll(async () => {
    media = new Map(
      await Promise.all(
        mediaOf(data).map(async (file) => [file.path, await fixtureImage(file)] as const),
      ),
    );
    a4 = await readPdf(await buffer(bookStream(data, { paper: 'A4' }, loadImage)));
    letter = await readPdf(await buffer(bookStream(data, { paper: 'LETTER' }, loadImage)));
  });

  it('has the front matter, then the gallery laid out by shapes', () => {
    const layout = bookLayout(data);
    expect(layout.sections).toEqual([
      'cover',
      'story',
      'venues',
      'timeline',
      'moments',
      'guestbook',
      'podium',
    ]);
    // p1 landscape then p2 portrait: one each on a page; p3 and p4 landscape, one above the other.
    expect(layout.gallery.map((page) => page.kind)).toEqual(['full', 'full', 'stacked', 'full']);
    // Each section starts a page; the timeline's and the moments' cards fill two each here.
    expect(a4.pages).toBeGreaterThanOrEqual(layout.sections.length + layout.gallery.length);
    expect(letter.pages).toBeGreaterThanOrEqual(layout.sections.length + layout.gallery.length);
  });

  it('prints captions, Spanish names and the missing photo note', () => {
    for (const text of [a4.text, letter.text]) {
      expect(text).toContain('María José & Íñigo');
      expect(text).toContain('Caption 1 ñandú');
      expect(text).toContain('Photo by Begoña Muñoz');
      expect(text).toContain('¡Qué día!');
      expect(text).toContain('Con todo nuestro cariño');
      expect(text).toContain('This photo was missing when the keepsake was made.');
      expect(text).not.toContain('null');
    }
    // The photo without an author (p4) has its caption and no "Photo by".
    expect(a4.text).toMatch(/Caption 4 ñandú(?! — Photo by)/);
  });

  it('marks each video with its length in the book’s language', async () => {
    for (const text of [a4.text, letter.text]) {
      expect(text).toContain('Video · 0:42'); // the moment
      expect(text).toContain('Video · 2:05'); // the gallery's, before its caption
      expect(text).toContain('Video · 0:07'); // the timeline message
      expect(text).toContain('Video · 0:03'); // the guest book's (its MP4 missing: its poster still prints)
    }
    const spanish = keepsakeFixture({ languages: ['es'] });
    const es = await readPdf(await buffer(bookStream(spanish, { paper: 'A4' }, loadImage)));
    expect(es.text).toContain('Vídeo · 0:42');
    expect(es.text).not.toContain('Video ·');
  });

  it('prints the play mark over a video’s poster frame, not over a photo', async () => {
    // The gallery's page of p3 above and p4 below, both the fixture's flat colour; the mark's
    // white triangle sits at the centre of the video's frame only.
    const layout = bookLayout(data);
    const stacked = layout.gallery.findIndex((page) => page.photos[0]?.id === 'p3');
    const page = a4.pages - layout.gallery.length + stacked + 1;
    const parser = new PDFParse({
      data: new Uint8Array(await buffer(bookStream(data, { paper: 'A4' }, loadImage))),
    });
    const shot = await parser.getScreenshot({ partial: [page], scale: 1, imageDataUrl: false });
    await parser.destroy();
    const { data: pixels, info } = await sharp(Buffer.from(shot.pages[0]!.data))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => {
      const i = (y * info.width + x) * 3;
      return [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
    };
    const isFixture = ([r, g, b]: number[]) =>
      Math.abs(r! - 180) < 16 && Math.abs(g! - 110) < 16 && Math.abs(b! - 130) < 16;
    /** The centre of the fixture-coloured picture within rows [from, to). */
    const centreOfPicture = (from: number, to: number) => {
      let [left, right, top, bottom] = [info.width, -1, to, -1];
      for (let y = from; y < to; y += 1)
        for (let x = 0; x < info.width; x += 1)
          if (isFixture(at(x, y))) {
            left = Math.min(left, x);
            right = Math.max(right, x);
            top = Math.min(top, y);
            bottom = Math.max(bottom, y);
          }
      expect(right, 'a picture in this half').toBeGreaterThan(left);
      return at(Math.round((left + right) / 2), Math.round((top + bottom) / 2));
    };
    const half = Math.floor(info.height / 2);
    const [r, g, b] = centreOfPicture(0, half);
    expect(Math.min(r!, g!, b!)).toBeGreaterThan(235);
    expect(isFixture(centreOfPicture(half, info.height))).toBe(true);
  });

  it('uses the paper asked for', () => {
    const round = (sizes: number[][]) => sizes.map(([w, h]) => [Math.round(w!), Math.round(h!)]);
    expect(new Set(round(a4.sizes).map(String))).toEqual(new Set(['595,842']));
    expect(new Set(round(letter.sizes).map(String))).toEqual(new Set(['612,792']));
  });

  it('converts at most two gallery pages of photos at once', () => {
    expect(mostInFlight).toBeGreaterThan(1);
    expect(mostInFlight).toBeLessThanOrEqual(8);
  });

  it('prints an unreadable or absent file as missing instead of failing', async () => {
    const broken = await readPdf(
      await buffer(
        bookStream(data, { paper: 'A4' }, async (path) =>
          path.includes('p1') ? Buffer.from('not a picture') : null,
        ),
      ),
    );
    expect(broken.pages).toBeGreaterThanOrEqual(a4.pages);
    expect(broken.text.split('This photo was missing').length - 1).toBeGreaterThanOrEqual(
      data.photos.length,
    );
  });

  it('loads the next photo only once the reader has caught up (flat memory)', async () => {
    const many: KeepsakeData = keepsakeFixture({ photos: 24 });
    const noisy = await sharp({
      create: {
        width: 900,
        height: 700,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const waiting: number[] = [];
    const stream = bookStream(many, { paper: 'A4' }, async () => {
      // What is written but not yet read when the next photo is asked for.
      waiting.push(
        stream.readableLength + (stream as unknown as { writableLength: number }).writableLength,
      );
      return noisy;
    });
    let total = 0;
    // A slow reader: one chunk every few milliseconds, far slower than the book is written.
    for await (const chunk of stream) {
      total += (chunk as Buffer).length;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect(total).toBeGreaterThan(20 * noisy.length);
    expect(Math.max(...waiting)).toBeLessThan(3 * noisy.length);
  });
});
