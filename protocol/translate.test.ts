import { describe, expect, it } from 'vitest';
import {
  TRANSLATE_BATCH_MESSAGE,
  TRANSLATE_SAME_LANGUAGE_MESSAGE,
  TRANSLATE_TEXT_MESSAGE,
  toTranslationBatches,
  translateBodySchema,
} from './translate';

const firstMessage = (body: unknown) => {
  const result = translateBodySchema.safeParse(body);
  return result.success ? undefined : result.error.issues[0].message;
};
const toEs = (text: string) => ({ text, sourceLanguage: 'en', targetLanguage: 'es' });

describe('organizer drafts', () => {
  it('sends batches of at most 50 texts', () => {
    const texts = Array.from({ length: 123 }, (_, i) => toEs(`Text ${i}`));
    const batches = toTranslationBatches(texts);
    expect(batches.map((b) => b.length)).toEqual([50, 50, 23]);
    expect(translateBodySchema.safeParse({ texts: batches[0] }).success).toBe(true);
    expect(firstMessage({ texts: texts.slice(0, 51) })).toBe(TRANSLATE_BATCH_MESSAGE);
    expect(firstMessage({ texts: [] })).toBe(TRANSLATE_BATCH_MESSAGE);
  });

  it('trims each text and refuses an empty one or one over 2000 characters', () => {
    expect(translateBodySchema.parse({ texts: [toEs('  Our Story \n')] }).texts[0].text).toBe('Our Story');
    expect(firstMessage({ texts: [toEs('Hello'), toEs('   ')] })).toBe(TRANSLATE_TEXT_MESSAGE);
    expect(firstMessage({ texts: [toEs('a'.repeat(2001))] })).toBe(TRANSLATE_TEXT_MESSAGE);
    expect(firstMessage({ texts: [toEs('a'.repeat(2000))] })).toBeUndefined();
  });

  it('drafts English into Spanish or back only', () => {
    expect(firstMessage({ texts: [{ ...toEs('Hello'), targetLanguage: 'fr' }] })).toBe("targetLanguage must be 'en' or 'es'");
    expect(firstMessage({ texts: [{ ...toEs('Hello'), sourceLanguage: 'de' }] })).toBe("sourceLanguage must be 'en' or 'es'");
    expect(firstMessage({ texts: [{ ...toEs('Hello'), targetLanguage: 'en' }] })).toBe(TRANSLATE_SAME_LANGUAGE_MESSAGE);
    expect(firstMessage({ texts: [{ text: 'Hola', sourceLanguage: 'es', targetLanguage: 'en' }] })).toBeUndefined();
  });
});
