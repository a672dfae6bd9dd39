import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import type { GalleryPhoto } from '../../../protocol/gallery';

/** Full-screen viewer (its own chunk): arrows and Escape on a keyboard, swipes on a phone. */
export function PhotoLightbox({
  photos,
  index,
  onClose,
  altOf,
}: {
  photos: GalleryPhoto[];
  index: number;
  onClose: () => void;
  altOf: (photo: GalleryPhoto) => string;
}) {
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={photos.map((photo) => ({
        src: photo.url,
        alt: altOf(photo),
        width: photo.width || undefined,
        height: photo.height || undefined,
      }))}
      carousel={{ finite: photos.length < 3 }}
    />
  );
}
