import { formatDate } from '../site/format';
import { ACCENT, MUTED, PALETTE } from './palette';
import { MARGIN, type Pen } from './pen';

/**
 * The cover: the hero picture across the top of the page (into the bleed on a print shop's copy),
 * then the couple's names in the site's serif and accent colour on the site's blush, the date,
 * and the keepsake's title.
 */
export async function coverPage(pen: Pen): Promise<void> {
  const { doc, sheet, data, t } = pen;
  const bleed = sheet.bleed;
  doc.save().rect(-bleed, -bleed, sheet.width + 2 * bleed, sheet.height + 2 * bleed);
  doc.fill(PALETTE.blush50).restore();
  const cover = data.wedding.cover;
  const pictureHeight = cover?.path ? sheet.height * 0.58 : 0;
  if (cover?.path) {
    await pen.photo(
      cover,
      { x: -bleed, y: -bleed, width: sheet.width + 2 * bleed, height: pictureHeight + bleed },
      { cover: true },
    );
  }
  const top = cover?.path ? pictureHeight + 40 : sheet.height / 3;
  pen.style(34, ACCENT);
  await pen.write(data.wedding.coupleNames, 'serifBold', { y: top, align: 'center' });
  doc.moveDown(0.3);
  const rule = doc.y + 6;
  doc.save().lineWidth(1).strokeColor(PALETTE.gold);
  doc
    .moveTo(sheet.width / 2 - 40, rule)
    .lineTo(sheet.width / 2 + 40, rule)
    .stroke()
    .restore();
  doc.y = rule + 14;
  pen.style(15, MUTED);
  await pen.write(formatDate(data.wedding.date, pen.lang, data.wedding.timeZone), 'serif', {
    align: 'center',
  });
  doc.moveDown(1.2);
  pen.style(12, PALETTE.sage600);
  await pen.write(t.siteTitle, 'italic', { align: 'center' });
}

/**
 * The love story: each chapter beside its picture (a video chapter's poster frame), pictures
 * alternating sides as on the site, a chapter moved whole to the next page when it does not fit.
 */
export async function storyPages(pen: Pen): Promise<void> {
  const { doc, data, t } = pen;
  await pen.heading(t.story);
  const pictureWidth = pen.width * 0.4;
  const gap = 18;
  for (const [index, chapter] of data.wedding.story.entries()) {
    const title = pen.pick(chapter.title);
    const text = pen.pick(chapter.text);
    if (!title && !text && !chapter.photo) continue;
    const picture = chapter.photo ? pen.fit(chapter.photo, pictureWidth, 190) : null;
    const textWidth = picture ? pen.width - pictureWidth - gap : pen.width;
    pen.style(15);
    const titleHeight = await pen.type.heightOf(title, 'serifBold', { width: textWidth });
    pen.style(11);
    const textHeight = await pen.type.heightOf(text, 'sans', { width: textWidth });
    const height = Math.max(picture?.height ?? 0, titleHeight + textHeight + 8);
    pen.room(height + 16);
    const top = doc.y;
    const pictureLeft = index % 2 === 0;
    const textX = picture && pictureLeft ? MARGIN + pictureWidth + gap : MARGIN;
    if (picture && chapter.photo) {
      const x = pictureLeft ? MARGIN : MARGIN + pen.width - pictureWidth;
      await pen.photo(chapter.photo, { x, y: top, width: pictureWidth, height: picture.height });
    }
    pen.style(15, ACCENT);
    await pen.write(title, 'serifBold', { x: textX, y: top, width: textWidth });
    doc.moveDown(0.2);
    pen.style(11);
    await pen.write(text, 'sans', { x: textX, width: textWidth });
    doc.x = MARGIN;
    doc.y = top + height + 20;
  }
}

/** Where it happened: each venue's name and address, and its photos side by side. */
export async function venuePages(pen: Pen): Promise<void> {
  const { doc, data, t } = pen;
  await pen.heading(t.venues);
  for (const venue of data.wedding.venues) {
    const photos = venue.photos.slice(0, 3);
    const rowHeight = photos.length ? 150 : 0;
    pen.room(70 + rowHeight);
    await pen.subheading(pen.pick(venue.label));
    pen.style(12);
    await pen.write(venue.name, 'serifBold');
    await pen.note(venue.address);
    if (photos.length) {
      const gap = 10;
      const width = (pen.width - gap * (photos.length - 1)) / photos.length;
      const top = doc.y + 4;
      for (const [i, photo] of photos.entries()) {
        await pen.photo(photo, { x: MARGIN + i * (width + gap), y: top, width, height: rowHeight });
      }
      doc.x = MARGIN;
      doc.y = top + rowHeight + 18;
    }
  }
}
