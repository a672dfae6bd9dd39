import { z } from 'zod';
import { endpoint } from './http';

export const guestRelationships = ['family', 'wedding_party', 'extended_family', 'friend'] as const;
export const guestLocations = ['local', 'out_of_state', 'out_of_town', 'international'] as const;
export const ageGroups = ['young_adult', 'adult', 'senior'] as const;

const shortText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

/** What the assistant knows about the signed-in guest; the client derives it from the guest record. */
export const guestProfileSchema = z.object({
  firstName: shortText(80).min(1, 'firstName is required'),
  lastName: shortText(80).default(''),
  email: shortText(254).default(''),
  phone: shortText(40).default(''),
  relationship: z.enum(guestRelationships).default('friend'),
  location: z.enum(guestLocations).default('local'),
  age_group: z.enum(ageGroups).default('adult'),
  interests: z.array(shortText(60)).max(20).default([]),
  mobility_needs: z.boolean().default(false),
  plus_one: z.boolean().default(false),
});
export type GuestProfile = z.infer<typeof guestProfileSchema>;
export type GuestProfileInput = z.input<typeof guestProfileSchema>;

export const weddingContextSchema = z.object({
  venue: shortText(200),
  date: shortText(80),
  time: shortText(120),
  style: shortText(120),
  season: shortText(80),
});
export type WeddingContext = z.infer<typeof weddingContextSchema>;

/** The AI's own reading of the wedding (spec §9); it differs from the home page's ceremony time. */
export const AI_WEDDING_CONTEXT = {
  venue: 'Garden chapel',
  date: 'August 31, 2025',
  time: 'Ceremony 3:00 PM, reception 6:00 PM',
  style: 'Elegant garden',
  season: 'Late summer',
} as const satisfies WeddingContext;

export const recommendationCategories = [
  'venue',
  'parking',
  'dining',
  'activities',
  'timeline',
  'photos',
  'gifts',
] as const;
export const recommendationCategorySchema = z.enum(recommendationCategories);
export type RecommendationCategory = z.infer<typeof recommendationCategorySchema>;

export const priorities = ['high', 'medium', 'low'] as const;
export const prioritySchema = z.enum(priorities);

export const recommendationSchema = z.object({
  title: z.string(),
  description: z.string(),
  category: recommendationCategorySchema,
  priority: prioritySchema,
  personalization_reason: z.string(),
  actionable_tips: z.array(z.string()),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationsRequestSchema = z.object({
  guestProfile: guestProfileSchema,
  weddingContext: weddingContextSchema.default(AI_WEDDING_CONTEXT),
});
export type RecommendationsRequest = z.input<typeof recommendationsRequestSchema>;

export const personalizedRecommendationsSchema = z.object({
  recommendations: z.array(recommendationSchema),
});
export type PersonalizedRecommendations = z.infer<typeof personalizedRecommendationsSchema>;

/** Times of day as the assistant shows them, e.g. '2:30 PM'. */
const clockTime = z
  .string()
  .trim()
  .regex(/^(1[0-2]|0?[1-9]):[0-5]\d\s?(AM|PM)$/i, 'Use a time like 2:30 PM');

/** The arrival and departure the assistant plans the day around. */
export const DEFAULT_ITINERARY_TIMES = {
  arrivalTime: '2:30 PM',
  departureTime: '11:00 PM',
} as const;

export const itineraryRequestSchema = z.object({
  guestProfile: guestProfileSchema,
  arrivalTime: clockTime.default(DEFAULT_ITINERARY_TIMES.arrivalTime),
  departureTime: clockTime.default(DEFAULT_ITINERARY_TIMES.departureTime),
});
export type ItineraryRequest = z.input<typeof itineraryRequestSchema>;

export const itineraryEntrySchema = z.object({
  time: z.string(),
  location: z.string(),
  activity: z.string(),
  notes: z.string(),
  personalized_tip: z.string().optional(),
});
export type ItineraryEntry = z.infer<typeof itineraryEntrySchema>;

export const itinerarySchema = z.object({
  personal_notes: z.array(z.string()),
  timeline: z.array(itineraryEntrySchema),
});
export type Itinerary = z.infer<typeof itinerarySchema>;

export const aiApi = {
  recommendations: endpoint({
    method: 'POST',
    path: '/api/personalized-recommendations',
    access: 'public',
    body: recommendationsRequestSchema,
    response: personalizedRecommendationsSchema,
  }),
  itinerary: endpoint({
    method: 'POST',
    path: '/api/personalized-itinerary',
    access: 'public',
    body: itineraryRequestSchema,
    response: itinerarySchema,
  }),
};
