import {
  HEIGHT,
  WIDTH,
  bokeh,
  crescent,
  flower,
  heart,
  leaf,
  linear,
  palette as p,
  radial,
  seeded,
  sparkle,
  svgDocument,
} from './svg-kit';

/** 2017, the first meeting: two cups on a café table by a window onto a leafy campus. */
export function firstMeeting(): string {
  const defs =
    linear('wall', [[0, '#fbe9e4'], [1, p.blush100]]) +
    linear('view', [[0, '#f8dcc9'], [0.6, p.sage100], [1, p.sage300]]) +
    linear('table', [[0, '#d8b294'], [1, '#b98f73']]) +
    radial('glow', [[0, '#fff5e6', 0.9], [1, '#fff5e6', 0]]);
  const steam = (x: number) =>
    `<path d="M${x} 430 C${x - 18} 400 ${x + 18} 380 ${x} 350" stroke="${p.cream}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.85"/>`;
  const cup = (x: number, body: string) =>
    `<g><ellipse cx="${x}" cy="560" rx="88" ry="16" fill="#a57d63" opacity="0.4"/>` +
    `<path d="M${x - 62} 450 L${x + 62} 450 L${x + 50} 548 Q${x} 566 ${x - 50} 548 Z" fill="${body}"/>` +
    `<path d="M${x + 60} 470 q42 6 30 44 q-8 22 -40 24" stroke="${body}" stroke-width="12" fill="none"/>` +
    `<ellipse cx="${x}" cy="450" rx="62" ry="12" fill="#7a4e3a"/></g>`;
  const trees = [180, 300, 420, 560, 700, 820]
    .map((x, i) => `<circle cx="${x}" cy="${330 - (i % 2) * 30}" r="${70 + (i % 3) * 14}" fill="${i % 2 ? p.sage500 : p.sage300}" opacity="0.8"/>`)
    .join('');
  const body =
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>` +
    `<path d="M120 620 V220 Q120 80 600 80 Q1080 80 1080 220 V620 Z" fill="url(#view)"/>` +
    `<g opacity="0.55"><rect x="470" y="210" width="260" height="170" rx="6" fill="${p.blush200}"/><path d="M450 215 L600 140 L750 215 Z" fill="${p.blush300}"/><rect x="580" y="290" width="40" height="90" fill="${p.blush500}" opacity="0.6"/></g>` +
    trees +
    `<ellipse cx="600" cy="160" rx="260" ry="120" fill="url(#glow)"/>` +
    `<path d="M120 620 V220 Q120 80 600 80 Q1080 80 1080 220 V620" fill="none" stroke="${p.cream}" stroke-width="22"/>` +
    `<line x1="600" y1="86" x2="600" y2="620" stroke="${p.cream}" stroke-width="14"/>` +
    `<line x1="120" y1="360" x2="1080" y2="360" stroke="${p.cream}" stroke-width="14"/>` +
    bokeh(17, 14, [p.cream, p.gold300], { x: 140, y: 90, w: 920, h: 500 }) +
    `<rect x="0" y="560" width="${WIDTH}" height="240" fill="url(#table)"/>` +
    `<rect x="0" y="560" width="${WIDTH}" height="14" fill="#e6c5aa"/>` +
    cup(470, p.cream) +
    cup(730, p.blush200) +
    steam(455) +
    steam(745) +
    heart(600, 405, 64, p.blush500, 0.9) +
    `<g transform="translate(600 520)"><rect x="-16" y="0" width="32" height="44" rx="8" fill="${p.sage100}"/>${leaf(0, 2, 60, -28, p.sage500)}${leaf(0, 2, 54, 30, p.sage600)}${flower(0, -62, 26, p.blush300, p.gold400)}</g>`;
  return svgDocument(defs, body);
}

/** 2022, reconnection: two winding paths across soft hills meet at a sunrise. */
export function reconnection(): string {
  const defs =
    linear('sky', [[0, '#fde2d6'], [0.55, p.blush100], [1, p.cream]]) +
    radial('sun', [[0, '#fff3d6'], [0.5, p.gold300, 0.9], [1, p.gold300, 0]]) +
    linear('hillBack', [[0, p.sage300], [1, p.sage100]]) +
    linear('hillFront', [[0, p.sage500], [1, p.sage300]]);
  const bird = (x: number, y: number, s: number) =>
    `<path d="M${x - 20 * s} ${y} q${10 * s} ${-12 * s} ${20 * s} 0 q${10 * s} ${-12 * s} ${20 * s} 0" stroke="${p.blush700}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  const body =
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>` +
    `<circle cx="600" cy="400" r="230" fill="url(#sun)"/>` +
    bokeh(22, 10, [p.cream, p.blush200], { x: 0, y: 0, w: WIDTH, h: 380 }) +
    `<path d="M0 430 Q300 330 600 420 T1200 400 V800 H0 Z" fill="url(#hillBack)"/>` +
    `<path d="M0 520 Q260 450 520 520 Q820 600 1200 500 V800 H0 Z" fill="url(#hillFront)"/>` +
    `<path d="M70 800 C180 700 360 700 440 620 S560 470 600 430" stroke="${p.cream}" stroke-width="34" fill="none" stroke-linecap="round"/>` +
    `<path d="M1130 800 C1020 700 840 700 760 620 S640 470 600 430" stroke="${p.blush100}" stroke-width="34" fill="none" stroke-linecap="round"/>` +
    `<path d="M70 800 C180 700 360 700 440 620 S560 470 600 430" stroke="${p.gold300}" stroke-width="4" stroke-dasharray="14 18" fill="none"/>` +
    `<path d="M1130 800 C1020 700 840 700 760 620 S640 470 600 430" stroke="${p.blush300}" stroke-width="4" stroke-dasharray="14 18" fill="none"/>` +
    heart(600, 372, 64, p.blush500, 0.9) +
    bird(470, 200, 1) +
    bird(530, 170, 0.8) +
    bird(720, 220, 0.9) +
    [150, 260, 980, 1080]
      .map((x, i) => `<g transform="translate(${x} ${560 - (i % 2) * 40})"><rect x="-6" y="0" width="12" height="70" fill="${p.plum}" opacity="0.5"/><circle cy="-10" r="${44 + (i % 2) * 10}" fill="${p.sage600}"/></g>`)
      .join('');
  return svgDocument(defs, body);
}

/** 2022–2023, falling in love: a bench under a tree at dusk while hearts drift up. */
export function fallingInLove(): string {
  const random = seeded(31);
  const defs =
    linear('dusk', [[0, '#cdb8de'], [0.5, '#f2c6cf'], [1, '#fde3cf']]) +
    linear('hill', [[0, p.blush600], [1, p.blush700]]);
  let hearts = '';
  for (let i = 0; i < 16; i += 1) {
    const x = 120 + random() * 960;
    const y = 90 + random() * 420;
    hearts += heart(x, y, 22 + random() * 40, i % 3 ? p.blush300 : p.cream, 0.55 + random() * 0.4, -20 + random() * 40);
  }
  let stars = '';
  for (let i = 0; i < 22; i += 1) stars += sparkle(random() * WIDTH, random() * 260, 8 + random() * 12, p.cream, 0.8);
  const body =
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#dusk)"/>` +
    stars +
    crescent('duskMoon', 980, 150, 58, p.cream) +
    bokeh(5, 12, [p.cream, p.blush200, p.lavender]) +
    `<path d="M0 600 Q400 520 760 590 T1200 570 V800 H0 Z" fill="url(#hill)"/>` +
    `<g transform="translate(330 590)"><path d="M0 0 C-6 -120 10 -210 -4 -300" stroke="${p.plum}" stroke-width="26" fill="none" stroke-linecap="round"/>` +
    `<circle cx="-70" cy="-320" r="110" fill="${p.blush500}" opacity="0.9"/><circle cx="60" cy="-340" r="100" fill="${p.blush300}" opacity="0.9"/><circle cx="-10" cy="-410" r="90" fill="${p.blush200}" opacity="0.95"/></g>` +
    `<g transform="translate(560 560)" fill="${p.plum}"><rect x="0" y="0" width="220" height="14" rx="6"/><rect x="0" y="-50" width="220" height="12" rx="6"/><rect x="0" y="-26" width="220" height="10" rx="5"/><rect x="16" y="10" width="12" height="46"/><rect x="192" y="10" width="12" height="46"/></g>` +
    hearts +
    heart(670, 440, 70, p.blush500, 0.95);
  return svgDocument(defs, body);
}

