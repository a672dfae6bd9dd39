import type { Moment } from '../../../../protocol/moments';
import { cn } from '../../../lib/ui/cn';
import { PostVideoPlayer } from '../../../lib/video/PostVideoPlayer';
import { VideoStatus } from '../../../lib/video/VideoStatus';

type MomentMediaProps = {
  moment: Moment;
  alt: string;
  className?: string;
  /** On the projector videos play by themselves, muted and looped; on phones the guest starts them. */
  autoPlay?: boolean;
};

/** The photo, GIF or video of a moment; nothing for a text moment. */
export function MomentMedia({ moment, alt, className, autoPlay = false }: MomentMediaProps) {
  if (moment.processing || moment.videoFailure)
    return (
      <VideoStatus kind="moment" id={moment.id} failure={moment.videoFailure} className="mt-3" />
    );
  if (!moment.mediaUrl || moment.momentType === 'text') return null;
  const media = moment.media;
  if (media?.video)
    return (
      <PostVideoPlayer
        video={media.video}
        alt={alt}
        width={media.width}
        height={media.height}
        className={className}
        wall={autoPlay}
      />
    );
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
