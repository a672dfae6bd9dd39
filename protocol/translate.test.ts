import { describe, expect, it } from 'vitest';
import {
  isTranslatable,
  joinTranslationBatch,
  splitTranslationBatch,
  toTranslationBatches,
  translateBodySchema,
} from './translate';

describe('page translation', () => {
  it('translates texts of 1 to 499 characters only', () => {
    expect(isTranslatable('')).toBe(false);
    expect(isTranslatable('   ')).toBe(false);
    expect(isTranslatable('Our Story')).toBe(true);
    expect(isTranslatable('a'.repeat(499))).toBe(true);
    expect(isTranslatable('a'.repeat(500))).toBe(false);
  });

  it('sends batches of 10 strings and splits the answer back in order', () => {
    const texts = Array.from({ length: 23 }, (_, i) => `Text ${i}`);
    const batches = toTranslationBatches(texts);
    expect(batches.map((b) => b.length)).toEqual([10, 10, 3]);
    const joined = joinTranslationBatch(batches[0]);
    expect(translateBodySchema.safeParse({ text: joined, targetLanguage: 'es' }).success).toBe(
      true,
    );
    expect(splitTranslationBatch(joined)).toEqual(batches[0]);
    // A translator may eat the spaces around the separator.
    expect(splitTranslationBatch('Hola|||Nuestra historia')).toEqual(['Hola', 'Nuestra historia']);
  });

  it('translates to Spanish only, and never an empty or oversized text', () => {
    expect(translateBodySchema.safeParse({ text: 'Hello', targetLanguage: 'fr' }).success).toBe(
      false,
    );
    expect(translateBodySchema.safeParse({ text: '', targetLanguage: 'es' }).success).toBe(false);
    expect(
      translateBodySchema.safeParse({ text: 'a'.repeat(6000), targetLanguage: 'es' }).success,
    ).toBe(false);
  });
});
