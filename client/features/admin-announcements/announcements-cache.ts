import type { Announcement } from '../../../protocol/announcements';

/** The list with this announcement saved in place (or added), newest first. */
export function withAnnouncement(
  list: Announcement[] | undefined,
  saved: Announcement,
): Announcement[] {
  const others = (list ?? []).filter((a) => a.id !== saved.id);
  return [saved, ...others].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
}

export function withoutAnnouncement(list: Announcement[] | undefined, id: string): Announcement[] {
  return (list ?? []).filter((a) => a.id !== id);
}
