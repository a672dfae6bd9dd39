import { buffer } from 'node:stream/consumers';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { twemojiFile } from './emoji';
import { BookType } from './type';
import { pageShot, pdfImages, readPdf } from './test-pdf';

const EMOJI = ['🎉', '💍', '👨‍👩‍👧', '🇪🇸'];

/** A page with `text` printed at 14 pt in the book's type, as a PDF. */
async function printed(text: string) {
  const doc = new PDFDocument({ size: 'A4', autoFirstPage: false });
  const pdf = buffer(doc);
  doc.addPage().fontSize(14).fillColor('#222222');
  const type = new BookType(doc);
  await type.text(text, 'sans', { x: 72, y: 72, width: 400 });
  await type.text('And after them, the line below.', 'sans', { width: 400 });
  doc.end();
  return { pdf: await pdf, y: doc.y };
}

describe('emoji in the book', () => {
  it('names each emoji’s Twemoji file, FE0F dropped where the file has none', async () => {
    const name = async (grapheme: string) => {
      const file = await twemojiFile(grapheme);
      return file && path.basename(file);
    };
    expect(await name('🎉')).toBe('1f389.svg');
    expect(await name('👨‍👩‍👧')).toBe('1f468-200d-1f469-200d-1f467.svg');
    expect(await name('🇪🇸')).toBe('1f1ea-1f1f8.svg');
    expect(await name('👍🏽')).toBe('1f44d-1f3fd.svg');
    expect(await name('❤️')).toBe('2764.svg');
    expect(await name('1️⃣')).toBe('31-20e3.svg');
    expect(await name('🏳️‍🌈')).toBe('1f3f3-fe0f-200d-1f308.svg');
    expect(await name('👁️‍🗨️')).toBe('1f441-200d-1f5e8.svg');
    expect(await name('a')).toBeNull();
  });

  it('draws each emoji as its colour picture, once embedded, and keeps its text', async () => {
    // 🫩 (Emoji 16) is in Noto Emoji but has no Twemoji file: it prints as its monochrome glyph.
    const { pdf } = await printed(`Olé ${EMOJI.slice(0, 3).join('')} ${EMOJI[3]} ¡otra vez! 🎉 🫩`);
    const images = await pdfImages(pdf);
    // Five pictures drawn, four embedded: the second 🎉 is the first one's picture.
    expect(images).toHaveLength(5);
    expect(new Set(images.map((image) => image.object)).size).toBe(4);
    for (const image of images) expect([image.width, image.height]).toEqual([42, 42]);

    const { text } = await readPdf(pdf);
    for (const emoji of [...EMOJI, '🫩', 'Olé']) expect(text).toContain(emoji);

    // In colour: 🎉's red and the flag's yellow, where the monochrome glyphs were grey.
    const page = await pageShot(pdf, 1);
    let saturated = 0;
    for (let y = 60; y < 110; y += 1)
      for (let x = 60; x < 500; x += 1) {
        const { r, g, b } = page.at(x, y);
        if (Math.max(r, g, b) - Math.min(r, g, b) > 100) saturated += 1;
      }
    expect(saturated).toBeGreaterThan(100);
  });

  it('draws each picture in its glyph’s place, on the line it wrapped to', async () => {
    const doc = new PDFDocument({ size: 'A4', autoFirstPage: false });
    const pdf = buffer(doc);
    doc.addPage().fontSize(14);
    const type = new BookType(doc);
    const [before, advance] = [
      await type.widthOf('Olé ', 'sans'),
      await type.widthOf('🎉', 'sans'),
    ];
    const lineHeight = doc
      .font((await type.fonts.runs('O', 'sans'))[0]!.font)
      .currentLineHeight(true);
    await type.text('Olé 🎉 y\n🎉 más', 'sans', { x: 72, y: 72, width: 400 });
    doc.end();
    const page = await pageShot(await pdf, 1);
    // The coloured pixels of each line, in points (the shot is at 72 dpi).
    const box = (top: number) => {
      const found = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
      for (let y = Math.ceil(top); y < top + lineHeight; y += 1)
        for (let x = 60; x < 300; x += 1) {
          const { r, g, b } = page.at(x, y);
          if (Math.max(r, g, b) - Math.min(r, g, b) < 100) continue;
          found.left = Math.min(found.left, x);
          found.right = Math.max(found.right, x);
          found.top = Math.min(found.top, y);
          found.bottom = Math.max(found.bottom, y);
        }
      return found;
    };
    for (const [line, left] of [
      [0, 72 + before],
      [1, 72],
    ] as const) {
      const top = 72 + line * lineHeight;
      const found = box(top);
      expect(found.left, `line ${line}`).toBeGreaterThanOrEqual(left - 1);
      expect(found.right, `line ${line}`).toBeLessThanOrEqual(left + advance + 1);
      expect(found.right - found.left, `line ${line}`).toBeGreaterThan(10);
      expect(found.top, `line ${line}`).toBeGreaterThanOrEqual(top);
      expect(found.bottom, `line ${line}`).toBeLessThanOrEqual(top + lineHeight);
    }
  });

  it('breaks the line after a paragraph that ends in an emoji', async () => {
    const { pdf } = await printed('¡Felicidades! 🎉\nOs queremos 💍\n\nSofía');
    const { text } = await readPdf(pdf);
    expect(text).toMatch(/Felicidades! 🎉\s*\n\s*Os queremos 💍\s*\n\s*Sofía/);
  });
});
