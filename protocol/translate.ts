import { z } from 'zod';
import { endpoint, idSchema } from './http';

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
  translate: endpoint({
    method: 'POST',
    path: '/api/translate',
    access: 'public',
    body: translateBodySchema,
    response: translateResponseSchema,
  }),
};
