import type { GalleryPhoto } from '../../../protocol/gallery';
import { useStrings } from '../../lib/use-strings';
import { useGallery } from '../photos/useGallery';
import './strings';

/** The gallery's published photos as a grid of buttons (videos left out: a question shows a still). */
export function GalleryPicker({ onPick }: { onPick: (photo: GalleryPhoto) => void }) {
  const { t } = useStrings('admin-quiz');
  const gallery = useGallery();
  if (gallery.isPending) return <p role="status">{t('picture.galleryLoading')}</p>;
  if (gallery.isError) return <p role="alert">{t('picture.galleryError')}</p>;
  const photos = gallery.data.filter((photo) => !photo.video && !photo.processing);
  if (photos.length === 0) return <p>{t('picture.galleryEmpty')}</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <button
            type="button"
            onClick={() => onPick(photo)}
            aria-label={t('picture.choose', {
              number: index + 1,
              caption: photo.caption || t('picture.untitled'),
            })}
            className="block w-full overflow-hidden rounded-lg border border-stone-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-500"
          >
            <img
              src={photo.thumbUrl}
              alt=""
              loading="lazy"
              className="aspect-square w-full object-cover"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
