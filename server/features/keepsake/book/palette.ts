/**
 * The wedding site's own colours (client/styles.css: the blush palette, sage and gold), so the
 * book and the keepsake's site look like the site guests used on the day.
 */
export const PALETTE = {
  ink: '#2b2024',
  muted: '#5c4750',
  /** The couple's accent: the site's headings and names (blush-700). */
  accent: '#7f4656',
  blush50: '#fdf4f5',
  blush100: '#fae6ea',
  blush200: '#f3c9d2',
  blush500: '#c26a7e',
  sage600: '#5d7a5a',
  gold: '#d4af6a',
  silver: '#b8b8c0',
  bronze: '#c08457',
} as const;

export const INK = PALETTE.ink;
export const MUTED = PALETTE.muted;
export const ACCENT = PALETTE.accent;
