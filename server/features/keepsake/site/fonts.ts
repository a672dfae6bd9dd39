import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { KeepsakeData } from '../../../../protocol/keepsake';

const require = createRequire(import.meta.url);
const FONTS = '@expo-google-fonts';

interface SiteFont {
  family: string;
  file: string;
  weight: number;
  style: 'normal' | 'italic';
  /** Only shipped when the keepsake's words hold this script. */
  needed?: RegExp;
}

/** The site's faces (the wedding site's serif headings, a sans body), then other scripts'. */
const SITE_FONTS: SiteFont[] = [
  {
    family: 'Noto Sans',
    file: 'noto-sans/400Regular/NotoSans_400Regular.ttf',
    weight: 400,
    style: 'normal',
  },
  {
    family: 'Noto Sans',
    file: 'noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
    weight: 400,
    style: 'italic',
  },
  {
    family: 'Noto Sans',
    file: 'noto-sans/700Bold/NotoSans_700Bold.ttf',
    weight: 700,
    style: 'normal',
  },
  {
    family: 'Noto Serif',
    file: 'noto-serif/700Bold/NotoSerif_700Bold.ttf',
    weight: 700,
    style: 'normal',
  },
  {
    family: 'Noto Sans Arabic',
    file: 'noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
    weight: 400,
    style: 'normal',
    needed: /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/,
  },
  {
    family: 'Noto Sans Hebrew',
    file: 'noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf',
    weight: 400,
    style: 'normal',
    needed: /[\u0590-\u05FF\uFB1D-\uFB4F]/,
  },
  {
    family: 'Noto Sans SC',
    file: 'noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    weight: 400,
    style: 'normal',
    needed: /[\u3040-\u30FF\u3400-\u9FFF\uF900-\uFAFF]/,
  },
  {
    family: 'Noto Sans KR',
    file: 'noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
    weight: 400,
    style: 'normal',
    needed: /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7AF]/,
  },
  {
    family: 'Noto Emoji',
    file: 'noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
    weight: 400,
    style: 'normal',
    needed: /\p{Extended_Pictographic}/u,
  },
];

/** The font stacks style.css uses: the shipped Noto first, then what any computer has. */
export const SANS_STACK =
  '"Noto Sans","Noto Sans Arabic","Noto Sans Hebrew","Noto Sans SC","Noto Sans KR",system-ui,sans-serif,"Noto Emoji"';
export const SERIF_STACK =
  '"Noto Serif","Noto Sans Arabic","Noto Sans Hebrew","Noto Sans SC","Noto Sans KR",Georgia,serif,"Noto Emoji"';

/**
 * `fonts.css`: the site's fonts inside the stylesheet itself, as data: URLs, because a browser
 * refuses a font file next to a page opened from file:// (each file is its own origin there), and
 * the keepsake must look the same offline on any computer. Another script's font goes in only
 * when some guest wrote in it.
 */
export async function siteFontsCss(data: KeepsakeData): Promise<string> {
  const words = JSON.stringify(data);
  const rules: string[] = [];
  for (const font of SITE_FONTS) {
    if (font.needed && !font.needed.test(words)) continue;
    const bytes = await readFile(require.resolve(`${FONTS}/${font.file}`));
    rules.push(
      `@font-face{font-family:"${font.family}";font-style:${font.style};font-weight:${font.weight};` +
        `font-display:swap;src:url(data:font/ttf;base64,${bytes.toString('base64')}) format("truetype")}`,
    );
  }
  return `${rules.join('\n')}\n`;
}
