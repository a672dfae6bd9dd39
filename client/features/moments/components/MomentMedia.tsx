import type { Moment } from '../../../../protocol/moments';
import { cn } from '../../../lib/ui/cn';

type MomentMediaProps = {
  moment: Moment;
  alt: string;
  className?: string;
  /** On the projector videos play by themselves, muted; on phones the guest starts them. */
  autoPlay?: boolean;
};

/** The photo, GIF or video of a moment; nothing for a text moment. */
export function MomentMedia({ moment, alt, className, autoPlay = false }: MomentMediaProps) {
  if (!moment.mediaUrl || moment.momentType === 'text') return null;
  if (moment.momentType === 'video') {
    return (
      <video
        src={moment.mediaUrl}
        aria-label={alt}
        className={cn('w-full rounded-lg bg-stone-900 object-contain', className)}
        preload="metadata"
        playsInline
        {...(autoPlay ? { autoPlay: true, muted: true, loop: true } : { controls: true })}
      />
    );
  }
  // An uploaded file has a 480 px rendition for small screens, and its size keeps the page still.
  const media = moment.media;
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
