import { CalendarDays, Clock, MapPin, Navigation, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useStrings } from '../../lib/use-strings';
import type { Venue, WeddingSettings } from '../../../protocol/wedding';
import { buttonVariants } from '../../lib/ui/button-variants';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../lib/ui/card';
import { cn } from '../../lib/ui/cn';
import { Localized } from '../../lib/localized';
import { formatVenueTime, formatWeddingDay } from '../../../protocol/wedding-date-format';
import { venueTimes } from '../../../protocol/wedding-calendar';
import { directionsUrl } from './directions';
import './strings';

/** A line of the card: an icon that screen readers hear as its label, then the detail. */
function DetailRow({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt>
        <Icon className="size-5 text-blush-600" aria-hidden />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

type VenueDetailsCardProps = {
  venue: Venue;
  settings: Pick<WeddingSettings, 'ceremonyStart' | 'timeZone'>;
};

/** One of the two 'Wedding Details' cards: when, where, and a way there. */
export function VenueDetailsCard({ venue, settings }: VenueDetailsCardProps) {
  const { t, i18n } = useStrings('weddingDetails');
  const language = i18n.resolvedLanguage;
  const { start, end } = venueTimes(settings, venue);
  const startLabel = formatVenueTime(start, settings.timeZone, language);
  const time = end
    ? t('timeRange', { start: startLabel, end: formatVenueTime(end, settings.timeZone, language) })
    : startLabel;

  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <CardTitle>
          <Localized en={venue.label} es={venue.labelEs} />
        </CardTitle>
        <CardDescription className="font-medium text-stone-700">{venue.name}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <dl className="grid gap-3 text-stone-700">
          <DetailRow icon={CalendarDays} label={t('when')}>
            {formatWeddingDay(settings, language)}
          </DetailRow>
          <DetailRow icon={Clock} label={t('time')}>
            <span className="font-semibold">{time}</span>
            {(venue.note || venue.noteEs) && (
              <Localized en={venue.note} es={venue.noteEs} className="mt-1 block text-stone-600" />
            )}
          </DetailRow>
          <DetailRow icon={MapPin} label={t('where')}>
            <address className="not-italic">{venue.address}</address>
          </DetailRow>
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
