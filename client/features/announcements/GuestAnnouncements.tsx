import { AnnouncementBanner } from './AnnouncementBanner';
import { AnnouncementsSection } from './AnnouncementsSection';
import { useNotices } from './useNotices';

/** The home page's live announcements: the list in the page and the banner over it. */
export function GuestAnnouncements() {
  const notices = useNotices().data ?? [];
  return (
    <>
      <AnnouncementsSection notices={notices} />
      <AnnouncementBanner notices={notices} />
    </>
  );
}
