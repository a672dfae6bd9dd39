import type { GuestBookEntry } from '../../../protocol/guestbook';

const newestFirst = (a: GuestBookEntry, b: GuestBookEntry) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/**
 * Adds an entry to the cached list, newest first. The author's own entry arrives twice (the POST
 * answer and the live push, in either order); the second copy replaces the first instead of
 * adding a duplicate. A list not loaded yet stays unloaded: its fetch will include the entry.
 */
export function withEntry(
  list: GuestBookEntry[] | undefined,
  entry: GuestBookEntry,
): GuestBookEntry[] | undefined {
  if (!list) return list;
  if (!entry.isApproved) return list;
  return [...list.filter((existing) => existing.id !== entry.id), entry].sort(newestFirst);
}

export function withoutEntry(
  list: GuestBookEntry[] | undefined,
  id: string,
): GuestBookEntry[] | undefined {
  if (!list || !list.some((entry) => entry.id === id)) return list;
  return list.filter((entry) => entry.id !== id);
}
