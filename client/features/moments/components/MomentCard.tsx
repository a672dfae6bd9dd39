import { Heart, Lock, MapPin, Trash2 } from 'lucide-react';
import { useStrings } from '../../../lib/use-strings';
import type { Moment } from '../../../../protocol/moments';
import { Badge } from '../../../lib/ui/badge';
import { Button } from '../../../lib/ui/button';
import { cn } from '../../../lib/ui/cn';
import { SeeTranslation } from '../../translation/SeeTranslation';
import '../strings';
import { formatMomentTime } from '../format-time';
import { MomentMedia } from './MomentMedia';

type MomentCardProps = {
  moment: Moment;
  liked: boolean;
  canDelete: boolean;
  liking: boolean;
  deleting: boolean;
  onLike: () => void;
  onDelete: () => void;
};

export function MomentCard({
  moment,
  liked,
  canDelete,
  liking,
  deleting,
  onLike,
  onDelete,
}: MomentCardProps) {
  const { t, i18n } = useStrings('moments');
  return (
    <li className="rounded-xl border border-blush-100 bg-white p-4 shadow-sm">
      <article aria-label={t('feed.sharedBy', { name: moment.guestName })}>
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="font-serif text-lg font-semibold text-stone-800">{moment.guestName}</p>
          <time dateTime={moment.createdAt} className="text-sm text-stone-600">
            {formatMomentTime(moment.createdAt, i18n.language)}
          </time>
          {!moment.isPublic && (
            <Badge variant="outline">
              <Lock aria-hidden className="size-3.5" />
              {t('feed.private')}
            </Badge>
          )}
          {moment.location && (
            <p className="flex w-full items-center gap-1 text-sm text-stone-600">
              <MapPin aria-hidden className="size-4" />
              {moment.location}
            </p>
          )}
        </header>
        <p className="mt-2 whitespace-pre-line break-words text-base text-stone-700">
          {moment.content}
        </p>
        <SeeTranslation kind="moment" id={moment.id} />
        <MomentMedia
          moment={moment}
          alt={t('feed.mediaAlt', { name: moment.guestName })}
          className="mt-3 max-h-80"
        />
        {moment.hashtags.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('form.hashtags')}>
            {moment.hashtags.map((tag) => (
              <li key={tag} className="text-sm font-medium text-blush-700">
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <footer className="mt-3 flex items-center justify-between gap-2">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-pressed={liked}
            aria-label={t('feed.likeLabel', { count: moment.likes })}
            disabled={liking || liked}
            onClick={onLike}
            className={cn('disabled:opacity-100', liked && 'text-blush-700')}
          >
            <Heart aria-hidden className={cn(liked && 'fill-current')} />
            <span>{t('feed.likes', { count: moment.likes })}</span>
          </Button>
          {canDelete && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={t('feed.deleteLabel', { name: moment.guestName })}
              disabled={deleting}
              onClick={onDelete}
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
            >
              <Trash2 aria-hidden />
              <span>{t('feed.delete')}</span>
            </Button>
          )}
        </footer>
      </article>
    </li>
  );
}
