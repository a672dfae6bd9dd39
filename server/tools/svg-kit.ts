/** Small SVG builders shared by the story illustrations (1200 × 800 canvas). */

export const WIDTH = 1200;
export const HEIGHT = 800;

export const palette = {
  blush50: '#fdf4f5',
  blush100: '#fae6ea',
  blush200: '#f3c9d2',
  blush300: '#e8a5b4',
  blush500: '#c26a7e',
  blush600: '#9f5f6f',
  blush700: '#7f4656',
  sage100: '#e8efe6',
  sage300: '#b9cbb4',
  sage500: '#7d9a79',
  sage600: '#5d7a5a',
  gold300: '#ecd29b',
  gold400: '#d4af6a',
  cream: '#fffaf3',
  plum: '#5b3a55',
  lavender: '#e7def2',
};

export type Stop = [offset: number, color: string, opacity?: number];

export function linear(id: string, stops: Stop[], x2 = 0, y2 = 1): string {
  const body = stops
    .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${body}</linearGradient>`;
}

export function radial(id: string, stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  const body = stops
    .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${body}</radialGradient>`;
}

export const softBlur = (id: string, deviation: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;

/** A heart centred on (x, y), `size` wide. */
export function heart(x: number, y: number, size: number, fill: string, opacity = 1, rotate = 0): string {
  const s = size / 100;
  return `<path transform="translate(${x} ${y}) rotate(${rotate}) scale(${s}) translate(-50 -45)" d="M50 88 C20 66 0 48 0 28 C0 12 12 0 27 0 C37 0 45 6 50 14 C55 6 63 0 73 0 C88 0 100 12 100 28 C100 48 80 66 50 88 Z" fill="${fill}" opacity="${opacity}"/>`;
}

/** A four-pointed sparkle. */
export function sparkle(x: number, y: number, size: number, fill: string, opacity = 1): string {
  const r = size / 2;
  const k = r * 0.18;
  return `<path d="M${x} ${y - r} Q${x + k} ${y - k} ${x + r} ${y} Q${x + k} ${y + k} ${x} ${y + r} Q${x - k} ${y + k} ${x - r} ${y} Q${x - k} ${y - k} ${x} ${y - r} Z" fill="${fill}" opacity="${opacity}"/>`;
}

/** Out-of-focus light discs, seeded so every run draws the same picture. */
export function bokeh(seed: number, count: number, colors: string[], area = { x: 0, y: 0, w: WIDTH, h: HEIGHT }): string {
  const random = seeded(seed);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const cx = area.x + random() * area.w;
    const cy = area.y + random() * area.h;
    const r = 12 + random() * 46;
    const color = colors[i % colors.length];
    out += `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${color}" opacity="${(0.12 + random() * 0.25).toFixed(2)}"/>`;
  }
  return `<g filter="url(#blur8)">${out}</g>`;
}

/** A five-petal flower. */
export function flower(x: number, y: number, r: number, petal: string, centre: string, rotate = 0): string {
  let petals = '';
  for (let i = 0; i < 5; i += 1) {
    petals += `<ellipse cx="0" cy="${-r * 0.62}" rx="${r * 0.42}" ry="${r * 0.62}" fill="${petal}" transform="rotate(${i * 72})"/>`;
  }
  return `<g transform="translate(${x} ${y}) rotate(${rotate})">${petals}<circle r="${r * 0.3}" fill="${centre}"/></g>`;
}

export function leaf(x: number, y: number, length: number, rotate: number, fill: string): string {
  const w = length * 0.38;
  return `<path transform="translate(${x} ${y}) rotate(${rotate})" d="M0 0 Q${w} ${-length / 2} 0 ${-length} Q${-w} ${-length / 2} 0 0 Z" fill="${fill}"/>`;
}

/** A crescent moon: a disc with an offset disc cut away through a mask, so the sky shows through. */
export function crescent(id: string, x: number, y: number, r: number, fill: string): string {
  return (
    `<mask id="${id}"><rect x="${x - r}" y="${y - r}" width="${2 * r}" height="${2 * r}" fill="#fff"/>` +
    `<circle cx="${x + r * 0.42}" cy="${y - r * 0.3}" r="${r * 0.92}" fill="#000"/></mask>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" mask="url(#${id})"/>`
  );
}

export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

export function svgDocument(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${softBlur('blur8', 8)}${softBlur('blur24', 24)}${defs}</defs>${body}</svg>`;
}
