import { reactionLabel } from '../site/catalog';
import type { Face } from './fonts';
import { ACCENT, MUTED, PALETTE } from './palette';
import { MARGIN, type MediaFile, type MediaVideo, type Pen } from './pen';

/** A post as a card or a note prints it. */
interface Post {
  text: string;
  face: Face;
  photo: MediaFile;
  video?: MediaVideo;
  /** Under the words: who and when, likes. */
  footer: string;
}

const PAD = 12;
/** The tallest a post's picture prints on a card. */
const CARD_PHOTO = 200;

/**
 * A post on a card: the site's white card with a blush edge (`note`: the guest book's paper, blush
 * with an accent bar), its words, its picture below them, who wrote it underneath. Measured
 * first, so a card never splits across pages.
 */
async function card(pen: Pen, post: Post, x: number, width: number, note = false): Promise<void> {
  const { doc } = pen;
  const inner = width - 2 * PAD - (note ? 6 : 0);
  pen.style(note ? 12 : 11);
  const textHeight = await pen.type.heightOf(post.text, post.face, { width: inner });
  const photo = post.photo ? pen.fit(post.photo, inner, CARD_PHOTO) : null;
  pen.style(9, MUTED);
  const footerHeight = await pen.type.heightOf(post.footer, 'sans', { width: inner });
  const height =
    PAD + textHeight + (photo ? photo.height + 8 : 0) + (textHeight ? 6 : 0) + footerHeight + PAD;
  pen.room(height + 10);
  const top = doc.y;
  doc.save().roundedRect(x, top, width, height, 8);
  if (note) doc.fill(PALETTE.blush50);
  else doc.fillAndStroke('#ffffff', PALETTE.blush200);
  doc.restore();
  if (note)
    doc
      .save()
      .rect(x, top + 6, 3, height - 12)
      .fill(ACCENT)
      .restore();
  const left = x + PAD + (note ? 6 : 0);
  let y = top + PAD;
  if (post.text) {
    pen.style(note ? 12 : 11);
    await pen.write(post.text, post.face, { x: left, y, width: inner });
    y += textHeight + 6;
  }
  if (photo && post.photo) {
    const box = { x: left, y, width: inner, height: photo.height };
    await pen.photo(post.photo, box, { video: post.video, caption: post.text });
    y += photo.height + 8;
  }
  pen.style(9, MUTED);
  await pen.write(post.footer, 'sans', {
    x: left,
    y,
    width: inner,
    align: note ? 'right' : 'left',
  });
  doc.x = MARGIN;
  doc.y = top + height + 10;
}

/**
 * The day's story: each event at its time on a line down the page (an accent dot), its
 * description and reactions, the guests' messages and photos as cards beside the line.
 */
export async function timelinePages(pen: Pen): Promise<void> {
  const { doc, data, t } = pen;
  await pen.heading(t.timeline);
  const rail = MARGIN + 8;
  const indent = 30;
  for (const event of data.timeline) {
    pen.room(60);
    const top = doc.y;
    doc
      .save()
      .circle(rail, top + 9, 5)
      .fill(ACCENT)
      .restore();
    pen.style(11, ACCENT);
    await pen.write(event.time, 'bold', { x: MARGIN + indent, y: top });
    pen.style(15);
    await pen.write(pen.pick(event.title), 'serifBold', {
      x: MARGIN + indent,
      width: pen.width - indent,
    });
    await pen.body(pen.pick(event.description), 'sans', {
      x: MARGIN + indent,
      width: pen.width - indent,
    });
    const reactions = Object.entries(event.reactions).filter(([, count]) => count > 0);
    if (reactions.length) {
      await pen.note(
        reactions.map(([kind, count]) => `${reactionLabel(t, kind)}: ${count}`).join(' · '),
        {
          x: MARGIN + indent,
          width: pen.width - indent,
        },
      );
    }
    doc.moveDown(0.3);
    for (const message of event.messages) {
      const post = {
        text: message.content,
        face: 'sans' as const,
        photo: message.photo,
        video: message.video,
        footer: pen.byline(message.author, message.createdAt),
      };
      await card(pen, post, MARGIN + indent, pen.width - indent);
    }
    // The rail joins this event's dot to the next one's, on this page.
    const end = Math.min(doc.y, pen.bottom);
    if (doc.y > top) {
      doc.save().lineWidth(1.5).strokeColor(PALETTE.blush200);
      doc
        .moveTo(rail, top + 16)
        .lineTo(rail, end)
        .stroke()
        .restore();
    }
    doc.moveDown(0.6);
  }
}

/** Moments as cards: the words, the picture, who and when, and the likes. */
export async function momentPages(pen: Pen): Promise<void> {
  const { data, t } = pen;
  await pen.heading(t.moments);
  for (const moment of data.moments) {
    await card(
      pen,
      {
        text: moment.content,
        face: 'sans',
        photo: moment.photo,
        video: moment.video,
        footer: `${pen.byline(moment.author, moment.createdAt)} · ${t.likes(moment.likes)}`,
      },
      MARGIN,
      pen.width,
    );
  }
}

/** The guest book as notes: the wishes in italic on the site's blush, signed underneath. */
export async function guestBookPages(pen: Pen): Promise<void> {
  const { data, t } = pen;
  await pen.heading(t.guestBook);
  for (const entry of data.guestBook) {
    const byline = pen.byline(entry.author, entry.createdAt);
    await card(
      pen,
      {
        text: entry.message,
        face: 'italic',
        photo: entry.photo,
        video: entry.video,
        footer: entry.author ? `— ${byline}` : byline,
      },
      MARGIN,
      pen.width,
      true,
    );
  }
}
