import { Play } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import type { GalleryPhoto } from '../../../protocol/gallery';
import { lazyComponent } from '../../lib/lazy-component';
import { Button } from '../../lib/ui/button';
import { formatDuration } from '../../lib/video/duration';
import { VideoStatus } from '../../lib/video/VideoStatus';
import { useOrganizerSession } from '../admin/organizer-session';
import { OrganizerPhotoActions } from './OrganizerPhotoActions';
import './strings';
import { RevealWaiting } from './RevealWaiting';
import { useGallery } from './useGallery';
import { useRevealState } from './useGalleryReveal';

const PhotoLightbox = lazyComponent(
  () => import('./PhotoLightbox'),
  (m) => m.PhotoLightbox,
);

/** The gallery: a grid of thumbnails (loaded as they scroll into view), newest first, live. */
export function PhotoGallery() {
  const { t } = useStrings('photos');
  const { data: all, isPending, isError, refetch } = useGallery();
  // A video still being made (or refused) is answered to its author alone, and stays off the grid.
  const notShown = (photo: GalleryPhoto) => photo.processing || !!photo.videoFailure;
  const photos = all?.filter((photo) => !notShown(photo));
  const preparing = all?.filter(notShown) ?? [];
  const [open, setOpen] = useState<number | null>(null);
  const organizer = useOrganizerSession().data?.organizer === true;
  const reveal = useRevealState().data;
  const altOf = (photo: GalleryPhoto) =>
    t('gallery.alt', { name: photo.uploaderName, caption: photo.caption });

  return (
    <section aria-labelledby="gallery-title" className="space-y-4">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id="gallery-title" className="font-serif text-2xl text-stone-800">
          {t('gallery.title')}
        </h3>
        {photos && photos.length > 0 && (
          <span className="text-sm text-stone-600">
            {t('gallery.count', { count: photos.length })}
          </span>
        )}
      </div>
      {!reveal?.hidden && preparing.length > 0 && (
        <ul aria-label={t('gallery.preparing')} className="space-y-2">
          {preparing.map((photo) => (
            <li key={photo.id}>
              <VideoStatus kind="gallery" id={photo.id} failure={photo.videoFailure} />
            </li>
          ))}
        </ul>
      )}
      {reveal?.hidden ? (
        <RevealWaiting state={reveal} />
      ) : isPending ? (
        <p role="status" className="text-stone-600">
          {t('gallery.loading')}
        </p>
      ) : isError ? (
        <div role="alert" className="space-y-2">
          <p className="text-stone-700">{t('gallery.loadError')}</p>
          <Button type="button" variant="outline" onClick={() => void refetch()}>
            {t('gallery.retry')}
          </Button>
        </div>
      ) : !photos || photos.length === 0 ? (
        <p className="text-stone-600">{t('gallery.empty')}</p>
      ) : (
        <ul
          className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
          data-testid="gallery-grid"
        >
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                className="relative block aspect-square w-full overflow-hidden rounded-md bg-stone-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:ring-offset-2"
                aria-label={
                  photo.video
                    ? t('gallery.openVideo', {
                        name: photo.uploaderName,
                        caption: photo.caption,
                        duration: formatDuration(photo.video.durationSeconds),
                      })
                    : t('gallery.open', { name: photo.uploaderName, caption: photo.caption })
                }
                onClick={() => setOpen(index)}
                onPointerEnter={() => void PhotoLightbox.preload()}
                onFocus={() => void PhotoLightbox.preload()}
              >
                <img
                  src={photo.thumbUrl}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={480}
                  height={480}
                  className="size-full object-cover"
                />
                {photo.video && <VideoMark seconds={photo.video.durationSeconds} />}
              </button>
              {organizer && <OrganizerPhotoActions photo={photo} />}
            </li>
          ))}
        </ul>
      )}
      {open !== null && photos && photos.length > 0 && (
        <Suspense fallback={null}>
          <PhotoLightbox
            photos={photos}
            index={Math.min(open, photos.length - 1)}
            onClose={() => setOpen(null)}
            altOf={altOf}
          />
        </Suspense>
      )}
    </section>
  );
}

/** A video's tile: its poster with a play mark and its length, as phones' galleries show them. */
function VideoMark({ seconds }: { seconds: number }) {
  return (
    <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-black/55 text-white">
        <Play className="size-5 translate-x-px fill-current" />
      </span>
      <span className="absolute bottom-1.5 right-1.5 rounded bg-black/65 px-1.5 py-0.5 text-xs font-medium text-white">
        {formatDuration(seconds)}
      </span>
    </span>
  );
}
