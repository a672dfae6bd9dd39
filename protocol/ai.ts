import { z } from 'zod';
import { guestCategorySchema, guestSideSchema } from './admin-guests';
import { endpoint } from './http';

/**
 * What the assistant knows about the signed-in guest. The server builds it from the guest's own
 * record on the guest list (never from what a browser sends), and leaves contact details out.
 */
export const guestProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  relationship: guestCategorySchema,
  side: guestSideSchema.optional(),
  /** Where the guest travels from, as the organizers wrote it ('Madrid, Spain'). */
  travelingFrom: z.string().optional(),
  /** True when travelingFrom names somewhere other than the ceremony's town. */
  outOfTown: z.boolean(),
  accessibilityNeeds: z.string().optional(),
  plusOne: z.boolean(),
});
export type GuestProfile = z.infer<typeof guestProfileSchema>;

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
  title: z.string().min(1),
  description: z.string().min(1),
  category: recommendationCategorySchema,
  priority: prioritySchema,
  personalization_reason: z.string(),
  actionable_tips: z.array(z.string()),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** What a model must answer for recommendations (validated, one retry, then a clear error). */
export const personalizedRecommendationsSchema = z.object({
  recommendations: z.array(recommendationSchema).min(1).max(12),
});
export type PersonalizedRecommendations = z.infer<typeof personalizedRecommendationsSchema>;

export const itineraryEntrySchema = z.object({
  time: z.string().min(1),
  location: z.string(),
  activity: z.string().min(1),
  notes: z.string(),
  personalized_tip: z.string().optional(),
});
export type ItineraryEntry = z.infer<typeof itineraryEntrySchema>;

/** What a model must answer for the itinerary. */
export const itinerarySchema = z.object({
  personal_notes: z.array(z.string()),
  timeline: z.array(itineraryEntrySchema).min(1).max(30),
});
export type Itinerary = z.infer<typeof itinerarySchema>;

/** Who wrote an answer: the configured AI endpoint, or the site's own rules. */
export const answerSources = ['ai', 'built-in'] as const;
export const answerSourceSchema = z.enum(answerSources);
export type AnswerSource = z.infer<typeof answerSourceSchema>;

const produced = { source: answerSourceSchema };
export const recommendationsResponseSchema = personalizedRecommendationsSchema.extend(produced);
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;
export const itineraryResponseSchema = itinerarySchema.extend(produced);
export type ItineraryResponse = z.infer<typeof itineraryResponseSchema>;

/** Answered (401) to a browser without an invite-code session. */
export const ASSISTANT_SIGN_IN_MESSAGE = 'Sign in with your invite code to use the assistant.';

/** The languages the assistant answers in: the page's own (i18next) language. */
export const assistantLanguages = ['en', 'es'] as const;
export const assistantLanguageSchema = z.enum(assistantLanguages, {
  error: "language must be 'en' or 'es'",
});
export type AssistantLanguage = z.infer<typeof assistantLanguageSchema>;

/**
 * What the page sends: only the language the guest reads the site in. Nothing personal is in the
 * body: the server reads the guest from the session and the wedding from its own data.
 */
export const assistantRequestSchema = z.object({ language: assistantLanguageSchema });
export type AssistantRequest = z.infer<typeof assistantRequestSchema>;

/**
 * The signed-in guest's recommendations and itinerary, in the requested language. An organizer
 * passes the contract's check but has no guest record: the service answers them 401 too. Each
 * answer may run the AI endpoint, so they draw on the AI allowance.
 */
export const aiApi = {
  recommendations: endpoint({
    method: 'POST',
    path: '/api/personalized-recommendations',
    access: 'signed-in',
    signInMessage: ASSISTANT_SIGN_IN_MESSAGE,
    writeLimit: 'ai',
    body: assistantRequestSchema,
    response: recommendationsResponseSchema,
  }),
  itinerary: endpoint({
    method: 'POST',
    path: '/api/personalized-itinerary',
    access: 'signed-in',
    signInMessage: ASSISTANT_SIGN_IN_MESSAGE,
    writeLimit: 'ai',
    body: assistantRequestSchema,
    response: itineraryResponseSchema,
  }),
};
