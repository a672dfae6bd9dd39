/** Colours of the theme with enough contrast on white for thin bars. */
export const chartColors = {
  confirmed: '#5d7a5a',
  pending: '#b7862d',
  declined: '#9f5f6f',
  accent: '#7f4656',
  muted: '#d6d3d1',
  games: '#3b5238',
} as const;
