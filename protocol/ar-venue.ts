import { z } from 'zod';
import { endpoint, isoDate } from './http';
import { venueSchema } from './wedding';

export const REVIEW_MISSING_INFO = {
  title: 'Missing Information',
  description: 'Please provide your name and review comment',
} as const;
export const REVIEW_MISSING_INFO_MESSAGE = `${REVIEW_MISSING_INFO.title}: ${REVIEW_MISSING_INFO.description}`;

export const REVIEW_RATING = { min: 1, max: 5, default: 5 } as const;
/** Screen percent an AR marker moves per unit of its x/y position, measured from the centre. */
export const AR_PERCENT_PER_UNIT = 8;

/** The venues a review can be about: the same keys as the wedding settings' venues. */
export const reviewVenueIdSchema = venueSchema.shape.key;
export type ReviewVenueId = z.infer<typeof reviewVenueIdSchema>;

/** A venue review (collection `venue_reviews`); isAR tells it was written while in AR mode. */
export const venueReviewSchema = z.object({
  id: z.string(),
  venueId: reviewVenueIdSchema,
  guestName: z.string(),
  rating: z.number().int().min(REVIEW_RATING.min).max(REVIEW_RATING.max),
  comment: z.string(),
  isAR: z.boolean(),
  timestamp: isoDate,
});
export type VenueReview = z.infer<typeof venueReviewSchema>;

const requiredText = (max: number) =>
  z
    .string({ error: REVIEW_MISSING_INFO_MESSAGE })
    .trim()
    .min(1, REVIEW_MISSING_INFO_MESSAGE)
    .max(max, `Must be at most ${max} characters`);

export const createVenueReviewBodySchema = z.object({
  venueId: reviewVenueIdSchema,
  guestName: requiredText(80),
  rating: z
    .number({ error: 'Rating must be a number from 1 to 5' })
    .int('Rating must be a whole number of stars')
    .min(REVIEW_RATING.min, 'Rating must be at least 1')
    .max(REVIEW_RATING.max, 'Rating cannot exceed 5')
    .default(REVIEW_RATING.default),
  comment: requiredText(1000),
  isAR: z.boolean().default(false),
});
export type CreateVenueReviewBody = z.input<typeof createVenueReviewBodySchema>;

export const venueReviewsQuerySchema = z.object({ venueId: reviewVenueIdSchema.optional() });

export const arMarkerTypes = ['info', 'amenity', 'photo', 'review'] as const;
export const arMarkerTypeSchema = z.enum(arMarkerTypes);

export const arMarkerSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.object({ x: z.number(), y: z.number(), z: z.number() }),
  type: arMarkerTypeSchema,
  content: z.string(),
  /** A lucide icon name in kebab case. */
  icon: z.string(),
});
export type ArMarker = z.infer<typeof arMarkerSchema>;

/** Where a marker sits on the AR view, in percent of its width and height (y grows upwards). */
export function markerScreenPercent(position: ArMarker['position']): { left: number; top: number } {
  return {
    left: 50 + position.x * AR_PERCENT_PER_UNIT,
    top: 50 - position.y * AR_PERCENT_PER_UNIT,
  };
}

export const arVenueApi = {
  reviews: endpoint({
    method: 'GET',
    path: '/api/venues/reviews',
    access: 'public',
    query: venueReviewsQuerySchema,
    response: z.array(venueReviewSchema),
  }),
  createReview: endpoint({
    method: 'POST',
    path: '/api/venues/reviews',
    access: 'public',
    body: createVenueReviewBodySchema,
    response: venueReviewSchema,
    status: 201,
  }),
};