/**
 * July 2023, the engagement: a ring in an open box among sparkles and petals. `t` (0…1) drives
 * the slow zoom and the twinkle of the video; the poster is t = 0.
 */
export function engagement(t = 0): string {
  const random = seeded(47);
  const zoom = 1 + 0.12 * easeInOut(t);
  const defs =
    linear('velvet', [[0, '#6d4462'], [1, p.plum]]) +
    radial('spot', [[0, '#fbe3e8'], [0.6, '#e9b7c3'], [1, '#b8798c']], 0.5, 0.42, 0.7) +
    linear('gold', [[0, '#f4dba6'], [0.5, p.gold400], [1, '#a9813f']], 1, 1) +
    linear('gem', [[0, '#ffffff'], [0.5, '#e6f0ff'], [1, '#b9c9e6']], 1, 1);
  let petals = '';
  for (let i = 0; i < 14; i += 1) {
    const x = random() * WIDTH;
    const y = 520 + random() * 260;
    petals += `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${16 + random() * 14}" ry="${8 + random() * 6}" fill="${i % 2 ? p.blush300 : p.blush500}" opacity="0.85" transform="rotate(${(random() * 180).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }
  let sparkles = '';
  for (let i = 0; i < 18; i += 1) {
    const x = 200 + random() * 800;
    const y = 80 + random() * 380;
    const phase = random();
    const twinkle = 0.25 + 0.75 * Math.abs(Math.sin(Math.PI * (t * 3 + phase)));
    sparkles += sparkle(x, y, 14 + random() * 26, i % 3 ? p.cream : p.gold300, twinkle);
  }
  const body =
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#spot)"/>` +
    bokeh(9, 16, [p.cream, p.blush100, p.gold300]) +
    `<g transform="translate(600 430) scale(${zoom.toFixed(4)}) translate(-600 -430)">` +
    `<ellipse cx="600" cy="640" rx="260" ry="34" fill="${p.plum}" opacity="0.35"/>` +
    `<path d="M400 330 L800 330 L770 180 Q600 150 430 180 Z" fill="url(#velvet)"/>` +
    `<path d="M440 335 L760 335 L740 210 Q600 188 460 210 Z" fill="#f6e3ea"/>` +
    `<rect x="390" y="440" width="420" height="190" rx="22" fill="url(#velvet)"/>` +
    `<rect x="420" y="430" width="360" height="60" rx="26" fill="#f6e3ea"/>` +
    `<path d="M400 330 Q600 300 800 330 L810 450 L390 450 Z" fill="#7b4f6f"/>` +
    `<ellipse cx="600" cy="452" rx="120" ry="22" fill="#e7cdd7"/>` +
    `<ellipse cx="600" cy="392" rx="82" ry="86" fill="none" stroke="url(#gold)" stroke-width="20"/>` +
    `<path d="M560 300 L640 300 L668 270 L600 206 L532 270 Z" fill="url(#gem)" stroke="#ffffff" stroke-width="3"/>` +
    `<path d="M532 270 L668 270 M560 300 L600 206 L640 300" stroke="#cfdcf0" stroke-width="2" fill="none"/>` +
    `<path d="M575 300 L600 318 L625 300 Z" fill="url(#gold)"/>` +
    `</g>` +
    petals +
    sparkles;
  return svgDocument(defs, body);
}

/** The arrival of a daughter: a moon, soft clouds and a mobile of stars and hearts over a crib. */
export function arrival(): string {
  const defs =
    linear('nursery', [[0, '#e9e1f4'], [0.6, '#f7e4ec'], [1, p.blush100]]) +
    radial('moonGlow', [[0, '#fff8e8', 0.9], [1, '#fff8e8', 0]]);
  const cloud = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})" fill="${p.cream}" opacity="0.92"><circle cx="0" cy="0" r="40"/><circle cx="46" cy="-16" r="52"/><circle cx="100" cy="0" r="40"/><rect x="0" y="0" width="100" height="40"/></g>`;
  const hang = (x: number, length: number, charm: string) =>
    `<line x1="${x}" y1="150" x2="${x}" y2="${150 + length}" stroke="${p.blush600}" stroke-width="3"/>${charm}`;
  const body =
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#nursery)"/>` +
    `<circle cx="930" cy="190" r="170" fill="url(#moonGlow)"/>` +
    crescent('nurseryMoon', 930, 190, 74, p.gold300) +
    bokeh(3, 12, [p.cream, p.lavender, p.blush200]) +
    cloud(140, 230, 1.1) +
    cloud(760, 360, 0.8) +
    `<path d="M330 150 Q600 110 870 150" stroke="${p.blush600}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<line x1="600" y1="60" x2="600" y2="128" stroke="${p.blush600}" stroke-width="4"/>` +
    hang(380, 150, sparkle(380, 320, 54, p.gold400)) +
    hang(490, 200, heart(490, 372, 52, p.blush500)) +
    hang(600, 130, `<g transform="translate(600 300)"><circle r="30" fill="${p.sage300}"/><circle r="14" fill="${p.cream}"/></g>`) +
    hang(710, 190, heart(710, 362, 52, p.blush300)) +
    hang(820, 140, sparkle(820, 310, 54, p.gold400)) +
    `<g transform="translate(600 610)"><rect x="-300" y="-10" width="600" height="150" rx="30" fill="${p.cream}"/>` +
    Array.from({ length: 11 }, (_, i) => `<rect x="${-270 + i * 54}" y="-110" width="14" height="110" rx="7" fill="${p.cream}"/>`).join('') +
    `<rect x="-300" y="-130" width="600" height="26" rx="13" fill="${p.blush200}"/>` +
    `<path d="M-280 40 Q0 0 280 40 L280 110 L-280 110 Z" fill="${p.blush200}" opacity="0.8"/>` +
    `<g fill="${p.blush500}" opacity="0.7">${footprint(-60, 70)}${footprint(40, 60)}</g></g>`;
  return svgDocument(defs, body);
}

