import type { BookType } from './type';

/**
 * The mark printed over a video's poster frame: a dark disc with a white triangle at its centre,
 * and a badge with its length ("Video · 0:42") in the bottom-left corner, both sized to the
 * picture, so a page says "this was a video" at a glance, in black and white too.
 */
export async function drawVideoMark(
  doc: PDFKit.PDFDocument,
  box: { x: number; y: number; width: number; height: number },
  label: string,
  type: BookType,
): Promise<void> {
  const r = Math.max(8, Math.min(28, Math.min(box.width, box.height) / 5));
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  doc.save();
  doc.circle(cx, cy, r).fillOpacity(0.7).fill('#2b2024');
  doc
    .polygon([cx - r * 0.32, cy - r * 0.5], [cx - r * 0.32, cy + r * 0.5], [cx + r * 0.55, cy])
    .fillOpacity(1)
    .fill('#ffffff');

  const size = box.height < 60 ? 7 : 9;
  const pad = size / 2;
  doc.fontSize(size);
  const width = Math.min((await type.widthOf(label, 'bold')) + 2 * pad, box.width - 2 * pad);
  const height = size + 2 * pad;
  const left = box.x + pad;
  const top = box.y + box.height - height - pad;
  if (width > 2 * pad && top > box.y) {
    doc.roundedRect(left, top, width, height, 3).fillOpacity(0.75).fill('#2b2024');
    doc.fillOpacity(1).fillColor('#ffffff');
    await type.text(label, 'bold', {
      x: left + pad,
      y: top + pad + 0.5,
      width: width - 2 * pad,
      height: size + 1,
      lineBreak: false,
      ellipsis: true,
    });
  }
  doc.restore();
}
