import { MapPinned } from 'lucide-react';
import { useStrings } from '../../lib/use-strings';
import type { MapVenue } from './map-venues';
import './strings';
import { VenueLegend } from './VenueLegend';

/** Stands in for the map when tiles cannot load or the browser has no WebGL. */
export function StaticVenueCard({ venues }: { venues: MapVenue[] }) {
  const { t } = useStrings('venueMap');
  return (
    <div className="rounded-xl border border-dashed border-blush-200 bg-blush-50 p-5" data-testid="static-venue-card">
      <p className="flex items-center gap-2 font-semibold text-blush-700">
        <MapPinned className="size-5" aria-hidden />
        {t('map.unavailableTitle')}
      </p>
      <p className="mt-1 text-stone-600">{t('map.unavailable')}</p>
      <div className="mt-4">
        <VenueLegend venues={venues} />
      </div>
    </div>
  );
}
