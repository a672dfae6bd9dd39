import { z } from 'zod';
import { endpoint } from './http';

/**
 * Page strings travel in batches joined by this token; it is plain ASCII that no translator
 * rewrites and that never occurs in page text, so the answer splits back in the same order.
 */
export const TRANSLATION_SEPARATOR = ' ||| ';
export const TRANSLATION_BATCH_SIZE = 10;
/** Only elements holding one text node shorter than this are translated. */
export const TRANSLATABLE_MAX_LENGTH = 500;
/** The built-in translator's pause, so the switch feels like the real service. */
export const TRANSLATION_SIMULATED_DELAY_MS = 500;

export const translationLanguages = ['es'] as const;

const MAX_BATCH_TEXT =
  TRANSLATION_BATCH_SIZE * (TRANSLATABLE_MAX_LENGTH - 1) +
  (TRANSLATION_BATCH_SIZE - 1) * TRANSLATION_SEPARATOR.length;

export const translateBodySchema = z.object({
  text: z
    .string({ error: 'text is required' })
    .min(1, 'text is required')
    .max(MAX_BATCH_TEXT, `text must be at most ${MAX_BATCH_TEXT} characters`),
  targetLanguage: z.enum(translationLanguages, { error: "targetLanguage must be 'es'" }),
});
export type TranslateBody = z.infer<typeof translateBodySchema>;

export const translateResponseSchema = z.object({ translatedText: z.string() });
export type TranslateResponse = z.infer<typeof translateResponseSchema>;

/** True for a page string the switcher sends: 1 to 499 characters once trimmed. */
export function isTranslatable(text: string): boolean {
  const length = text.trim().length;
  return length > 0 && length < TRANSLATABLE_MAX_LENGTH;
}

/** Cuts the page strings into batches of TRANSLATION_BATCH_SIZE, each joined by the separator. */
export function toTranslationBatches(texts: readonly string[]): string[][] {
  const batches: string[][] = [];
  for (let i = 0; i < texts.length; i += TRANSLATION_BATCH_SIZE) {
    batches.push(texts.slice(i, i + TRANSLATION_BATCH_SIZE));
  }
  return batches;
}

export const joinTranslationBatch = (texts: readonly string[]): string =>
  texts.join(TRANSLATION_SEPARATOR);

/** Splits a translated batch; the separator's spaces may be trimmed by the translator. */
export const splitTranslationBatch = (text: string): string[] =>
  text.split(TRANSLATION_SEPARATOR.trim()).map((part) => part.trim());

export const translateApi = {
  translate: endpoint({
    method: 'POST',
    path: '/api/translate',
    access: 'public',
    body: translateBodySchema,
    response: translateResponseSchema,
  }),
};
