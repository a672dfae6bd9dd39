import { AnnouncementBanner } from './AnnouncementBanner';
import { useNotices } from './useNotices';

/**
 * The announcement banner on the guest pages other than home (the home page shows it with its
 * list, behind its gate): a guest reading the timeline or talking to the assistant sees an
 * announcement the moment it is sent too.
 */
export function GuestPageBanner() {
  return <AnnouncementBanner notices={useNotices().data ?? []} />;
}
