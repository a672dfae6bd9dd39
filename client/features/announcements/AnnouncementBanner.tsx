import { Megaphone, X } from 'lucide-react';
import { useStrings } from '../../lib/use-strings';
import { Localized } from '../../lib/localized';
import { Button } from '../../lib/ui/button';
import { dismissAnnouncement, useDismissedAnnouncements } from './dismissed';
import './strings';
import type { PublicAnnouncement } from '../../../protocol/announcements';

/**
 * The newest announcement this device has not dismissed, pinned to the bottom of the screen. It
 * appears the moment it is sent; dismissing it is remembered on this device.
 */
export function AnnouncementBanner({ notices }: { notices: readonly PublicAnnouncement[] }) {
  const { t } = useStrings('announcements');
  const dismissed = useDismissedAnnouncements();
  const current = notices.find((notice) => !dismissed.includes(notice.id));
  return (
    // The live region stays mounted so screen readers announce what appears in it.
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center p-3"
    >
      {current && (
        <section
          aria-label={t('banner.label')}
          data-testid="announcement-banner"
          className="pointer-events-auto flex w-full max-w-xl items-start gap-3 rounded-xl border border-gold-400 bg-white p-4 shadow-lg"
        >
          <Megaphone aria-hidden="true" className="mt-1 size-6 shrink-0 text-blush-700" />
          <div className="min-w-0 flex-1">
            {/* The page's language, the other version marked where the organizers wrote one. */}
            <Localized
              as="h2"
              en={current.title}
              es={current.titleEs}
              className="font-serif text-xl text-blush-700"
            />
            <Localized
              as="p"
              en={current.message}
              es={current.messageEs}
              className="mt-1 whitespace-pre-line break-words text-base text-stone-800"
            />
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('banner.dismiss')}
            onClick={() => dismissAnnouncement(current.id)}
          >
            <X aria-hidden="true" />
          </Button>
        </section>
      )}
    </div>
  );
}
