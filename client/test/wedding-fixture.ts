import { vi } from 'vitest';
import type { WeddingSettings } from '../../protocol/wedding';

const venueBase = {
  description: 'A test venue.',
  features: ['Wheelchair accessible'],
  featuresEs: [],
  parkingInfo: 'Free parking in Lot Y.',
  accessibility: 'Step-free entrance.',
  capacity: 100,
  rating: 4.8,
  arMarkers: [
    {
      id: 'photo-spot',
      name: 'Photo Spot',
      position: { x: 2, y: 1, z: -3 },
      type: 'photo' as const,
      content: 'The best light for photos is right after the ceremony.',
      icon: 'camera',
    },
  ],
  photos: [],
};

/** A complete, schema-valid answer of GET /api/wedding. */
export const weddingSettingsFixture: WeddingSettings = {
  couple: { partnerOne: 'Sofia', partnerTwo: 'Daniel', displayName: 'Sofia & Daniel' },
  ceremonyStart: '2025-08-31T09:00',
  timeZone: 'America/New_York',
  venues: {
    ceremony: {
      ...venueBase,
      key: 'ceremony',
      label: 'Ceremony',
      name: 'Memorial Chapel Garden',
      address: 'Memorial Chapel, 7744 Regents Dr, College Park, MD 20742',
      startTime: '09:00',
      lat: 38.9869,
      lng: -76.9426,
    },
    reception: {
      ...venueBase,
      key: 'reception',
      label: 'Reception Lunch',
      name: 'The Dock Street Table',
      address: '12 Dock St, Annapolis, MD 21401',
      startTime: '13:00',
      endTime: '15:00',
      lat: 38.9784,
      lng: -76.4951,
    },
  },
  parking: {
    directions: 'Take US-1 South.',
    freeLots: ['Lot Y', 'Lot C', 'Lot L'],
    freeLotsEs: [],
    rules: [],
    rulesEs: [],
  },
  story: [],
  siteAccess: 'open',
  defaultLanguage: 'en',
  registry: {
    registryUrl: 'https://www.zola.com/registry/example',
    registryName: 'Zola',
    cashAppUrl: 'https://cash.app/$Example',
    cashAppHandle: '$Example',
  },
  contact: { name: 'Sofia', email: 'hello@example.com', phone: '(301) 555-0142' },
};

/**
 * Answers GET /api/wedding with the fixture (or `settings`) and anything else with 404, through
 * a stubbed global fetch. Undo with vi.unstubAllGlobals().
 */
export function stubWeddingFetch(settings: WeddingSettings = weddingSettingsFixture) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url, 'http://localhost').pathname === '/api/wedding') {
      return new Response(JSON.stringify(settings), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    return new Response('Not found', { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
