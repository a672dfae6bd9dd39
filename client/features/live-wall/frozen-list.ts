import { useState } from 'react';

/**
 * What the wall shows while paused: the items it had when the pause began, minus any removed
 * since (an organizer pausing to tidy up wants a hidden post gone at once). Nothing new appears
 * until the pause ends; then the wall shows the live list again, catching up in one step.
 */
export function useFrozenList<T extends { id: string }>(
  list: T[] | undefined,
  paused: boolean,
): T[] | undefined {
  const [frozenIds, setFrozenIds] = useState<ReadonlySet<string> | null>(null);
  // Adjusted while rendering (React's pattern for state derived from props): no flash of new items.
  if (paused && !frozenIds && list) setFrozenIds(new Set(list.map((item) => item.id)));
  if (!paused && frozenIds) setFrozenIds(null);
  if (!paused || !list) return list;
  const shown = frozenIds ?? new Set(list.map((item) => item.id));
  return list.filter((item) => shown.has(item.id));
}
