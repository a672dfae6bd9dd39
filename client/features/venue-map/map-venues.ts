import type { Venue, WeddingSettings } from '../../../protocol/wedding';

export type MapVenue = Pick<Venue, 'key' | 'name' | 'address' | 'lat' | 'lng'> & {
  /** The marker's colour (blush for the ceremony, sage for the reception). */
  color: string;
};

const MARKER_COLORS = { ceremony: '#9f5f6f', reception: '#5d7a5a' } as const;

/** Both venues as the map draws them, from the settings. */
export function mapVenues(settings: Pick<WeddingSettings, 'venues'>): MapVenue[] {
  return (['ceremony', 'reception'] as const).map((key) => {
    const venue = settings.venues[key];
    return { key, name: venue.name, address: venue.address, lat: venue.lat, lng: venue.lng, color: MARKER_COLORS[key] };
  });
}

/** Whether this browser can draw a WebGL map at all. */
export function supportsWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}
