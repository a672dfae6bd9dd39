import { useCallback, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';
import { useStrings } from '../../lib/use-strings';
import type { GalleryPhoto } from '../../../protocol/gallery';
import { useClipHold } from '../live-wall/rotation';
import '../live-wall/strings';
import './strings';

/** How long each photo stays on the projector. */
export const SLIDE_MS = 6000;
/** The slideshow cycles through the newest photos only (the DOM holds one at a time). */
export const SLIDESHOW_PHOTOS = 12;
/**
 * A clip's slide lasts at most its length plus this, whatever the video does: one that never
 * starts, buffers for ever or never fires `ended` cannot hold the show.
 */
export const CLIP_MARGIN_MS = 5000;

/** A slide: which photo, and which turn of the show (a clip shown again starts from its start). */
type Slide = { index: number; turn: number };

/**
 * The `/live` wall's photo slideshow: the newest photos one after another, and a photo that just
 * arrived jumps to the front at once. A video plays once, muted, and the show waits for its end;
 * it shows its poster for the usual time instead when the room's screen asks for less motion or
 * the video cannot play (an error, or playback held up by buffering for longer than a slide).
 */
export function WallPhotoSlideshow({ photos }: { photos: GalleryPhoto[] }) {
  const { t } = useStrings('photos');
  const { t: tWall } = useStrings('live-wall');
  const reducedMotion = usePrefersReducedMotion();
  // A video still being made (or not made) is only ever answered to its uploader's device.
  const recent = photos
    .filter((photo) => !photo.processing && !photo.videoFailure)
    .slice(0, SLIDESHOW_PHOTOS);
  const count = recent.length;
  const [slide, setSlide] = useState<Slide>({ index: 0, turn: 0 });
  const [stillTurn, setStillTurn] = useState<number>();
  const [stalledTurn, setStalledTurn] = useState<number>();
  const newest = recent[0]?.id;
  const seenNewest = useRef(newest);
  const { turn } = slide;

  useEffect(() => {
    if (newest !== seenNewest.current) {
      seenNewest.current = newest;
      setSlide((current) => ({ index: 0, turn: current.turn + 1 }));
    }
  }, [newest]);

  const photo = recent[Math.min(slide.index, count - 1)];
  const video = photo?.video;
  const plays = !!video && !reducedMotion && stillTurn !== turn;
  const slideMs = plays ? video.durationSeconds * 1000 + CLIP_MARGIN_MS : SLIDE_MS;
  const stalled = plays && stalledTurn === turn;
  // The /live rotation to the leaderboard waits for the clip too.
  useClipHold(plays, turn);

  // Moves on from the slide of `from` only: a late `ended` or timer of an earlier slide does nothing.
  const advance = useCallback(
    (from: number) =>
      setSlide((current) =>
        current.turn === from
          ? { index: (current.index + 1) % Math.max(count, 1), turn: current.turn + 1 }
          : current,
      ),
    [count],
  );

  useEffect(() => {
    if (!count) return;
    const timer = window.setTimeout(() => advance(turn), slideMs);
    return () => window.clearTimeout(timer);
  }, [turn, slideMs, count, advance, photo?.id]);

  // Buffering: the clip gets one slide's time to resume before the show goes on without it.
  useEffect(() => {
    if (!stalled) return;
    const timer = window.setTimeout(() => advance(turn), SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [stalled, turn, advance]);

  if (!photo) return null;
  const who = { name: photo.uploaderName, caption: photo.caption };
  const alt = video ? tWall('slideshow.videoAlt', who) : t('gallery.alt', who);
  const media = 'min-h-0 flex-1 object-contain motion-safe:animate-[wall-photo-in_600ms_ease-out]';
  return (
    <figure
      className="relative flex min-h-0 flex-col overflow-hidden rounded-[calc(var(--u)*1.2)] bg-black/40"
      data-testid="wall-photo"
      data-photo-id={photo.id}
    >
      {plays ? (
        <video
          // A new element each turn: a clip shown again (the only one, say) starts over.
          key={turn}
          src={video.url}
          poster={video.posterUrl}
          aria-label={alt}
          className={media}
          autoPlay
          muted
          playsInline
          preload="auto"
          onEnded={() => advance(turn)}
          onError={() => setStillTurn(turn)}
          onWaiting={() => setStalledTurn(turn)}
          onPlaying={() => setStalledTurn(undefined)}
        />
      ) : (
        // A video's `url` is its poster's large rendition.
        <img key={photo.id} src={photo.url} alt={alt} className={media} />
      )}
      <figcaption className="bg-black/50 px-[calc(var(--u)*1.2)] py-[calc(var(--u)*0.8)] text-[calc(var(--u)*1.8)] leading-snug">
        <span className="font-semibold">{photo.uploaderName}</span>
        {' · '}
        {photo.caption}
      </figcaption>
    </figure>
  );
}
