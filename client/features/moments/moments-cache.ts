import { MOMENTS_LIST_LIMIT, type Moment, type MomentLiked } from '../../../protocol/moments';

const newestFirst = (a: Moment, b: Moment) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/**
 * Adds a moment to the cached feed, newest first, keeping at most what the server lists. The
 * author's own moment arrives twice (the POST answer and the push, in either order): the second
 * copy does not add a duplicate. Likes only ever grow, so the higher count of the two is kept. A
 * feed not loaded yet stays unloaded: its fetch will include the moment.
 */
export function withMoment(list: Moment[] | undefined, moment: Moment): Moment[] | undefined {
  if (!list) return list;
  const existing = list.find((item) => item.id === moment.id);
  if (existing) {
    if (existing.likes >= moment.likes) return list;
    return list.map((item) => (item.id === moment.id ? { ...item, likes: moment.likes } : item));
  }
  return [moment, ...list].sort(newestFirst).slice(0, MOMENTS_LIST_LIMIT);
}

/** A like count from a push or an answer; a late, lower count never undoes a newer one. */
export function withLikes(
  list: Moment[] | undefined,
  { id, likes }: MomentLiked,
): Moment[] | undefined {
  if (!list) return list;
  return list.map((item) => (item.id === id && item.likes < likes ? { ...item, likes } : item));
}

export function withoutMoment(list: Moment[] | undefined, id: string): Moment[] | undefined {
  if (!list || !list.some((item) => item.id === id)) return list;
  return list.filter((item) => item.id !== id);
}
