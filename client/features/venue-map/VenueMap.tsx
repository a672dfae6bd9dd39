import { Component, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useStrings } from '../../lib/use-strings';
import { supportsWebGL, type MapVenue } from './map-venues';
import { StaticVenueCard } from './StaticVenueCard';
import './strings';
import { VenueLegend } from './VenueLegend';
import { lazyWithRetry } from '../../lib/lazy-component';

// MapLibre is large; it loads only when the venue section is reached. Tried three times, then the
// addresses are shown without the map rather than a map that may never come.
const VenueMapCanvas = lazyWithRetry(() => import('./VenueMapCanvas'), 2);

/** A failed chunk load (offline, new deploy) shows the static card instead of breaking the page. */
class MapErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The real map of both venues, or a card with their addresses when a map cannot be shown. */
export function VenueMap({ venues }: { venues: MapVenue[] }) {
  const { t } = useStrings('venueMap');
  const [failed, setFailed] = useState(() => !supportsWebGL());
  const locale = useMemo(
    () => t('map.controls', { returnObjects: true }) as Record<string, string>,
    [t],
  );
  const fallback = <StaticVenueCard venues={venues} />;
  if (failed) return fallback;

  return (
    <MapErrorBoundary fallback={fallback}>
      <Suspense
        fallback={
          <p
            role="status"
            aria-busy="true"
            className="flex h-72 items-center justify-center rounded-xl bg-blush-50 text-stone-600 sm:h-96"
          >
            {t('map.loading')}
          </p>
        }
      >
        <VenueMapCanvas
          venues={venues}
          label={t('map.label')}
          locale={locale}
          onFail={() => setFailed(true)}
        />
      </Suspense>
      <div className="mt-4">
        <VenueLegend venues={venues} />
      </div>
    </MapErrorBoundary>
  );
}
