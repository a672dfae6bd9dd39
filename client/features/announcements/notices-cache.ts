import type { PublicAnnouncement } from '../../../protocol/announcements';

/** The list with this announcement first (a replayed push replaces its copy instead of doubling). */
export function withNotice(
  list: PublicAnnouncement[] | undefined,
  notice: PublicAnnouncement,
): PublicAnnouncement[] {
  return [notice, ...(list ?? []).filter((n) => n.id !== notice.id)].sort((a, b) =>
    b.sentAt.localeCompare(a.sentAt),
  );
}
