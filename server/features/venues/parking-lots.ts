import type { ParkingOption } from '../../../protocol/venues';
import type { WeddingSettings } from '../../../protocol/wedding';

type LotDetails = Omit<ParkingOption, 'name'> & { walkingMinutes: number };

/**
 * What the site knows about the ceremony's free lots, by the name the settings use. The settings
 * decide which lots guests are sent to; a lot without details here is not offered as an option.
 */
const lotDetails: Record<string, LotDetails> = {
  'Lot Y': {
    description: 'The closest lot: it faces the Memorial Chapel entrance across Regents Drive.',
    capacity: 120,
    cost: 'Free',
    walkingTime: '2 min walk',
    walkingMinutes: 2,
    features: ['Faces the chapel entrance', 'Accessible spaces', 'Step-free paved path to the garden'],
  },
  'Lot C': {
    description: 'A larger campus lot a short walk from the chapel, useful when Lot Y fills up.',
    capacity: 250,
    cost: 'Free',
    walkingTime: '6 min walk',
    walkingMinutes: 6,
    features: ['Plenty of spaces', 'Paved sidewalks to the chapel'],
  },
  'Lot L': {
    description: 'An overflow lot on the edge of campus with a level walk to the chapel garden.',
    capacity: 180,
    cost: 'Free',
    walkingTime: '8 min walk',
    walkingMinutes: 8,
    features: ['Overflow parking', 'Level sidewalks'],
  },
};

export interface KnownLot extends ParkingOption {
  walkingMinutes: number;
}

/** The free lots named in the settings, in their order, with their built-in details. */
export function knownLots(settings: Pick<WeddingSettings, 'parking'>): KnownLot[] {
  return settings.parking.freeLots.flatMap((name) => {
    const details = lotDetails[name];
    return details ? [{ name, ...details }] : [];
  });
}

/** The lot with the shortest walk, or undefined when none is known. */
export function closestLot(settings: Pick<WeddingSettings, 'parking'>): KnownLot | undefined {
  return [...knownLots(settings)].sort((a, b) => a.walkingMinutes - b.walkingMinutes)[0];
}

export function parkingOptions(settings: Pick<WeddingSettings, 'parking'>): ParkingOption[] {
  return knownLots(settings).map(({ walkingMinutes: _walkingMinutes, ...option }) => option);
}
