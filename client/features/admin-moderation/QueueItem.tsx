import { Check, EyeOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import type { ModerationItem } from '../../../protocol/moderation';
import { Badge } from '../../lib/ui/badge';
import { Button } from '../../lib/ui/button';
import { formatDuration } from '../../lib/video/duration';
import type { ItemAction } from './useModeration';

const VIDEO = /\.(mp4|webm|mov|m4v)(\?|$)/i;

type QueueItemProps = {
  item: ModerationItem;
  busy: boolean;
  onAction: (action: ItemAction) => void;
};

/** One post: who, when, what, where it shows, and what an organizer may do with it. */
export function QueueItem({ item, busy, onAction }: QueueItemProps) {
  const { t, i18n } = useStrings('admin-moderation');
  const [confirming, setConfirming] = useState(false);
  const headingId = `moderation-${item.kind}-${item.id}`;
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(item.createdAt));
  const places = item.shownOn.length
    ? item.shownOn.map((place) => t(`places.${place}`)).join(', ')
    : t('places.none');
  const name = item.authorName;

  return (
    <li
      aria-labelledby={headingId}
      data-testid="moderation-item"
      data-id={item.id}
      data-status={item.status}
      className="grid gap-2 rounded-xl border border-blush-100 bg-white p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={headingId} className="font-medium text-stone-900">
          {t(`kinds.${item.kind}`)}{' '}
          <span className="text-stone-700">{t('queue.by', { name })}</span>
        </h4>
        <Badge variant={item.status === 'published' ? 'secondary' : 'outline'}>
          {t(`statuses.${item.status}`)}
        </Badge>
      </div>
      <p className="text-sm text-stone-700">
        <time dateTime={item.createdAt}>{when}</time>
        {' · '}
        {t('queue.shownOn', { places })}
      </p>
      <div className="flex gap-3">
        {item.video ? (
          <figure className="grid shrink-0 gap-1">
            {/* The poster until the organizer plays it: a long queue loads no film it is not asked for. */}
            <video
              src={item.video.url}
              poster={item.video.posterUrl}
              aria-label={t('queue.videoLabel', { name })}
              controls
              playsInline
              preload="none"
              className="aspect-video w-48 rounded-md bg-stone-900 object-contain sm:w-64"
            />
            <figcaption className="text-sm text-stone-700">
              {t('queue.videoLength', { length: formatDuration(item.video.durationSeconds) })}
            </figcaption>
          </figure>
        ) : (
          item.mediaUrl &&
          (VIDEO.test(item.mediaUrl) ? (
            <a
              href={item.mediaUrl}
              target="_blank"
              rel="noreferrer"
              className="text-blush-700 underline"
            >
              {t('queue.openMedia')}
            </a>
          ) : (
            <img
              src={item.mediaUrl}
              alt={t('queue.mediaAlt', { name })}
              loading="lazy"
              className="size-20 shrink-0 rounded-md object-cover"
            />
          ))
        )}
        {item.text && <p className="whitespace-pre-line break-words text-stone-800">{item.text}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        {item.status !== 'published' && (
          <Button
            size="sm"
            disabled={busy}
            onClick={() => onAction('approve')}
            aria-label={t('queue.approveLabel', { name })}
          >
            <Check aria-hidden="true" />
            {t('queue.approve')}
          </Button>
        )}
        {item.status !== 'hidden' && (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => onAction('hide')}
            aria-label={t('queue.hideLabel', { name })}
          >
            <EyeOff aria-hidden="true" />
            {t('queue.hide')}
          </Button>
        )}
        {confirming ? (
          <span
            className="flex flex-wrap items-center gap-2"
            role="group"
            aria-label={t('queue.confirmDelete')}
          >
            <span className="text-sm text-stone-800">{t('queue.confirmDelete')}</span>
            <Button
              size="sm"
              variant="destructive"
              disabled={busy}
              onClick={() => onAction('delete')}
            >
              {t('queue.delete')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              {t('queue.cancel')}
            </Button>
          </span>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => setConfirming(true)}
            aria-label={t('queue.deleteLabel', { name })}
          >
            <Trash2 aria-hidden="true" />
            {t('queue.delete')}
          </Button>
        )}
      </div>
    </li>
  );
}
