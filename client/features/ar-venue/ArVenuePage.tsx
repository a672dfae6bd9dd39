import { MapPin, Star, Users } from 'lucide-react';
import { useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import type { ReviewVenueId } from '../../../protocol/ar-venue';
import type { LocalizedText } from '../../../protocol/localized';
import { Localized, LocalizedSpan } from '../../lib/localized';
import { cn } from '../../lib/ui/cn';
import { GuestPage } from '../../lib/ui/guest-page';
import { useLocalized } from '../../lib/use-localized';
import { VenuePhotos } from '../venue-map/VenuePhotos';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import { ArView, type ArMode } from './ArView';
import { markerIcon } from './marker-icons';
import { markerSummary } from './marker-summary';
import { ReviewForm } from './ReviewForm';
import { useVenueReviews } from './useVenueReviews';
import { VenueReviews } from './VenueReviews';
import './strings';

const venueKeys: ReviewVenueId[] = ['ceremony', 'reception'];

/** A marker's content as its list shows it: the start of the version picked, still marked. */
const summaryOf = (content: LocalizedText): LocalizedText => ({
  ...content,
  text: markerSummary(content.text),
});

/** /ar-venue: each venue's AR view, its facts and markers, and guests' reviews, live. */
export function ArVenuePage() {
  const { t } = useStrings('ar-venue');
  const { pick } = useLocalized();
  const settings = useWeddingSettings();
  const reviews = useVenueReviews();
  const [venueId, setVenueId] = useState<ReviewVenueId>('ceremony');
  const [mode, setMode] = useState<ArMode>('preview');
  const venue = settings.data?.venues[venueId];

  return (
    <GuestPage width="3xl" title={t('title')} documentTitle={t('title')} intro={t('intro')}>
      <div
        role="group"
        aria-label={t('chooseVenue')}
        className="mx-auto inline-flex rounded-lg border border-blush-200 bg-white p-1"
      >
        {venueKeys.map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={venueId === key}
            onClick={() => setVenueId(key)}
            className={cn(
              'min-h-11 rounded-md px-5 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-500',
              venueId === key ? 'bg-blush-600 text-white' : 'text-blush-700 hover:bg-blush-100',
            )}
          >
            {t(`venues.${key}`)}
          </button>
        ))}
      </div>
      <section aria-labelledby="ar-view-title" className="grid gap-3">
        <h2 id="ar-view-title" className="sr-only">
          {t('ar.title')}
        </h2>
        <ArView markers={venue?.arMarkers ?? []} mode={mode} onModeChange={setMode} />
      </section>
      {venue && (
        <section
          aria-labelledby="ar-venue-name"
          className="grid gap-2 rounded-xl border border-blush-100 bg-white p-5"
        >
          <h2 id="ar-venue-name" className="font-serif text-2xl text-blush-700">
            {venue.name}
          </h2>
          <p className="flex items-start gap-2 text-stone-700">
            <MapPin aria-hidden className="mt-1 size-4 shrink-0 text-blush-600" />
            {venue.address}
          </p>
          <VenuePhotos venueName={venue.name} photos={venue.photos} className="my-1" />
          <Localized
            as="p"
            en={venue.description}
            es={venue.descriptionEs}
            className="text-stone-800"
          />
          <p className="flex flex-wrap gap-4 text-sm text-stone-700">
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden className="size-4" />
              {t('info.capacity', { count: venue.capacity })}
            </span>
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden className="size-4" />
              {t('info.rating', { rating: venue.rating })}
            </span>
          </p>
        </section>
      )}
      {venue && (
        <section aria-labelledby="ar-markers-title" className="grid gap-3">
          <h2 id="ar-markers-title" className="font-serif text-2xl text-blush-700">
            {t('markers.title')}
          </h2>
          {venue.arMarkers.length === 0 ? (
            <p className="text-stone-600">{t('markers.empty')}</p>
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2">
              {venue.arMarkers.map((marker) => {
                const Icon = markerIcon(marker.icon);
                return (
                  <li
                    key={marker.id}
                    className="flex gap-3 rounded-lg border border-blush-100 bg-white p-3"
                  >
                    <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-blush-600" />
                    <span className="grid">
                      <Localized
                        en={marker.name}
                        es={marker.nameEs}
                        className="font-medium text-stone-900"
                      />
                      <LocalizedSpan
                        value={summaryOf(pick(marker.content, marker.contentEs))}
                        className="text-sm text-stone-700"
                      />
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
      <VenueReviews
        venueId={venueId}
        reviews={reviews.data}
        loading={reviews.isPending}
        failed={reviews.isError}
      />
      <section className="rounded-xl border border-blush-100 bg-white p-5">
        <ReviewForm venueId={venueId} isAR={mode === 'ar'} />
      </section>
    </GuestPage>
  );
}
