import { buffer } from 'node:stream/consumers';
import { beforeAll, describe, expect, it } from 'vitest';
import { COVER_COLOUR, fixtureImage, keepsakeFixture, mediaOf } from '../keepsake-fixture';
import { bookStream, type BookOptions, type LoadImage } from './book';
import { bookLayout } from './layout';
import { near, pageShot, pdfFonts, pdfImages, readPdf } from './test-pdf';

const PHOTO_COLOUR = { r: 180, g: 110, b: 130 };

/** The book of a fixture, with the characters it could not print. */
async function printBook(data: ReturnType<typeof keepsakeFixture>, options: BookOptions) {
  const media = new Map(
    await Promise.all(mediaOf(data).map(async (f) => [f.path, await fixtureImage(f)] as const)),
  );
  const loadImage: LoadImage = async (path) => media.get(path) ?? null;
  let missing: string[] = [];
  const pdf = await buffer(
    bookStream(data, options, loadImage, (characters) => {
      missing = characters;
    }),
  );
  return { pdf, missing };
}

describe('the keepsake book’s type, cover and photo pages', () => {
  const data = keepsakeFixture();
  let book: Awaited<ReturnType<typeof printBook>>;
  let text: string;

  beforeAll(async () => {
    book = await printBook(data, { paper: 'A4' });
    text = (await readPdf(book.pdf)).text;
  });

  it('prints every letter: Polish, Chinese, Greek, Cyrillic, Vietnamese, Korean and emoji', () => {
    for (const words of [
      'Łukasz Żółć',
      'Cześć',
      '你好',
      '🎉',
      'Γειά',
      'Привет',
      'Chúc mừng',
      '안녕',
    ]) {
      expect(text).toContain(words);
    }
    // The moment's emoji and the guest book's heart print too (they were dropped before).
    expect(text).toContain('💍');
  });

  it('prints emoji in colour, as Twemoji pictures over their glyphs, and keeps their text', async () => {
    const party = keepsakeFixture();
    party.guestBook[1]!.message = 'Para los novios 🎉💍👨‍👩‍👧 🇪🇸';
    const { pdf } = await printBook(party, { paper: 'A4' });
    // The emoji's pictures: small squares (the book's photos are not), each embedded once.
    const pictures = (await pdfImages(pdf)).filter(
      (image) => image.width === image.height && image.width <= 100,
    );
    const embedded = new Set(pictures.map((image) => image.object));
    // 🎉 💍 👨‍👩‍👧 🇪🇸, the moment's 🎉 💍 and the guest book's ❤️: at least one picture each.
    expect(embedded.size).toBeGreaterThanOrEqual(5);
    const { text: bookText } = await readPdf(pdf);
    for (const emoji of ['🎉', '💍', '👨‍👩‍👧', '🇪🇸']) expect(bookText).toContain(emoji);
  });

  it('prints Arabic and Hebrew, each word’s letters in order', () => {
    // pdf.js gives right-to-left words back in reading order when their glyphs are in visual order.
    const rtl = text.replace(/[^\u0590-\u06FF ]/g, '');
    expect(rtl).toMatch(/مرحبا|ابحرم/);
    expect(rtl).toMatch(/שלום|םולש/);
  });

  it('embeds every font it uses, as subsets, and no standard font', async () => {
    const fonts = await pdfFonts(book.pdf);
    expect(fonts.length).toBeGreaterThanOrEqual(4);
    for (const font of fonts) {
      expect(font.embedded, font.name).toBe(true);
      expect(font.name, 'a subset').toMatch(/^[A-Z]{6}\+Noto/);
    }
    expect(fonts.map((font) => font.name).join(' ')).toMatch(/NotoSerif/);
  });

  it('prints a character no shipped font has as a visible mark and reports it', () => {
    expect(book.missing).toEqual(['U+13000 \u{13000}']);
    expect(text).toContain('\uFFFD');
  });

  it('has the hero picture on the cover', async () => {
    const cover = await pageShot(book.pdf, 1);
    let green = 0;
    for (let y = 0; y < cover.height; y += 4)
      for (let x = 0; x < cover.width; x += 4) if (near(cover.at(x, y), COVER_COLOUR)) green += 1;
    // The picture spans the top half of the page, edge to edge.
    expect(green / ((cover.width / 4) * (cover.height / 4))).toBeGreaterThan(0.4);
    expect(near(cover.at(cover.width / 2, cover.height * 0.25), COVER_COLOUR)).toBe(true);
  });

  it('lays four portrait photos out as a grid on one page', async () => {
    const portraits = keepsakeFixture({ photos: 4, portraits: 4 });
    const layout = bookLayout(portraits);
    expect(layout.gallery).toEqual([{ kind: 'grid', photos: portraits.photos }]);
    const { pdf } = await printBook(portraits, { paper: 'A4' });
    const { pages } = await readPdf(pdf);
    const page = await pageShot(pdf, pages);
    const [w, h] = [page.width, page.height];
    // Off each photo's centre, where p3's play mark is.
    for (const [x, y] of [
      [0.2, 0.2],
      [0.62, 0.2],
      [0.2, 0.62],
      [0.62, 0.62],
    ]) {
      expect(near(page.at(w * x!, h * y!), PHOTO_COLOUR), `photo at ${x},${y}`).toBe(true);
    }
    // Between the columns: the page, not a photo.
    expect(near(page.at(w * 0.5, h * 0.28), PHOTO_COLOUR)).toBe(false);
  });

  it('adds 3 mm of bleed and crop marks for a print shop, on Letter too', async () => {
    const { pdf } = await printBook(data, { paper: 'LETTER', bleed: true });
    const { sizes } = await readPdf(pdf);
    // 3 mm of bleed and 6 mm for the marks on each side: 18 mm = 51 pt.
    for (const [width, height] of sizes) {
      expect(Math.round(width!)).toBe(663);
      expect(Math.round(height!)).toBe(843);
    }
    expect(pdf.toString('latin1')).toMatch(/\/TrimBox \[25\.5\d* 25\.5\d* 637\.5\d* 817\.5\d*\]/);
  });
});
