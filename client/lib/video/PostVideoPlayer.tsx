import type { PostVideo } from '../../../protocol/post-video';
import { usePrefersReducedMotion } from '../use-reduced-motion';
import { cn } from '../ui/cn';

type PostVideoPlayerProps = {
  video: PostVideo;
  /** Names the video (and its poster, when the poster stands in for it). */
  alt: string;
  width?: number;
  height?: number;
  className?: string;
  /** The wall and the projector play it by themselves, muted and looped; a phone's guest starts it. */
  wall?: boolean;
};

/**
 * A guest's video as every post shows it (a moment, a gallery photo, a guest book entry, a timeline
 * message). On a phone: its poster and the controls, so a tap plays it with its sound, and nothing
 * is fetched until then (`preload="none"`). On the wall: muted, inline, looped, by itself; a screen
 * that asked for less motion gets the poster alone.
 */
export function PostVideoPlayer({
  video,
  alt,
  width,
  height,
  className,
  wall = false,
}: PostVideoPlayerProps) {
  const reducedMotion = usePrefersReducedMotion();
  if (wall && reducedMotion)
    return (
      <img
        src={video.posterUrl}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        className={cn('w-full rounded-lg bg-stone-900 object-contain', className)}
      />
    );
  return (
    <video
      src={video.url}
      poster={video.posterUrl}
      aria-label={alt}
      width={width}
      height={height}
      className={cn('w-full rounded-lg bg-stone-900 object-contain', className)}
      preload={wall ? 'auto' : 'none'}
      playsInline
      {...(wall ? { autoPlay: true, muted: true, loop: true } : { controls: true })}
    />
  );
}
