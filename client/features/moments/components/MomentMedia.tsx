import type { Moment } from '../../../../protocol/moments';
import { errorText } from '../../../lib/error-text';
import { usePrefersReducedMotion } from '../../../lib/use-reduced-motion';
import { useStrings } from '../../../lib/use-strings';
import { cn } from '../../../lib/ui/cn';
import '../strings';

type MomentMediaProps = {
  moment: Moment;
  alt: string;
  className?: string;
  /** On the projector videos play by themselves, muted and looped; on phones the guest starts them. */
  autoPlay?: boolean;
};

/** The photo, GIF or video of a moment; nothing for a text moment. */
export function MomentMedia({ moment, alt, className, autoPlay = false }: MomentMediaProps) {
  const reducedMotion = usePrefersReducedMotion();
  if (moment.processing || moment.videoFailure) return <VideoStatus moment={moment} />;
  if (!moment.mediaUrl || moment.momentType === 'text') return null;
  const media = moment.media;
  const video = media?.video;
  // A video plays unless the guest asked for less motion: then its poster stands still.
  if (video && !(autoPlay && reducedMotion)) {
    return (
      <video
        src={video.url}
        poster={video.posterUrl}
        aria-label={alt}
        width={media.width}
        height={media.height}
        className={cn('w-full rounded-lg bg-stone-900 object-contain', className)}
        preload={autoPlay ? 'auto' : 'none'}
        playsInline
        // The wall plays it muted and looped; a phone shows the controls, so a tap plays it with
        // its sound.
        {...(autoPlay ? { autoPlay: true, muted: true, loop: true } : { controls: true })}
      />
    );
  }
  // An uploaded file has a 480 px rendition for small screens, and its size keeps the page still.
  return (
    <img
      src={moment.mediaUrl}
      {...(media
        ? {
            srcSet: `${media.thumbUrl} 480w, ${moment.mediaUrl} ${media.width}w`,
            sizes: '(max-width: 640px) 100vw, 640px',
            width: media.width,
            height: media.height,
          }
        : {})}
      alt={alt}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      className={cn('w-full rounded-lg object-cover', className)}
    />
  );
}

/** What only the author's phone sees of a video not shown yet: being made, or why it was not. */
function VideoStatus({ moment }: { moment: Moment }) {
  const { t } = useStrings('moments');
  const failure = moment.videoFailure;
  return (
    <p
      role="status"
      className={cn(
        'mt-3 rounded-lg p-3 text-sm',
        failure ? 'bg-red-50 text-red-800' : 'bg-blush-50 text-stone-700',
      )}
    >
      {failure ? t('feed.videoFailed', { reason: errorText(failure) }) : t('feed.videoProcessing')}
    </p>
  );
}