function footprint(x: number, y: number): string {
  return (
    `<ellipse cx="${x}" cy="${y}" rx="14" ry="22"/>` +
    [0, 1, 2, 3, 4].map((i) => `<circle cx="${x - 12 + i * 6}" cy="${y - 28 - (i === 0 ? 2 : 0)}" r="${i === 0 ? 5 : 3.4}"/>`).join('')
  );
}

/** The wedding day: a garden arch of flowers over a petal path, two rings in the light. */
export function weddingDay(): string {
  const random = seeded(59);
  const defs =
    linear('garden', [[0, '#fdf0e6'], [0.5, p.blush100], [1, p.sage100]]) +
    radial('light', [[0, '#fffaf0'], [1, '#fffaf0', 0]]) +
    linear('lawn', [[0, p.sage300], [1, p.sage500]]) +
    linear('ringGold', [[0, '#f4dba6'], [0.5, p.gold400], [1, '#a9813f']], 1, 1);
  let garland = '';
  for (let i = 0; i <= 24; i += 1) {
    const angle = Math.PI * (i / 24);
    const x = 600 - Math.cos(angle) * 300;
    const y = 560 - Math.sin(angle) * 380;
    garland += leaf(x, y, 56, random() * 360, i % 2 ? p.sage500 : p.sage600);
    garland += flower(x + (random() - 0.5) * 30, y + (random() - 0.5) * 30, 22 + random() * 14, [p.blush200, p.blush300, p.cream][i % 3], p.gold400, random() * 60);
  }
  let petals = '';
  for (let i = 0; i < 26; i += 1) {
    const y = 600 + random() * 200;
    const spread = (y - 560) * 0.9;
    const x = 600 + (random() - 0.5) * spread;
    petals += `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="10" ry="5" fill="${i % 2 ? p.blush300 : p.blush500}" opacity="0.8" transform="rotate(${(random() * 180).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }
  const body =
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#garden)"/>` +
    `<circle cx="600" cy="360" r="300" fill="url(#light)"/>` +
    bokeh(11, 14, [p.cream, p.gold300, p.blush200]) +
    `<path d="M0 560 Q600 520 1200 560 V800 H0 Z" fill="url(#lawn)"/>` +
    `<path d="M540 800 L580 560 L620 560 L660 800 Z" fill="${p.cream}" opacity="0.85"/>` +
    `<path d="M300 560 A300 380 0 0 1 900 560" fill="none" stroke="${p.cream}" stroke-width="16"/>` +
    garland +
    petals +
    `<g transform="translate(600 360)"><circle cx="-26" cy="0" r="46" fill="none" stroke="url(#ringGold)" stroke-width="13"/><circle cx="26" cy="0" r="46" fill="none" stroke="url(#ringGold)" stroke-width="13"/></g>` +
    sparkle(520, 290, 30, p.cream) +
    sparkle(690, 310, 22, p.gold300) +
    heart(600, 460, 40, p.blush500, 0.85);
  return svgDocument(defs, body);
}

function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

