import { describe, expect, it } from 'vitest';
import { AI_WEDDING_CONTEXT, itineraryRequestSchema, recommendationsRequestSchema } from './ai';

describe('AI assistant requests', () => {
  it('fills the profile defaults and the AI wedding context', () => {
    const request = recommendationsRequestSchema.parse({ guestProfile: { firstName: 'Ana' } });
    expect(request.guestProfile).toMatchObject({
      relationship: 'friend',
      location: 'local',
      age_group: 'adult',
      interests: [],
    });
    expect(request.weddingContext).toEqual(AI_WEDDING_CONTEXT);
  });

  it('plans the day from 2:30 PM to 11:00 PM unless told otherwise', () => {
    const request = itineraryRequestSchema.parse({ guestProfile: { firstName: 'Ana' } });
    expect(request).toMatchObject({ arrivalTime: '2:30 PM', departureTime: '11:00 PM' });
    expect(
      itineraryRequestSchema.safeParse({ guestProfile: { firstName: 'Ana' }, arrivalTime: '25:00' })
        .success,
    ).toBe(false);
  });

  it('refuses a profile without a first name or with an unknown relationship', () => {
    expect(
      recommendationsRequestSchema.safeParse({ guestProfile: { firstName: ' ' } }).success,
    ).toBe(false);
    expect(
      recommendationsRequestSchema.safeParse({
        guestProfile: { firstName: 'Ana', relationship: 'boss' },
      }).success,
    ).toBe(false);
  });
});
