import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';

/** The book's text, page count and page sizes, as pdf-parse reads them. */
export async function readPdf(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const text = await parser.getText();
    const info = await parser.getInfo({ parsePageInfo: true });
    return {
      pages: text.total,
      text: text.text,
      sizes: info.pages.map((page) => [page.width, page.height]),
    };
  } finally {
    await parser.destroy();
  }
}

/** One page rendered (pdf-parse's screenshot): its size and the colour at a point. */
export async function pageShot(pdf: Buffer, page: number) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  const shot = await parser.getScreenshot({ partial: [page], scale: 1, imageDataUrl: false });
  await parser.destroy();
  const { data: pixels, info } = await sharp(Buffer.from(shot.pages[0]!.data))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (Math.round(y) * info.width + Math.round(x)) * 3;
    return { r: pixels[i]!, g: pixels[i + 1]!, b: pixels[i + 2]! };
  };
  return { width: info.width, height: info.height, at };
}

export const near = (
  colour: { r: number; g: number; b: number },
  wanted: { r: number; g: number; b: number },
) =>
  Math.abs(colour.r - wanted.r) < 16 &&
  Math.abs(colour.g - wanted.g) < 16 &&
  Math.abs(colour.b - wanted.b) < 16;

/** pdffonts' table of the PDF's fonts: name, type, and whether each is embedded. */
export async function pdfFonts(pdf: Buffer): Promise<{ name: string; embedded: boolean }[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'keepsake-fonts-'));
  try {
    const file = path.join(dir, 'book.pdf');
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)('pdffonts', [file]);
    return stdout
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => {
        const columns = line.trim().split(/\s+/);
        // name, type (one or two words), encoding, emb, sub, uni, object, id
        return { name: columns[0]!, embedded: columns.at(-5) === 'yes' };
      });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** pdfimages' list of the pictures drawn on the PDF's pages (not their alpha masks). */
export async function pdfImages(
  pdf: Buffer,
): Promise<
  { page: number; width: number; height: number; object: number; xPpi: number; yPpi: number }[]
> {
  const dir = await mkdtemp(path.join(tmpdir(), 'keepsake-images-'));
  try {
    const file = path.join(dir, 'book.pdf');
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)('pdfimages', ['-list', file]);
    return stdout
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => line.trim().split(/\s+/))
      .filter((columns) => columns[2] === 'image')
      .map((columns) => ({
        page: Number(columns[0]),
        width: Number(columns[3]),
        height: Number(columns[4]),
        object: Number(columns[10]),
        xPpi: Number(columns[12]),
        yPpi: Number(columns[13]),
      }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
