import { z } from 'zod';
import { endpoint } from './http';
import { contentLanguageSchema } from './localized';
import { venueSchema } from './wedding';

/**
 * What the venue section shows for the ceremony or the reception, taken from the settings: its
 * texts in both languages (see protocol/localized), the page picks the one it shows.
 */
export const venueInfoSchema = venueSchema.pick({
  name: true,
  description: true,
  descriptionEs: true,
  address: true,
  features: true,
  featuresEs: true,
  parkingInfo: true,
  parkingInfoEs: true,
  accessibility: true,
  accessibilityEs: true,
  photos: true,
});
export type VenueInfo = z.infer<typeof venueInfoSchema>;

export const parkingOptionSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** Number of spaces. */
  capacity: z.number().int().min(0),
  cost: z.string(),
  walkingTime: z.string(),
  features: z.array(z.string()),
});
export type ParkingOption = z.infer<typeof parkingOptionSchema>;

export const parkingResponseSchema = z.object({ parkingOptions: z.array(parkingOptionSchema) });
export type ParkingResponse = z.infer<typeof parkingResponseSchema>;

export const guestTypes = [
  'elderly-family',
  'out-of-town',
  'parent-with-children',
  'international-guest',
  'mobility-assistance',
] as const;
export const guestTypeSchema = z.enum(guestTypes, {
  error: `guestType must be one of: ${guestTypes.join(', ')}`,
});
export type GuestType = z.infer<typeof guestTypeSchema>;

export const RECOMMENDATIONS_FAILED = 'Failed to get recommendations';

/** The guest type, and the page's language (English when a caller does not say, as the spec's did). */
export const recommendationsBodySchema = z.object({
  guestType: guestTypeSchema,
  language: contentLanguageSchema.default('en'),
});
export type RecommendationsBody = z.infer<typeof recommendationsBodySchema>;

/** Who wrote the tips: the AI endpoint, or the site's own rules (when there is none, or it failed). */
export const venueTipsSourceSchema = z.enum(['ai', 'built-in']);
export type VenueTipsSource = z.infer<typeof venueTipsSourceSchema>;

export const recommendationsResponseSchema = z.object({
  recommendations: z.array(z.string()),
  source: venueTipsSourceSchema,
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

export const venuesApi = {
  ceremony: endpoint({
    method: 'GET',
    path: '/api/venues/ceremony',
    access: 'public',
    openOnInviteOnlySite: 'everyone',
    response: venueInfoSchema,
  }),
  reception: endpoint({
    method: 'GET',
    path: '/api/venues/reception',
    access: 'public',
    openOnInviteOnlySite: 'everyone',
    response: venueInfoSchema,
  }),
  parking: endpoint({
    method: 'GET',
    path: '/api/venues/parking',
    access: 'public',
    openOnInviteOnlySite: 'everyone',
    response: parkingResponseSchema,
  }),
  recommendations: endpoint({
    method: 'POST',
    path: '/api/venues/recommendations',
    access: 'public',
    body: recommendationsBodySchema,
    response: recommendationsResponseSchema,
  }),
};
