import { describe, expect, it } from 'vitest';
import { speechFormSchema } from './speech';

const valid = {
  speakerName: 'Sam',
  relationshipToBride: 'Sister',
  relationshipToGroom: 'Friend from college',
  keyMemories: 'The road trip to Maine in 2019',
  personalityTraits: 'Kind, funny',
  wishesForCouple: 'A lifetime of laughter',
};

const messages = (value: unknown) =>
  speechFormSchema
    .safeParse(value)
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('speech form', () => {
  it('fills the defaults: a friend, heartfelt, medium length', () => {
    expect(speechFormSchema.parse(valid)).toMatchObject({
      speechType: 'friend',
      speechTone: 'heartfelt',
      speechLength: 'medium',
    });
    expect(speechFormSchema.parse({ ...valid, funnyStory: '   ' }).funnyStory).toBeUndefined();
  });

  it('gives every required field its own message', () => {
    expect(messages({})).toEqual([
      'speakerName: Please enter your name',
      'relationshipToBride: Please specify your relationship',
      'relationshipToGroom: Please specify your relationship',
      'keyMemories: Please share some memories (at least 10 characters)',
      'personalityTraits: Please describe some personality traits',
      'wishesForCouple: Please share your wishes for the couple',
    ]);
  });

  it('holds memories and wishes to 10 characters and traits to 5, after trimming', () => {
    expect(messages({ ...valid, keyMemories: '  123456789  ' })).toEqual([
      'keyMemories: Please share some memories (at least 10 characters)',
    ]);
    expect(messages({ ...valid, personalityTraits: 'kind' })).toEqual([
      'personalityTraits: Please describe some personality traits',
    ]);
    expect(messages({ ...valid, wishesForCouple: 'Be happy' })).toEqual([
      'wishesForCouple: Please share your wishes for the couple',
    ]);
    expect(messages({ ...valid, personalityTraits: 'brave' })).toEqual([]);
  });

  it('accepts only the listed types, tones and lengths', () => {
    const chosen = {
      ...valid,
      speechType: 'maid-of-honor',
      speechTone: 'funny',
      speechLength: 'long',
    };
    expect(speechFormSchema.safeParse(chosen).success).toBe(true);
    expect(speechFormSchema.safeParse({ ...valid, speechType: 'uncle' }).success).toBe(false);
    expect(speechFormSchema.safeParse({ ...valid, speechTone: 'angry' }).success).toBe(false);
    expect(speechFormSchema.safeParse({ ...valid, speechLength: 'epic' }).success).toBe(false);
  });
});
