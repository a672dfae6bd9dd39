import type { WeddingSettings } from '../../../protocol/wedding';
import { defaultArMarkers } from './ar-marker-defaults';
import { defaultStory } from './story-defaults';

/**
 * The facts the site starts with. They are seeded once into the settings document; from then on
 * the document is the truth, so another couple changes data, not code.
 */
export const defaultWeddingSettings: WeddingSettings = {
  couple: { partnerOne: 'Sofia', partnerTwo: 'Daniel', displayName: 'Sofia & Daniel' },
  ceremonyStart: '2025-08-31T09:00',
  timeZone: 'America/New_York',
  venues: {
    ceremony: {
      key: 'ceremony',
      label: 'Ceremony',
      name: 'Memorial Chapel Garden',
      description:
        'A garden ceremony beside the University of Maryland Memorial Chapel, a white-steepled landmark on the College Park campus surrounded by lawns and old trees.',
      address: 'Memorial Chapel, 7744 Regents Dr, College Park, MD 20742',
      startTime: '09:00',
      note: 'Please arrive a little early so you have time to park and find a seat in the garden.',
      lat: 38.9869,
      lng: -76.9426,
      features: [
        'Garden ceremony',
        'Historic chapel',
        'Free parking in Lot Y',
        'Wheelchair accessible',
        'Shaded seating',
      ],
      parkingInfo:
        'Free parking in Lot Y, directly facing the chapel entrance, with more free spaces in Lots C and L. Please do not park in metered or state spaces.',
      accessibility:
        'Step-free paved paths lead from Lot Y to the garden and the chapel entrance. Accessible restrooms are inside the chapel, and ushers can help anyone to a seat.',
      capacity: 150,
      rating: 4.8,
      arMarkers: defaultArMarkers.ceremony,
      photos: [],
    },
    reception: {
      key: 'reception',
      label: 'Reception Lunch',
      name: 'The Dock Street Table',
      description:
        'A bright waterfront restaurant on Annapolis City Dock, with a private dining room looking out over the harbor and the sailboats of Ego Alley.',
      address: '12 Dock St, Annapolis, MD 21401',
      startTime: '13:00',
      endTime: '15:00',
      note: 'About 45 minutes by car from the chapel; the lunch starts at 1:00 PM.',
      lat: 38.9784,
      lng: -76.4951,
      features: [
        'Waterfront views',
        'Private dining room',
        'Seated lunch',
        'Wheelchair accessible',
        'Walkable historic district',
      ],
      parkingInfo:
        'Paid public parking in the Hillman Garage on Gorman St, a five-minute walk to City Dock, and metered spaces along the dock. Summer weekends are busy, so allow a few extra minutes.',
      accessibility:
        'Step-free entrance from the sidewalk, the dining room and restrooms are on the ground floor, and the staff gladly arranges seating for wheelchairs and strollers.',
      capacity: 120,
      rating: 4.9,
      arMarkers: defaultArMarkers.reception,
      photos: [],
    },
  },
  parking: {
    directions:
      'From the Capital Beltway (I-495) take exit 25 onto US-1 South (Baltimore Avenue) toward College Park. Turn right at the main campus entrance onto Campus Drive, continue around M Circle, then turn left onto Regents Drive; the Memorial Chapel and Lot Y are on your right. For the lunch, take US-50 East toward Annapolis, leave at exit 24 (Rowe Boulevard) and follow the signs to the Historic District and City Dock.',
    freeLots: ['Lot Y', 'Lot C', 'Lot L'],
    rules: [
      'Parking is free in Lot Y and in Lots C and L.',
      'Do not park in metered or state spaces.',
      'The chapel entrance faces Lot Y.',
    ],
  },
  story: defaultStory,
  siteAccess: 'open',
  defaultLanguage: 'en',
  registry: {
    registryUrl: 'https://www.zola.com/registry/sofiaanddaniel2025',
    registryName: 'Zola',
    cashAppUrl: 'https://cash.app/$SofiaAndDaniel2025',
    cashAppHandle: '$SofiaAndDaniel2025',
  },
  contact: {
    name: 'Sofia',
    email: 'hello@sofiaanddaniel.wedding',
    phone: '(301) 555-0142',
    note: 'Questions about the day, directions or dietary needs? Write or call Sofia; she answers within a day.',
  },
};
