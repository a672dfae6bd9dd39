/**
 * What pages load from hosts other than the site (and its photo store): the server's CSP names
 * exactly these, never "any https host". Everything else a page shows is the site's own, a copy
 * included (a wedding-party photo given as a link is copied into the store when saved).
 */

/** The venue map's tiles (OpenStreetMap's standard layer). */
export const MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org';
export const MAP_TILES_URL = `${MAP_TILE_ORIGIN}/{z}/{x}/{y}.png`;
