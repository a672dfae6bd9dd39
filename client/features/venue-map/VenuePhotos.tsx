import { useStrings } from '../../lib/use-strings';
import type { VenuePhoto } from '../../../protocol/wedding';
import { cn } from '../../lib/ui/cn';
import './strings';

/**
 * A venue's photos as a row of thumbnails (the 480 px rendition), each a link to the large one.
 * Lazy-loaded: the venue section sits far down the home page and on phones at the venue.
 * Alt text names the venue, since the photos carry no caption of their own.
 */
export function VenuePhotos({
  venueName,
  photos,
  className,
}: {
  venueName: string;
  photos: readonly VenuePhoto[];
  className?: string;
}) {
  const { t } = useStrings('venueMap');
  if (photos.length === 0) return null;
  return (
    <ul
      aria-label={t('photos.label', { venue: venueName })}
      className={cn('flex snap-x gap-2 overflow-x-auto pb-1', className)}
    >
      {photos.map((photo, index) => (
        <li key={photo.id} className="shrink-0 snap-start">
          <a href={photo.url} target="_blank" rel="noopener" title={t('photos.open')}>
            <img
              src={photo.thumbUrl}
              alt={t('photos.alt', { venue: venueName, n: index + 1, count: photos.length })}
              width={Math.round((photo.width / photo.height) * 128)}
              height={128}
              loading="lazy"
              decoding="async"
              className="h-32 w-auto rounded-md object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
