/**
 * `npx tsx scripts/pwa-icons.ts`: draws the installable app's icons from client/public/icons/icon.svg.
 * The PNGs are committed; run this again only when the drawing changes.
 */
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const iconsDir = fileURLToPath(new URL('../client/public/icons/', import.meta.url));
const source = `${iconsDir}icon.svg`;

/** name → edge in pixels. The drawing fills its square edge to edge, so one source serves all. */
const outputs: Record<string, number> = {
  'icon-192.png': 192,
  'icon-512.png': 512,
  'maskable-512.png': 512,
  'apple-touch-icon.png': 180,
};

for (const [name, size] of Object.entries(outputs)) {
  await sharp(source, { density: Math.ceil((72 * size) / 512) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${iconsDir}${name}`);
  console.log(`wrote client/public/icons/${name} (${size}×${size})`);
}
