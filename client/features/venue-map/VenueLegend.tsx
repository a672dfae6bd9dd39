import { useStrings } from '../../lib/use-strings';
import type { MapVenue } from './map-venues';
import './strings';

/** The two venues with their marker colours and addresses; also the text alternative to the map. */
export function VenueLegend({ venues }: { venues: MapVenue[] }) {
  const { t } = useStrings('venueMap');
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {venues.map((venue) => (
        <li key={venue.key} className="flex gap-3">
          <span aria-hidden className="mt-1.5 size-3 shrink-0 rounded-full" style={{ backgroundColor: venue.color }} />
          <div>
            <p className="font-semibold text-stone-800">
              {t(`tabs.${venue.key}`)}: {venue.name}
            </p>
            <address className="not-italic text-stone-600">{venue.address}</address>
          </div>
        </li>
      ))}
    </ul>
  );
}
