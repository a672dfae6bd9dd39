import {
  MODERATION_LOG_LIMIT,
  type ModerationAction,
  type ModerationItem,
  type ModerationItemRemoved,
  type ModerationKind,
  type ModerationQueue,
  type QueueStatus,
} from '../../../protocol/moderation';

/** What one cached queue shows: a kind (or all) and a status (or all). */
export interface QueueFilter {
  kind: ModerationKind | 'all';
  status: QueueStatus;
}

const newestFirst = (a: ModerationItem, b: ModerationItem) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

const same = (a: { kind: string; id: string }, b: { kind: string; id: string }) =>
  a.kind === b.kind && a.id === b.id;

const fits = (item: ModerationItem, filter: QueueFilter) =>
  (filter.kind === 'all' || filter.kind === item.kind) &&
  (filter.status === 'all' || filter.status === item.status);

/**
 * A new or changed item in a cached queue: kept (newest first, once) where it still fits the
 * filter, dropped where it no longer does (approved items leave the 'pending' list).
 */
export function withItem(
  queue: ModerationQueue | undefined,
  item: ModerationItem,
  filter: QueueFilter,
): ModerationQueue | undefined {
  if (!queue) return queue;
  const others = queue.items.filter((existing) => !same(existing, item));
  if (!fits(item, filter)) {
    return others.length === queue.items.length ? queue : { ...queue, items: others };
  }
  return { ...queue, items: [item, ...others].sort(newestFirst) };
}

export function withoutItem(
  queue: ModerationQueue | undefined,
  removed: ModerationItemRemoved,
): ModerationQueue | undefined {
  if (!queue || !queue.items.some((item) => same(item, removed))) return queue;
  return { ...queue, items: queue.items.filter((item) => !same(item, removed)) };
}

/** A new line on top of the log (once, even if the answer and the push both bring it). */
export function withAction(
  log: ModerationAction[] | undefined,
  action: ModerationAction,
): ModerationAction[] | undefined {
  if (!log) return log;
  if (log.some((line) => line.id === action.id)) return log;
  return [action, ...log].slice(0, MODERATION_LOG_LIMIT);
}
