import { useState } from 'react';
import { useStrings } from '../../../lib/use-strings';
import { uniqueGuestCount, type GuestBookEntry } from '../../../../protocol/guestbook';
import { Badge } from '../../../lib/ui/badge';
import { Button } from '../../../lib/ui/button';
import { PostVideoPlayer } from '../../../lib/video/PostVideoPlayer';
import { VideoStatus } from '../../../lib/video/VideoStatus';
import { SeeTranslation } from '../../translation/SeeTranslation';
import '../strings';
import { useGuestBookEntries, useMyGuestBookVideos } from '../hooks/useGuestBook';
import { WaitingEntries } from './WaitingEntries';

/** Entries shown at first, and added by each 'show more'; the page goes on below the book. */
export const ENTRIES_PAGE_SIZE = 10;

function EntryCard({ entry, latest }: { entry: GuestBookEntry; latest: boolean }) {
  const { t, i18n } = useStrings('guestbook');
  const date = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(entry.createdAt));
  return (
    <li className="rounded-xl border border-blush-100 bg-white p-4 shadow-sm">
      <article aria-label={entry.guestName}>
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="font-serif text-lg font-semibold text-stone-800">{entry.guestName}</p>
          {latest && <Badge>{t('entries.latest')}</Badge>}
          <time dateTime={entry.createdAt} className="w-full text-sm text-stone-600">
            {t('entries.postedAt', { date })}
          </time>
        </header>
        <p className="mt-2 whitespace-pre-line break-words text-base text-stone-700">
          {entry.message}
        </p>
        <SeeTranslation kind="guestbook" id={entry.id} />
        {entry.processing || entry.videoFailure ? (
          <VideoStatus
            kind="guestbook"
            id={entry.id}
            failure={entry.videoFailure}
            className="mt-3"
          />
        ) : entry.video ? (
          <PostVideoPlayer
            video={entry.video}
            alt={t('entries.videoBy', { name: entry.guestName })}
            className="mt-3 max-h-72"
          />
        ) : (
          entry.photoUrl && (
            <img
              src={entry.photoUrl}
              alt={t('entries.photoBy', { name: entry.guestName })}
              loading="lazy"
              decoding="async"
              referrerPolicy="no-referrer"
              className="mt-3 max-h-72 w-full rounded-lg object-cover"
            />
          )
        )}
      </article>
    </li>
  );
}

export function GuestBookEntries() {
  const { t } = useStrings('guestbook');
  const entries = useGuestBookEntries();
  useMyGuestBookVideos();
  const [visible, setVisible] = useState(ENTRIES_PAGE_SIZE);
  const hidden = Math.max(0, (entries.data?.length ?? 0) - visible);

  return (
    <div
      aria-labelledby="guest-book-entries-title"
      role="region"
      className="grid content-start gap-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="guest-book-entries-title" className="font-serif text-2xl text-blush-700">
          {t('entries.title')}
        </h3>
        {entries.data && (
          <p className="text-base text-stone-600" aria-live="polite">
            {t('entries.uniqueGuests', { count: uniqueGuestCount(entries.data) })}
          </p>
        )}
      </div>
      {entries.isPending && <p role="status">{t('entries.loading')}</p>}
      {entries.isError && !entries.data && (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{t('entries.loadError')}</p>
          <Button variant="outline" onClick={() => void entries.refetch()}>
            {t('entries.retry')}
          </Button>
        </div>
      )}
      <WaitingEntries />
      {entries.data?.length === 0 && <p className="text-stone-600">{t('entries.empty')}</p>}
      {!!entries.data?.length && (
        <ol className="grid gap-3" aria-label={t('entries.title')}>
          {entries.data.slice(0, visible).map((entry, index) => (
            <EntryCard key={entry.id} entry={entry} latest={index === 0} />
          ))}
        </ol>
      )}
      {hidden > 0 && (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => setVisible((n) => n + ENTRIES_PAGE_SIZE)}
        >
          {t('entries.showMore', { count: hidden })}
        </Button>
      )}
    </div>
  );
}
