import { proxy, useSnapshot } from 'valtio';

const STORAGE_KEY = 'wedding.dismissedAnnouncements';
// Enough for a whole wedding; the oldest are forgotten first.
const KEEP = 200;

function load(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Announcements this device has dismissed: remembered across reloads, per device. */
const dismissed = proxy({ ids: load() });

export function dismissAnnouncement(id: string): void {
  if (dismissed.ids.includes(id)) return;
  dismissed.ids = [...dismissed.ids, id].slice(-KEEP);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(dismissed.ids));
  } catch {
    // Private mode or a full storage: dismissed for this visit only.
  }
}

export function useDismissedAnnouncements(): readonly string[] {
  return useSnapshot(dismissed).ids;
}
