import { z } from 'zod';
import { endpoint, idSchema } from './http';

/** Organizers' drafts travel in batches of at most this many texts, one model request each. */
export const TRANSLATION_BATCH_SIZE = 50;
/** The longest text a draft is made for: a welcome message or a venue description fits. */
export const TRANSLATION_TEXT_MAX_LENGTH = 2000;

/** Cuts the texts into batches of TRANSLATION_BATCH_SIZE. */
export function toTranslationBatches<T>(texts: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < texts.length; i += TRANSLATION_BATCH_SIZE) {
    batches.push(texts.slice(i, i + TRANSLATION_BATCH_SIZE));
  }
  return batches;
}

export const TRANSLATE_TEXT_MESSAGE = `Each text must be 1 to ${TRANSLATION_TEXT_MAX_LENGTH} characters`;
export const TRANSLATE_BATCH_MESSAGE = `Send 1 to ${TRANSLATION_BATCH_SIZE} texts at a time`;
export const TRANSLATE_SAME_LANGUAGE_MESSAGE = 'sourceLanguage and targetLanguage must differ';

const draftLanguageSchema = (field: string) =>
  z.enum(['en', 'es'], { error: `${field} must be 'en' or 'es'` });

/** One organizer text and the direction to draft it in: English into Spanish or back. */
export const draftRequestSchema = z
  .object({
    text: z
      .string({ error: TRANSLATE_TEXT_MESSAGE })
      .trim()
      .min(1, TRANSLATE_TEXT_MESSAGE)
      .max(TRANSLATION_TEXT_MAX_LENGTH, TRANSLATE_TEXT_MESSAGE),
    sourceLanguage: draftLanguageSchema('sourceLanguage'),
    targetLanguage: draftLanguageSchema('targetLanguage'),
  })
  .refine((item) => item.sourceLanguage !== item.targetLanguage, {
    message: TRANSLATE_SAME_LANGUAGE_MESSAGE,
    path: ['targetLanguage'],
  });
export type DraftRequest = z.infer<typeof draftRequestSchema>;

/**
 * A batch of organizer texts to draft in the other language, as a list rather than one string
 * joined by a separator token: a model may drop, merge or re-space a separator, and the split
 * answer would then land on the wrong fields without anyone noticing; a list's answer is checked
 * item for item, and lets the server cache and reuse each text on its own. Texts are trimmed.
 */
export const translateBodySchema = z.object({
  texts: z
    .array(draftRequestSchema, { error: 'texts is required' })
    .min(1, TRANSLATE_BATCH_MESSAGE)
    .max(TRANSLATION_BATCH_SIZE, TRANSLATE_BATCH_MESSAGE),
});
export type TranslateBody = z.infer<typeof translateBodySchema>;

/** The drafts, one per text sent and in the same order. */
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
    // A signed-in guest or organizer: a new translation costs an AI request, so strangers get
    // none. Guests keep the ordinary write allowance (20 a minute per device): each post is paid
    // for once per language, and a guest reading a feed asks for many that are already stored.
    access: 'signed-in',
    body: postTranslationBodySchema,
    response: postTranslationSchema,
  }),
  capabilities: endpoint({
    method: 'GET',
    path: '/api/ai/capabilities',
    access: 'public',
    openOnInviteOnlySite: 'everyone',
    response: aiCapabilitiesSchema,
  }),
  /**
   * Organizers' drafts of their texts in the other language, for them to review before saving:
   * organizers only, from the translation share of the AI budget.
   */
  translate: endpoint({
    method: 'POST',
    path: '/api/translate',
    access: 'organizer',
    body: translateBodySchema,
    response: translateResponseSchema,
  }),
};
