import type { KeepsakeData } from '../../../../protocol/keepsake';
import { ACCENT, INK, MUTED, PALETTE } from './palette';
import { MARGIN, type Pen } from './pen';

type Podium = KeepsakeData['podium'];

const MEDALS: Record<number, string> = { 1: PALETTE.gold, 2: PALETTE.silver, 3: PALETTE.bronze };
/** Second on the left, first in the middle, third on the right, as the leaderboard shows them. */
const ORDER = [2, 1, 3];
const STEP = { 1: 110, 2: 80, 3: 60 } as Record<number, number>;

/** A drawn medal: a ribbon, a disc of the place's metal, its number. */
async function medal(pen: Pen, cx: number, cy: number, rank: number): Promise<void> {
  const { doc } = pen;
  const r = 20;
  doc.save();
  doc
    .polygon(
      [cx - 14, cy - r - 22],
      [cx - 4, cy - r - 22],
      [cx + 2, cy - r + 4],
      [cx - 8, cy - r + 4],
    )
    .fill(PALETTE.blush500);
  doc
    .polygon(
      [cx + 4, cy - r - 22],
      [cx + 14, cy - r - 22],
      [cx + 8, cy - r + 4],
      [cx - 2, cy - r + 4],
    )
    .fill(ACCENT);
  doc.circle(cx, cy, r).fill(MEDALS[rank] ?? PALETTE.blush200);
  doc
    .circle(cx, cy, r - 4)
    .lineWidth(1)
    .strokeOpacity(0.6)
    .stroke('#ffffff');
  doc.restore();
  pen.style(16, INK);
  await pen.type.text(String(rank), 'serifBold', {
    x: cx - r,
    y: cy - 11,
    width: 2 * r,
    align: 'center',
  });
}

/** One podium: steps of the three heights, a medal, the name and the points on each. */
async function podiumBlock(pen: Pen, podium: Podium, title: string): Promise<void> {
  const { doc, t } = pen;
  const height = 250;
  pen.room(height + 40);
  await pen.subheading(title);
  const base = doc.y + height - 20;
  const column = pen.width / 3;
  for (const [slot, rank] of ORDER.entries()) {
    const entry = podium.find((candidate) => candidate.rank === rank);
    if (!entry) continue;
    const x = MARGIN + slot * column;
    const step = STEP[rank]!;
    doc
      .save()
      .roundedRect(x + 8, base - step, column - 16, step, 4)
      .fill(rank === 1 ? PALETTE.blush200 : PALETTE.blush100)
      .restore();
    pen.style(12, ACCENT);
    await pen.type.text(t.rank(rank), 'bold', {
      x: x + 8,
      y: base - step + 10,
      width: column - 16,
      align: 'center',
    });
    const cx = x + column / 2;
    const top = base - step - 110;
    await medal(pen, cx, top + 42, rank);
    pen.style(12, INK);
    await pen.type.text(entry.author ?? '—', 'serifBold', {
      x: x + 4,
      y: top + 70,
      width: column - 8,
      align: 'center',
      height: 30,
      ellipsis: true,
    });
    pen.style(10, MUTED);
    await pen.type.text(t.points(entry.score), 'sans', {
      x: x + 4,
      y: top + 86,
      width: column - 8,
      align: 'center',
    });
  }
  doc.x = MARGIN;
  doc.y = base + 24;
}

/** The games' podium, then each finished live quiz's. */
export async function podiumPages(pen: Pen): Promise<void> {
  const { data, t } = pen;
  await pen.heading(t.podium);
  if (data.podium.length) await podiumBlock(pen, data.podium, '');
  for (const quiz of data.quizzes) await podiumBlock(pen, quiz.podium, t.quiz(quiz.title));
}
