import { z } from 'zod';
import { endpoint, isoDate } from './http';
import { venueSchema, type ArMarker } from './wedding';

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
  /** Only on the answer to its author, when organizers review reviews first: shown once approved. */
  pending: z.literal(true).optional(),
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

/** The live topic's payload: one stored review. */
export const venueReviewAddedSchema = venueReviewSchema;
/** An organizer hid or deleted a review: every open page drops it. */
export const venueReviewRemovedSchema = z.object({ id: z.string() });

export { arMarkerSchema, arMarkerTypes, type ArMarker } from './wedding';

/** The GET answers the newest reviews of a venue, at most this many. */
export const REVIEWS_LIST_LIMIT = 200;

export const REVIEW_TOASTS = {
  submitted: 'Review Submitted!',
  failed: 'Failed to submit review. Please try again.',
} as const;

export const AR_CAMERA_REFUSED = {
  title: 'Camera Access Required',
  description: 'Please allow camera access to use AR features',
} as const;

/** The average of the reviews' stars, rounded to one decimal; undefined without reviews. */
export function averageRating(reviews: readonly Pick<VenueReview, 'rating'>[]): number | undefined {
  if (reviews.length === 0) return undefined;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}

/** Where a marker sits on the AR view, in percent of its width and height (y grows upwards). */
export function markerScreenPercent(position: ArMarker['position']): { left: number; top: number } {
  return {
    left: 50 + position.x * AR_PERCENT_PER_UNIT,
    top: 50 - position.y * AR_PERCENT_PER_UNIT,
  };
}

/** How far the view has turned since AR started, in degrees: right and up are positive. */
export type LookDirection = { yaw: number; pitch: number };

/** The camera's field of view assumed for a phone held upright (degrees). */
export const AR_FIELD_OF_VIEW = { horizontal: 60, vertical: 80 } as const;

/** An angle difference brought into [-180, 180). */
export function wrapDegrees(angle: number): number {
  return ((((angle + 180) % 360) + 360) % 360) - 180;
}

/**
 * The look direction from a deviceorientation reading, relative to the reading taken when AR
 * started. iOS gives a clockwise compass heading; elsewhere alpha turns counter-clockwise, so the
 * heading is 360 - alpha. An upright phone has beta 90; tilting its top back (looking up) raises it.
 */
export function lookFromOrientation(
  reading: { alpha: number; beta: number; compassHeading?: number },
  start: { alpha: number; beta: number; compassHeading?: number },
): LookDirection {
  const heading = (r: typeof reading) => r.compassHeading ?? 360 - r.alpha;
  return {
    yaw: wrapDegrees(heading(reading) - heading(start)),
    pitch: Math.max(-90, Math.min(90, reading.beta - start.beta)),
  };
}

/** Dragging the view to the left looks to the right, like turning the phone. */
export function lookFromDrag(
  look: LookDirection,
  drag: { dx: number; dy: number },
  view: { width: number; height: number },
): LookDirection {
  return {
    yaw: wrapDegrees(look.yaw - (drag.dx / view.width) * AR_FIELD_OF_VIEW.horizontal),
    pitch: Math.max(
      -90,
      Math.min(90, look.pitch + (drag.dy / view.height) * AR_FIELD_OF_VIEW.vertical),
    ),
  };
}

/**
 * A marker's place on the AR view for a look direction: its resting place (8 % per unit from the
 * centre) moved the opposite way to the turn, so it stays put in the room. `visible` is false
 * when it falls outside the view; `scale` shrinks farther markers (z negative is farther).
 */
export function placeMarker(
  position: ArMarker['position'],
  look: LookDirection,
): { left: number; top: number; scale: number; visible: boolean } {
  const resting = markerScreenPercent(position);
  const left = resting.left - (look.yaw / AR_FIELD_OF_VIEW.horizontal) * 100;
  const top = resting.top + (look.pitch / AR_FIELD_OF_VIEW.vertical) * 100;
  const scale = Math.max(0.6, Math.min(1.4, 1 + position.z * 0.08));
  return { left, top, scale, visible: left >= 0 && left <= 100 && top >= 0 && top <= 100 };
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
    showsOnProjector: true,
  }),
};
