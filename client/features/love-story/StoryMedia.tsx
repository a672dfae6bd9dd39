import { useEffect, useState } from 'react';
import type { StoryEvent } from '../../../protocol/wedding';

// The illustrations are drawn at 3:2; giving the size up front keeps the page from jumping.
const MEDIA_WIDTH = 1200;
const MEDIA_HEIGHT = 800;

/** Plays a muted clip only while it is on screen, so off-screen videos cost nothing. */
function usePlayWhileVisible(video: HTMLVideoElement | null, enabled: boolean) {
  useEffect(() => {
    if (!video || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting) video.play().catch(() => undefined);
        else video.pause();
      },
      { threshold: 0.25 },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [video, enabled]);
}

type StoryMediaProps = { event: StoryEvent; reducedMotion: boolean };

/** An event's picture (lazy) or silent looping clip (nothing loaded until it plays). */
export function StoryMedia({ event, reducedMotion }: StoryMediaProps) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  usePlayWhileVisible(video, !reducedMotion);
  const className = 'aspect-[3/2] w-full rounded-lg bg-blush-100 object-cover';

  if (event.mediaType === 'video') {
    return (
      <video
        ref={setVideo}
        className={className}
        src={event.media}
        poster={event.poster}
        width={MEDIA_WIDTH}
        height={MEDIA_HEIGHT}
        muted
        loop
        playsInline
        preload="none"
        controls={reducedMotion}
        aria-label={event.title}
      />
    );
  }
  return (
    <img
      className={className}
      src={event.media}
      alt={event.title}
      width={MEDIA_WIDTH}
      height={MEDIA_HEIGHT}
      loading="lazy"
      decoding="async"
    />
  );
}
