import { CalendarDays, Clock, MapPin, Navigation } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Venue, WeddingSettings } from '../../../protocol/wedding';
import { buttonVariants } from '../../lib/ui/button-variants';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../lib/ui/card';
import { cn } from '../../lib/ui/cn';
import { formatVenueTime, formatWeddingDay } from '../countdown/wedding-date';
import { venueTimes } from '../wedding/venue-time';
import { directionsUrl } from './directions';
import './strings';

type VenueDetailsCardProps = {
  venue: Venue;
  settings: Pick<WeddingSettings, 'ceremonyStart' | 'timeZone'>;
};

/** One of the two 'Wedding Details' cards: when, where, and a way there. */
export function VenueDetailsCard({ venue, settings }: VenueDetailsCardProps) {
  const { t, i18n } = useTranslation('weddingDetails');
  const language = i18n.resolvedLanguage;
  const { start, end } = venueTimes(settings, venue);
  const startLabel = formatVenueTime(start, settings.timeZone, language);
  const time = end
    ? t('timeRange', { start: startLabel, end: formatVenueTime(end, settings.timeZone, language) })
    : startLabel;
  const label = t(`labels.${venue.key}`, { defaultValue: venue.label });

  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <CardTitle>{label}</CardTitle>
        <CardDescription className="font-medium text-stone-700">{venue.name}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <dl className="grid gap-3 text-stone-700">
          <div className="flex gap-3">
            <dt>
              <CalendarDays className="size-5 text-blush-600" aria-hidden />
              <span className="sr-only">{t('when')}</span>
            </dt>
            <dd>{formatWeddingDay(settings, language)}</dd>
          </div>
          <div className="flex gap-3">
            <dt>
              <Clock className="size-5 text-blush-600" aria-hidden />
              <span className="sr-only">{t('time')}</span>
            </dt>
            <dd>
              <span className="font-semibold">{time}</span>
              {venue.note && <span className="mt-1 block text-stone-600">{venue.note}</span>}
            </dd>
          </div>
          <div className="flex gap-3">
            <dt>
              <MapPin className="size-5 text-blush-600" aria-hidden />
              <span className="sr-only">{t('where')}</span>
            </dt>
            <dd>
              <address className="not-italic">{venue.address}</address>
            </dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter>
        <a
          href={directionsUrl(venue.address)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('directionsTo', { name: venue.name })}
          className={cn(buttonVariants({ variant: 'default' }), 'w-full sm:w-auto')}
        >
          <Navigation aria-hidden />
          {t('getDirections')}
        </a>
      </CardFooter>
    </Card>
  );
}
