/**
 * The play mark printed over a video's poster frame: a dark disc with a white triangle, sized to
 * the picture, so a page says "this was a video" at a glance, in black and white too.
 */
export function drawPlayMark(
  doc: PDFKit.PDFDocument,
  box: { x: number; y: number; width: number; height: number },
): void {
  const r = Math.max(8, Math.min(28, Math.min(box.width, box.height) / 5));
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  doc.save();
  doc.circle(cx, cy, r).fillOpacity(0.7).fill('#2b2024');
  doc
    .polygon([cx - r * 0.32, cy - r * 0.5], [cx - r * 0.32, cy + r * 0.5], [cx + r * 0.55, cy])
    .fillOpacity(1)
    .fill('#ffffff');
  doc.restore();
}
