import { PARTICIPATIONS_LIST_LIMIT, type TimelineParticipation } from '../../../protocol/timeline';

const newestFirst = (a: TimelineParticipation, b: TimelineParticipation) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/**
 * Adds a published participation to the cached list (the author's own arrives twice: the POST
 * answer and the push; the second adds nothing). A pending one never enters the shared list.
 */
export function withParticipation(
  list: TimelineParticipation[] | undefined,
  participation: TimelineParticipation,
): TimelineParticipation[] | undefined {
  if (!list || !participation.isApproved || list.some((item) => item.id === participation.id))
    return list;
  return [participation, ...list].sort(newestFirst).slice(0, PARTICIPATIONS_LIST_LIMIT);
}

export function withoutParticipation(
  list: TimelineParticipation[] | undefined,
  id: string,
): TimelineParticipation[] | undefined {
  if (!list || !list.some((item) => item.id === id)) return list;
  return list.filter((item) => item.id !== id);
}
