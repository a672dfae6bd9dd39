import type { GuestType, ParkingResponse, VenueInfo } from '../../../protocol/venues';
import type { Venue } from '../../../protocol/wedding';
import { getWeddingSettings } from '../wedding/service';
import { builtInVenueAdvisor, type VenueAdvisor } from './advisor';
import { parkingOptions } from './parking-lots';

function presentVenue(venue: Venue): VenueInfo {
  return {
    name: venue.name,
    description: venue.description,
    descriptionEs: venue.descriptionEs,
    address: venue.address,
    features: venue.features,
    featuresEs: venue.featuresEs,
    parkingInfo: venue.parkingInfo,
    parkingInfoEs: venue.parkingInfoEs,
    accessibility: venue.accessibility,
    accessibilityEs: venue.accessibilityEs,
    photos: venue.photos,
  };
}

/** Venue facts and advice, all read from the wedding settings; nothing here is stored. */
export class VenuesService {
  constructor(private readonly advisor: VenueAdvisor = builtInVenueAdvisor) {}

  async venue(key: Venue['key']): Promise<VenueInfo> {
    const settings = await getWeddingSettings();
    return presentVenue(settings.venues[key]);
  }

  async parking(): Promise<ParkingResponse> {
    return { parkingOptions: parkingOptions(await getWeddingSettings()) };
  }

  async recommendations(guestType: GuestType): Promise<string[]> {
    return this.advisor.recommend({ guestType, settings: await getWeddingSettings() });
  }
}
