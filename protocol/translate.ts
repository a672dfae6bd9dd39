import { z } from 'zod';
import { endpoint, idSchema } from './http';

/** Page strings travel in batches of this many; each one is translated (and cached) on its own. */
export const TRANSLATION_BATCH_SIZE = 10;
/** Only elements holding one text node shorter than this are translated. */
export const TRANSLATABLE_MAX_LENGTH = 500;
/** The built-in translator's pause, so the switch feels like the real service. */
export const TRANSLATION_SIMULATED_DELAY_MS = 500;

/** True for a page string the switcher sends: 1 to 499 characters once trimmed. */
export function isTranslatable(text: string): boolean {
  const length = text.trim().length;
  return length > 0 && length < TRANSLATABLE_MAX_LENGTH;
}

/** Cuts the page strings into batches of TRANSLATION_BATCH_SIZE. */
export function toTranslationBatches(texts: readonly string[]): string[][] {
  const batches: string[][] = [];
  for (let i = 0; i < texts.length; i += TRANSLATION_BATCH_SIZE) {
    batches.push(texts.slice(i, i + TRANSLATION_BATCH_SIZE));
  }
  return batches;
}

export const TRANSLATE_TEXT_MESSAGE = `Each text must be 1 to ${TRANSLATABLE_MAX_LENGTH - 1} characters`;
export const TRANSLATE_BATCH_MESSAGE = `Send 1 to ${TRANSLATION_BATCH_SIZE} texts at a time`;

/**
 * A batch of page strings, as a list rather than one string joined by a separator token: a model
 * may drop, merge or re-space a separator, and the split answer would then land on the wrong
 * elements without anyone noticing; a list's answer is checked item for item. A list also lets
 * the server cache and reuse each string on its own. Strings are trimmed: the page keeps its own
 * spacing around the text it puts back.
 */
export const translateBodySchema = z.object({
  texts: z
    .array(
      z
        .string({ error: TRANSLATE_TEXT_MESSAGE })
        .trim()
        .min(1, TRANSLATE_TEXT_MESSAGE)
        .max(TRANSLATABLE_MAX_LENGTH - 1, TRANSLATE_TEXT_MESSAGE),
      { error: 'texts is required' },
    )
    .min(1, TRANSLATE_BATCH_MESSAGE)
    .max(TRANSLATION_BATCH_SIZE, TRANSLATE_BATCH_MESSAGE),
  /** Spanish for the page switcher; English too, for text a guest wrote in Spanish. */
  targetLanguage: z.enum(['en', 'es'], { error: "targetLanguage must be 'en' or 'es'" }),
});
export type TranslateBody = z.infer<typeof translateBodySchema>;

/** The translations, one per text sent and in the same order. */
export const translateResponseSchema = z.object({ translations: z.array(z.string()) });
export type TranslateResponse = z.infer<typeof translateResponseSchema>;

/** Guests' posts offer 'See translation' between these languages. */
export const postKinds = ['moment', 'guestbook', 'timeline'] as const;
export type PostKind = (typeof postKinds)[number];
export const postLanguages = ['en', 'es'] as const;
export type PostLanguage = (typeof postLanguages)[number];
/** Longer posts are refused (413) rather than sent to the AI endpoint. */
export const POST_TRANSLATION_MAX_LENGTH = 2000;
export const POST_TOO_LONG_MESSAGE = `Posts longer than ${POST_TRANSLATION_MAX_LENGTH} characters cannot be translated.`;
export const TRANSLATION_UNAVAILABLE_MESSAGE = 'Translation is not available on this site.';

export const postTranslationBodySchema = z.object({
  kind: z.enum(postKinds, { error: "kind must be 'moment', 'guestbook' or 'timeline'" }),
  id: idSchema,
  targetLanguage: z.enum(postLanguages, { error: "targetLanguage must be 'en' or 'es'" }),
});
export type PostTranslationBody = z.infer<typeof postTranslationBodySchema>;
export const postTranslationSchema = z.object({
  translatedText: z.string(),
  targetLanguage: z.enum(postLanguages),
});
export type PostTranslation = z.infer<typeof postTranslationSchema>;

/** What the browser may offer: 'See translation' only when an AI endpoint is configured. */
export const aiCapabilitiesSchema = z.object({ translation: z.boolean() });
export type AiCapabilities = z.infer<typeof aiCapabilitiesSchema>;

export const translateApi = {
  post: endpoint({
    method: 'POST',
    path: '/api/translate/post',
    access: 'public',
    body: postTranslationBodySchema,
    response: postTranslationSchema,
  }),
  capabilities: endpoint({
    method: 'GET',
    path: '/api/ai/capabilities',
    access: 'public',
    response: aiCapabilitiesSchema,
  }),
  /** Page strings: signed-in guests and organizers only, from the AI allowance. */
  translate: endpoint({
    method: 'POST',
    path: '/api/translate',
    access: 'signed-in',
    body: translateBodySchema,
    response: translateResponseSchema,
    writeLimit: 'ai',
  }),
};
