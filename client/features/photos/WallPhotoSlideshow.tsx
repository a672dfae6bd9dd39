import { useEffect, useRef, useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import type { GalleryPhoto } from '../../../protocol/gallery';
import './strings';

/** How long each photo stays on the projector. */
export const SLIDE_MS = 6000;
/** The slideshow cycles through the newest photos only (the DOM holds one at a time). */
export const SLIDESHOW_PHOTOS = 12;

/**
 * The `/live` wall's photo slideshow: the newest photos one after another, and a photo that just
 * arrived jumps to the front at once.
 */
export function WallPhotoSlideshow({ photos }: { photos: GalleryPhoto[] }) {
  const { t } = useStrings('photos');
  const recent = photos.slice(0, SLIDESHOW_PHOTOS);
  const [index, setIndex] = useState(0);
  const newest = recent[0]?.id;
  const seenNewest = useRef(newest);

  useEffect(() => {
    if (newest !== seenNewest.current) {
      seenNewest.current = newest;
      setIndex(0);
    }
  }, [newest]);

  useEffect(() => {
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % Math.max(recent.length, 1)),
      SLIDE_MS,
    );
    return () => window.clearInterval(timer);
  }, [recent.length, newest]);

  const photo = recent[Math.min(index, recent.length - 1)];
  if (!photo) return null;
  return (
    <figure
      className="relative flex min-h-0 flex-col overflow-hidden rounded-[calc(var(--u)*1.2)] bg-black/40"
      data-testid="wall-photo"
      data-photo-id={photo.id}
    >
      <img
        key={photo.id}
        src={photo.url}
        alt={t('gallery.alt', { name: photo.uploaderName, caption: photo.caption })}
        className="min-h-0 flex-1 object-contain motion-safe:animate-[wall-photo-in_600ms_ease-out]"
      />
      <figcaption className="bg-black/50 px-[calc(var(--u)*1.2)] py-[calc(var(--u)*0.8)] text-[calc(var(--u)*1.8)] leading-snug">
        <span className="font-semibold">{photo.uploaderName}</span>
        {' · '}
        {photo.caption}
      </figcaption>
    </figure>
  );
}
