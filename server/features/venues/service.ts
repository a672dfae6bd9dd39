import type { ContentLanguage } from '../../../protocol/localized';
import type { GuestType, ParkingResponse, RecommendationsResponse, VenueInfo } from '../../../protocol/venues';
import type { Venue } from '../../../protocol/wedding';
import { getWeddingSettings } from '../wedding/service';
import { builtInVenueAdvisor, type VenueAdvisor } from './advisor';
import type { AiVenueAdvisor } from './ai-advisor';
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

/**
 * Venue facts and advice, all read from the wedding settings. The tips are the AI advisor's when an
 * AI endpoint is configured (cached, ai-advisor.ts), else the built-in rules'.
 */
export class VenuesService {
  constructor(
    private readonly ai: AiVenueAdvisor | null = null,
    private readonly advisor: VenueAdvisor = builtInVenueAdvisor,
  ) {}

  async venue(key: Venue['key']): Promise<VenueInfo> {
    const settings = await getWeddingSettings();
    return presentVenue(settings.venues[key]);
  }

  async parking(): Promise<ParkingResponse> {
    return { parkingOptions: parkingOptions(await getWeddingSettings()) };
  }

  async recommendations(guestType: GuestType, language: ContentLanguage): Promise<RecommendationsResponse> {
    const settings = await getWeddingSettings();
    if (this.ai) return this.ai.tips(guestType, settings, language);
    return { recommendations: await this.advisor.recommend({ guestType, settings, language }), source: 'built-in' };
  }
}
