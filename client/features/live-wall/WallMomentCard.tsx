import { Heart, MapPin } from 'lucide-react';
import { useStrings } from '../../lib/use-strings';
import type { Moment } from '../../../protocol/moments';
import { cn } from '../../lib/ui/cn';
import { MomentMedia } from '../moments/components/MomentMedia';
import './strings';

type WallMomentCardProps = {
  moment: Moment;
  /** The newest moment: larger type and media. */
  featured?: boolean;
};

/**
 * One moment on the projector. Each card is keyed by its moment, so it plays its entry animation
 * when it first appears (and when it moves from the featured spot into the grid).
 */
export function WallMomentCard({ moment, featured = false }: WallMomentCardProps) {
  const { t, i18n } = useStrings('live-wall');
  const hasMedia = moment.momentType !== 'text' && !!moment.mediaUrl;
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(
    new Date(moment.createdAt),
  );

  const details = (
    <>
      <time dateTime={moment.createdAt} className="shrink-0">
        {time}
      </time>
      {moment.location && (
        <span className="flex min-w-0 items-center gap-[0.2em]">
          <MapPin aria-hidden className="size-[1em] shrink-0" />
          <span className="truncate">{moment.location}</span>
        </span>
      )}
    </>
  );

  return (
    <article
      aria-label={t('moment.sharedBy', { name: moment.guestName })}
      data-moment-id={moment.id}
      className={cn(
        'live-wall-enter flex min-h-0 flex-col overflow-hidden rounded-[calc(var(--u)*1.2)] bg-white/95 text-stone-800 shadow-2xl',
        featured
          ? 'p-[calc(var(--u)*2)] ring-[calc(var(--u)*0.3)] ring-gold-400'
          : 'p-[calc(var(--u)*1.3)]',
      )}
    >
      {hasMedia && (
        <MomentMedia
          moment={moment}
          alt={t('moment.sharedBy', { name: moment.guestName })}
          autoPlay
          className={cn(
            'min-h-0 flex-1 rounded-[calc(var(--u)*0.8)]',
            featured ? 'max-h-[60%]' : 'max-h-[45%]',
          )}
        />
      )}
      <p
        className={cn(
          'min-h-0 whitespace-pre-line break-words font-serif leading-snug',
          hasMedia && 'mt-[calc(var(--u)*1)]',
          featured
            ? cn(
                hasMedia
                  ? 'line-clamp-3 text-[calc(var(--u)*2.9)]'
                  : 'my-auto line-clamp-6 text-[calc(var(--u)*3.4)]',
              )
            : // Three lines leave the card room for its tags and footer, the day's timeline shown too.
              cn('text-[calc(var(--u)*1.8)]', hasMedia ? 'line-clamp-1' : 'line-clamp-3'),
        )}
      >
        {moment.content}
      </p>
      {moment.hashtags.length > 0 && (
        // One row of tags, exactly one tag high: the tags that do not fit wrap out of sight whole.
        <ul
          className={cn(
            'mt-[calc(var(--u)*0.8)] flex max-h-[1.5em] shrink-0 flex-wrap gap-x-[0.4em] gap-y-[0.5em] overflow-hidden font-semibold',
            featured ? 'text-[calc(var(--u)*1.9)]' : 'text-[calc(var(--u)*1.7)]',
          )}
        >
          {moment.hashtags.map((tag) => (
            <li
              key={tag}
              className="max-w-full truncate rounded-full bg-gold-400/25 px-[0.6em] py-[0.1em] leading-[1.3] text-blush-700"
            >
              #{tag}
            </li>
          ))}
        </ul>
      )}
      <footer
        className={cn(
          'mt-auto grid shrink-0 grid-cols-[minmax(0,1fr)_auto] items-center gap-x-[calc(var(--u)*1)] pt-[calc(var(--u)*0.8)] text-stone-600',
          featured ? 'text-[calc(var(--u)*1.8)]' : 'text-[calc(var(--u)*1.7)]',
        )}
      >
        <p className="flex min-w-0 items-center gap-[calc(var(--u)*1)]">
          <span className="min-w-0 truncate font-semibold text-blush-700">{moment.guestName}</span>
          {featured && details}
        </p>
        <span
          className="flex shrink-0 items-center gap-[0.3em] font-semibold text-blush-600"
          role="img"
          aria-label={t('moment.likes', { count: moment.likes })}
          data-testid="wall-likes"
        >
          <Heart aria-hidden className="size-[1.1em] fill-current" />
          <span key={moment.likes} className="live-wall-pop" aria-hidden>
            {moment.likes}
          </span>
        </span>
        {/* Narrow cards: the name keeps its room, place and time go on their own line. */}
        {!featured && (
          <p className="col-span-2 flex min-w-0 items-center gap-[calc(var(--u)*0.8)]">
            {details}
          </p>
        )}
      </footer>
    </article>
  );
}
