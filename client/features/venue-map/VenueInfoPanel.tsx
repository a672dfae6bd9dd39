import type { UseQueryResult } from '@tanstack/react-query';
import { Accessibility, CircleParking, Navigation } from 'lucide-react';
import { useStrings } from '../../lib/use-strings';
import type { VenueInfo } from '../../../protocol/venues';
import { QueryStatus } from '../../lib/query-status';
import { Badge } from '../../lib/ui/badge';
import { buttonVariants } from '../../lib/ui/button-variants';
import { cn } from '../../lib/ui/cn';
import { Localized, LocalizedSpan } from '../../lib/localized';
import { useLocalized } from '../../lib/use-localized';
import { directionsUrl } from '../wedding-details/directions';
import './strings';
import { VenuePhotos } from './VenuePhotos';

type VenueInfoPanelProps = {
  venueKey: 'ceremony' | 'reception';
  query: UseQueryResult<VenueInfo>;
};

/** One tab of the venue section: what the place is, its features, parking, access and the way there. */
export function VenueInfoPanel({ venueKey, query }: VenueInfoPanelProps) {
  const { t } = useStrings('venueMap');
  const { pickList } = useLocalized();
  const venue = query.data;

  // A failed refresh shows the error in place of what was loaded before, as a first failure does.
  if (query.isError || !venue) {
    return (
      <QueryStatus
        query={query}
        loadingText={t('loading')}
        errorText={t('loadError')}
        retryText={t('retry')}
        align="start"
      />
    );
  }

  const features = pickList(venue.features, venue.featuresEs);
  return (
    <div className="grid gap-5">
      <div>
        <h3 className="font-serif text-2xl leading-tight text-blush-700">{venue.name}</h3>
        <Localized
          as="p"
          en={venue.description}
          es={venue.descriptionEs}
          className="mt-2 leading-relaxed text-stone-700"
        />
      </div>
      <VenuePhotos venueName={venue.name} photos={venue.photos} />
      {features.length > 0 && (
        <div>
          <h4 className="sr-only">{t('features')}</h4>
          <ul className="flex flex-wrap gap-2">
            {features.map((feature, index) => (
              <li key={index}>
                <Badge variant="outline" className="bg-white">
                  <LocalizedSpan value={feature} />
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg bg-blush-50 p-4">
          <h4 className="flex items-center gap-2 font-semibold text-stone-800">
            <CircleParking className="size-5 text-blush-600" aria-hidden />
            {t('parking')}
          </h4>
          <Localized as="p" en={venue.parkingInfo} es={venue.parkingInfoEs} className="mt-1 text-stone-700" />
        </div>
        <div className="rounded-lg bg-sage-100/60 p-4">
          <h4 className="flex items-center gap-2 font-semibold text-stone-800">
            <Accessibility className="size-5 text-sage-600" aria-hidden />
            {t('accessibility')}
          </h4>
          <Localized as="p" en={venue.accessibility} es={venue.accessibilityEs} className="mt-1 text-stone-700" />
        </div>
      </div>
      <div>
        <a
          href={directionsUrl(venue.address)}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(
            buttonVariants({ variant: 'default' }),
            'w-full whitespace-normal text-center sm:w-auto',
          )}
        >
          <Navigation aria-hidden />
          {t(`directions.${venueKey}`)}
          <span className="sr-only"> {t('newTab')}</span>
        </a>
        <p className="mt-2 text-sm text-stone-600">{venue.address}</p>
      </div>
    </div>
  );
}
