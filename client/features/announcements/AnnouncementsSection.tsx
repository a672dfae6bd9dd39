import { useStrings } from '../../lib/use-strings';
import type { PublicAnnouncement } from '../../../protocol/announcements';
import { Localized } from '../../lib/localized';
import { LazyNotificationsSetting } from '../push/LazyNotificationsSetting';
import { formatSentAt } from './format';
import './strings';

/**
 * The home page's announcements (the spec's 'Announcements section', which has no anchor): every
 * announcement sent to this guest, newest first, and the setting that brings the next ones to this
 * phone when the site is closed (issue 49). Before the first announcement only the setting shows,
 * so a guest can turn notifications on ahead of the news.
 */
export function AnnouncementsSection({ notices }: { notices: readonly PublicAnnouncement[] }) {
  const { t, i18n } = useStrings('announcements');
  return (
    <section aria-labelledby="announcements-title" className="bg-white px-4 py-12">
      <div className="mx-auto max-w-2xl">
        <h2 id="announcements-title" className="text-center font-serif text-3xl text-blush-700">
          {t('section.title')}
        </h2>
        <p className="mt-2 text-center text-base text-stone-600">{t('section.intro')}</p>
        <LazyNotificationsSetting className="mt-6 grid gap-2 rounded-xl border border-blush-100 bg-white p-4" />
        {notices.length > 0 && (
          <ul className="mt-6 grid gap-3" data-testid="announcements-list">
            {notices.map((notice) => (
              <li key={notice.id} className="rounded-xl border border-blush-100 bg-blush-50 p-4">
                <Localized
                  as="h3"
                  en={notice.title}
                  es={notice.titleEs}
                  className="font-serif text-xl text-blush-700"
                />
                <Localized
                  as="p"
                  en={notice.message}
                  es={notice.messageEs}
                  className="mt-1 whitespace-pre-line break-words text-stone-800"
                />
                <p className="mt-2 text-sm text-stone-600">
                  <time dateTime={notice.sentAt}>
                    {t('section.sentAt', { time: formatSentAt(notice.sentAt, i18n.language) })}
                  </time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
