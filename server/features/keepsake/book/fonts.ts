import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { twemojiFile } from './emoji';

/**
 * The book's fonts: Noto, shipped in node_modules as TTF files, embedded and subset by pdfkit
 * (only the glyphs a book uses go into the PDF). Read when a book is printed, never at the app's
 * start: the Chinese font alone is 10 MB, and it is read only when a text needs it.
 */

/** How a text prints: the body's sans, its italic and bold, and the headings' serif. */
export type Face = 'sans' | 'italic' | 'bold' | 'serif' | 'serifBold';

const FONTS = '@expo-google-fonts';
const file = (family: string, weight: string, name: string) =>
  `${FONTS}/${family}/${weight}/${name}_${weight}.ttf`;

/** Each face's own font, for Latin (with Latin Extended and Vietnamese), Greek and Cyrillic. */
const PRIMARY: Record<Face, string> = {
  sans: file('noto-sans', '400Regular', 'NotoSans'),
  italic: file('noto-sans', '400Regular_Italic', 'NotoSans'),
  bold: file('noto-sans', '700Bold', 'NotoSans'),
  serif: file('noto-serif', '400Regular', 'NotoSerif'),
  serifBold: file('noto-serif', '700Bold', 'NotoSerif'),
};

/** The other scripts, tried in order for a character the face's own font lacks. */
const FALLBACKS = (bold: boolean) => {
  const weight = bold ? '700Bold' : '400Regular';
  return [
    file('noto-sans-arabic', weight, 'NotoSansArabic'),
    file('noto-sans-hebrew', weight, 'NotoSansHebrew'),
    // Chinese, and Japanese kana and kanji.
    file('noto-sans-sc', weight, 'NotoSansSC'),
    file('noto-sans-kr', weight, 'NotoSansKR'),
    file('noto-emoji', '400Regular', 'NotoEmoji'),
  ];
};
const EMOJI = file('noto-emoji', '400Regular', 'NotoEmoji');

/** What the book needs of a fontkit font. */
interface FontFace {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

/** The mark printed for a character no shipped font has: visible, and listed in MISSING.txt. */
export const REPLACEMENT = '\uFFFD';

/** Marks that ride on the character before them (joiners, variation selectors, skin tones). */
const COMBINING_RANGES: [number, number][] = [
  [0x200c, 0x200d],
  [0x20e3, 0x20e3],
  [0xfe00, 0xfe0f],
  [0x1f3fb, 0x1f3ff],
  [0xe0020, 0xe007f],
];
const combining = (char: string) => {
  const point = char.codePointAt(0)!;
  return COMBINING_RANGES.some(([from, to]) => point >= from && point <= to);
};
const PICTOGRAPHIC = /\p{Emoji_Presentation}|\p{Regional_Indicator}|\uFE0F/u;
/** A cluster that shows as an emoji (not a digit, nor "♥" without FE0F, which are text). */
const isEmoji = (cluster: string) => PICTOGRAPHIC.test(cluster) && !/^[\d#*]$/.test(cluster);

export interface TextRun {
  /** The font's name as registered with the PDF document (its file's path). */
  font: string;
  text: string;
  /** An emoji's Twemoji file: the run is that one emoji, printed as its picture (emoji.ts). */
  twemoji?: string;
}

/**
 * Splits texts into runs by which font has their glyphs (fontkit says), loading a font the first
 * time a text needs it, and remembers each character no font has.
 */
export class BookFonts {
  /** Characters no shipped font has, as "U+XXXX c", in order of first appearance. */
  readonly missing = new Set<string>();
  private readonly loaded = new Map<string, Promise<{ path: string; face: FontFace }>>();
  private readonly graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });
  private readonly require = createRequire(import.meta.url);

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  /** The runs of `text` in `face`, each with a font that has every one of its characters. */
  async runs(text: string, face: Face): Promise<TextRun[]> {
    const runs: TextRun[] = [];
    const chain = [PRIMARY[face], ...FALLBACKS(face === 'bold' || face === 'serifBold')];
    for (const { segment } of this.graphemes.segment(text)) {
      const font = await this.fontFor(segment, chain);
      const printed = font ? segment : REPLACEMENT;
      if (!font) this.noteMissing(segment);
      const name = font ?? PRIMARY[face];
      const twemoji = font === EMOJI && isEmoji(segment) ? await twemojiFile(segment) : null;
      const last = runs.at(-1);
      if (twemoji) runs.push({ font: name, text: printed, twemoji });
      else if (last?.font === name && !last.twemoji) last.text += printed;
      else runs.push({ font: name, text: printed });
    }
    return runs;
  }

  /** The first font of the chain that has the whole cluster (an emoji's font first for one). */
  private async fontFor(cluster: string, chain: string[]): Promise<string | null> {
    const points = [...cluster].map((char) => char.codePointAt(0)!);
    if (points.every((point) => point === 10 || point === 9)) return chain[0]!;
    const order = isEmoji(cluster) ? [EMOJI, ...chain] : chain;
    const base = points.filter((_, i) => !combining([...cluster][i]!));
    for (const wanted of [points, base]) {
      if (wanted.length === 0) continue;
      for (const path of order) {
        const { face } = await this.font(path);
        if (wanted.every((point) => face.hasGlyphForCodePoint(point))) return path;
      }
    }
    return null;
  }

  private noteMissing(cluster: string): void {
    for (const char of cluster) {
      if (combining(char)) continue;
      const code = char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      this.missing.add(`U+${code} ${char}`);
    }
  }

  /** A font read once per book, registered with the document under its path. */
  private font(path: string): Promise<{ path: string; face: FontFace }> {
    let font = this.loaded.get(path);
    if (!font) {
      font = (async () => {
        const bytes = await readFile(this.require.resolve(path));
        const fontkit = await import('fontkit');
        this.doc.registerFont(path, bytes);
        return { path, face: fontkit.create(bytes) };
      })();
      this.loaded.set(path, font);
    }
    return font;
  }

  /** Registers a face's own font with the document (before its first text is measured). */
  async ready(face: Face): Promise<string> {
    return (await this.font(PRIMARY[face])).path;
  }
}
