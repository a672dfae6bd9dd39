import {
  AttributionControl,
  LngLatBounds,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  Popup,
  setWorkerUrl,
  type StyleSpecification,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import './venue-map.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { MAP_TILES_URL } from '../../../protocol/outside-hosts';
import type { MapVenue } from './map-venues';

// The bundled library cannot find its worker next to itself once Vite has renamed the files.
setWorkerUrl(workerUrl);

/** Give up on the map when not one tile has arrived by then (offline, blocked, very slow). */
export const TILE_TIMEOUT_MS = 10_000;

const osmStyle: StyleSpecification = {
  version: 8,
  sources: {
    osm: {
      type: 'raster',
      tiles: [MAP_TILES_URL],
      tileSize: 256,
      maxzoom: 19,
      attribution: '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">OpenStreetMap</a> contributors',
    },
  },
  layers: [{ id: 'osm', type: 'raster', source: 'osm' }],
};

type VenueMapCanvasProps = {
  venues: MapVenue[];
  label: string;
  /** MapLibre's control labels and hints in the page's language. */
  locale: Record<string, string>;
  /** Called once when the map cannot be shown; the caller swaps in the static card. */
  onFail: () => void;
};

/** A MapLibre map over OpenStreetMap tiles with a marker for each venue, framed to show both. */
export default function VenueMapCanvas({ venues, label, locale, onFail }: VenueMapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const failRef = useRef(onFail);
  // Busy until the first frame with tiles is drawn (a failure unmounts the map instead), so that
  // assistive technology, and the end-to-end accessibility checks, wait for the finished map.
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    failRef.current = onFail;
  }, [onFail]);

  useEffect(() => {
    if (!container.current || venues.length === 0) return;
    let map: MapLibreMap;
    let failed = false;
    const fail = () => {
      if (failed) return;
      failed = true;
      failRef.current();
    };
    try {
      map = new MapLibreMap({
        container: container.current,
        style: osmStyle,
        center: [venues[0].lng, venues[0].lat],
        zoom: 9,
        attributionControl: false,
        cooperativeGestures: true,
        locale,
      });
    } catch {
      fail();
      return;
    }
    map.addControl(new AttributionControl({ compact: true }));
    map.addControl(new NavigationControl({ showCompass: false }));

    const bounds = new LngLatBounds();
    for (const venue of venues) {
      const marker = new Marker({ color: venue.color })
        .setLngLat([venue.lng, venue.lat])
        .setPopup(new Popup({ offset: 24 }).setText(`${venue.name} · ${venue.address}`))
        .addTo(map);
      marker.getElement().setAttribute('aria-label', venue.name);
      bounds.extend([venue.lng, venue.lat]);
    }
    map.fitBounds(bounds, { padding: 60, maxZoom: 14, animate: false });

    let tilesLoaded = 0;
    map.on('sourcedata', (event) => {
      if (event.sourceId === 'osm' && event.tile) tilesLoaded += 1;
    });
    map.on('load', () => {
      if (tilesLoaded > 0) setDrawn(true);
    });
    map.on('error', () => {
      if (tilesLoaded === 0) fail();
    });
    map.on('webglcontextlost', fail);
    const timer = setTimeout(() => {
      if (tilesLoaded === 0) fail();
    }, TILE_TIMEOUT_MS);

    return () => {
      clearTimeout(timer);
      map.remove();
      setDrawn(false);
    };
  }, [venues, locale]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      aria-busy={!drawn}
      className="h-72 w-full overflow-hidden rounded-xl sm:h-96"
    />
  );
}
