import { describe, expect, it } from 'vitest';
import { itinerarySchema, personalizedRecommendationsSchema, recommendationsResponseSchema } from './ai';

const recommendation = {
  title: 'Park in Lot Y',
  description: 'The closest lot.',
  category: 'parking',
  priority: 'high',
  personalization_reason: 'You asked for step-free access.',
  actionable_tips: ['Use the accessible spaces'],
};

describe('AI assistant answers', () => {
  it('accepts a model answer of known categories and priorities only', () => {
    expect(personalizedRecommendationsSchema.safeParse({ recommendations: [recommendation] }).success).toBe(true);
    expect(
      personalizedRecommendationsSchema.safeParse({
        recommendations: [{ ...recommendation, category: 'shopping' }],
      }).success,
    ).toBe(false);
    expect(personalizedRecommendationsSchema.safeParse({ recommendations: [] }).success).toBe(false);
  });

  it('says who wrote the answer', () => {
    expect(recommendationsResponseSchema.safeParse({ recommendations: [recommendation] }).success).toBe(false);
    expect(
      recommendationsResponseSchema.safeParse({ recommendations: [recommendation], source: 'built-in' }).success,
    ).toBe(true);
  });

  it('needs an itinerary entry to have a time and an activity', () => {
    const entry = { time: '10:00 AM', location: 'Chapel', activity: 'Ceremony', notes: '' };
    expect(itinerarySchema.safeParse({ personal_notes: [], timeline: [entry] }).success).toBe(true);
    expect(itinerarySchema.safeParse({ personal_notes: [], timeline: [{ ...entry, time: '' }] }).success).toBe(false);
  });
});
