import { PAGES } from '../../../protocol/pages';
import type { QuizRoster } from '../../../protocol/quiz';

/**
 * Type sizes in the projector's unit (1 --u = 19.2 px at 1920×1080). The smallest ones still read
 * from the back of the room (question ≥ 48 px, answers ≥ 36 px); longer texts take them so that
 * the whole question fits the screen without scrolling.
 */
export function questionSize(text: string): string {
  if (text.length > 160) return 'text-[calc(var(--u)*2.6)] leading-[1.15]';
  if (text.length > 80) return 'text-[calc(var(--u)*3.1)] leading-tight';
  return 'text-[calc(var(--u)*3.6)] leading-tight';
}

/** A long question leaves less room for its picture. */
export function pictureSize(text: string): string {
  return text.length > 120
    ? 'max-h-[calc(var(--u)*12)] max-w-[calc(var(--u)*20)]'
    : 'max-h-[calc(var(--u)*18)] max-w-[calc(var(--u)*32)]';
}

export function answerSize(answers: string[]): string {
  const longest = Math.max(0, ...answers.map((answer) => answer.length));
  if (longest > 60) return 'text-[calc(var(--u)*2)]';
  if (longest > 30) return 'text-[calc(var(--u)*2.4)]';
  return 'text-[calc(var(--u)*2.8)]';
}

/** Each bar's height as a share of the tallest (an empty chart stays flat). */
export function barShares(counts: readonly number[]): number[] {
  const most = Math.max(0, ...counts);
  return counts.map((count) => (most > 0 ? count / most : 0));
}

type RosterPlayer = QuizRoster['players'][number];

/** The newest players, by table in the order tables were last joined (unseated players last). */
export function groupByTable(
  players: RosterPlayer[],
): { table: string | null; players: RosterPlayer[] }[] {
  const groups = new Map<string | null, RosterPlayer[]>();
  for (const player of players) {
    const group = groups.get(player.tableName) ?? [];
    group.push(player);
    groups.set(player.tableName, group);
  }
  return [...groups]
    .map(([table, members]) => ({ table, players: members }))
    .sort((a, b) => Number(a.table === null) - Number(b.table === null));
}

/** Where the lobby's QR code leads: the phones' quiz page. */
export function quizJoinUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, '')}${PAGES.quiz}`;
}
