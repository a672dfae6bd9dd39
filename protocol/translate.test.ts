import { describe, expect, it } from 'vitest';
import {
  isTranslatable,
  TRANSLATE_BATCH_MESSAGE,
  TRANSLATE_TEXT_MESSAGE,
  toTranslationBatches,
  translateBodySchema,
} from './translate';

const firstMessage = (body: unknown) => {
  const result = translateBodySchema.safeParse(body);
  return result.success ? undefined : result.error.issues[0].message;
};

describe('page translation', () => {
  it('translates texts of 1 to 499 characters only', () => {
    expect(isTranslatable('')).toBe(false);
    expect(isTranslatable('   ')).toBe(false);
    expect(isTranslatable('Our Story')).toBe(true);
    expect(isTranslatable('a'.repeat(499))).toBe(true);
    expect(isTranslatable('a'.repeat(500))).toBe(false);
  });

  it('sends batches of at most 10 strings', () => {
    const texts = Array.from({ length: 23 }, (_, i) => `Text ${i}`);
    const batches = toTranslationBatches(texts);
    expect(batches.map((b) => b.length)).toEqual([10, 10, 3]);
    expect(translateBodySchema.safeParse({ texts: batches[0], targetLanguage: 'es' }).success).toBe(true);
    expect(firstMessage({ texts: texts.slice(0, 11), targetLanguage: 'es' })).toBe(TRANSLATE_BATCH_MESSAGE);
    expect(firstMessage({ texts: [], targetLanguage: 'es' })).toBe(TRANSLATE_BATCH_MESSAGE);
  });

  it('trims each text and refuses an empty or oversized one', () => {
    expect(translateBodySchema.parse({ texts: ['  Our Story \n'], targetLanguage: 'es' }).texts).toEqual(['Our Story']);
    expect(firstMessage({ texts: ['Hello', '   '], targetLanguage: 'es' })).toBe(TRANSLATE_TEXT_MESSAGE);
    expect(firstMessage({ texts: ['a'.repeat(500)], targetLanguage: 'es' })).toBe(TRANSLATE_TEXT_MESSAGE);
    expect(firstMessage({ texts: ['a'.repeat(499)], targetLanguage: 'es' })).toBeUndefined();
  });

  it('translates to Spanish or English only', () => {
    expect(firstMessage({ texts: ['Hello'], targetLanguage: 'fr' })).toBe("targetLanguage must be 'en' or 'es'");
    expect(firstMessage({ texts: ['Hola'], targetLanguage: 'en' })).toBeUndefined();
  });
});
