import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import type { GalleryPhoto } from '../../../protocol/gallery';
import { PostVideoPlayer } from '../../lib/video/PostVideoPlayer';

/**
 * Full-screen viewer (its own chunk): arrows and Escape on a keyboard, swipes on a phone. A video
 * plays in it with its controls; only the slide in view holds a player, so one left behind stops.
 */
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
  // Each slide's picture is its photo's (a video's poster): unique, so it finds the video again.
  const videoOf = new Map(photos.flatMap((photo) => (photo.video ? [[photo.url, photo]] : [])));
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
      render={{
        slide: ({ slide, offset }) => {
          const photo = videoOf.get(slide.src);
          if (!photo?.video || offset !== 0) return undefined;
          return (
            <PostVideoPlayer
              video={photo.video}
              alt={altOf(photo)}
              width={photo.width || undefined}
              height={photo.height || undefined}
              className="max-h-full max-w-full"
            />
          );
        },
      }}
      carousel={{ finite: photos.length < 3 }}
    />
  );
}
