import { z } from 'zod';
import { aiFailureReasons } from './ai-failure';
import { FIELD_MESSAGES, optionalText } from './form-fields';
import { endpoint } from './http';
import { defineMessages } from './messages';

export const SPEECH_MESSAGES = defineMessages('speech', {
  speakerName: 'Please enter your name',
  relationship: 'Please specify your relationship',
  keyMemories: 'Please share some memories (at least 10 characters)',
  personalityTraits: 'Please describe some personality traits',
  wishesForCouple: 'Please share your wishes for the couple',
  tooLong: FIELD_MESSAGES.tooLong,
});

export const speechTypes = [
  'best-man',
  'maid-of-honor',
  'parent',
  'friend',
  'family',
  'other',
] as const;
export const speechTypeSchema = z.enum(speechTypes);
export type SpeechType = z.infer<typeof speechTypeSchema>;

export const speechTones = ['heartfelt', 'funny', 'formal', 'casual', 'emotional'] as const;
export const speechToneSchema = z.enum(speechTones);
export type SpeechTone = z.infer<typeof speechToneSchema>;

export const speechLengths = ['short', 'medium', 'long'] as const;
export const speechLengthSchema = z.enum(speechLengths);
export type SpeechLength = z.infer<typeof speechLengthSchema>;

/** Spoken minutes of each length, as the form labels them: short (1-2 min) and so on. */
export const SPEECH_LENGTH_MINUTES = {
  short: [1, 2],
  medium: [2, 3],
  long: [3, 5],
} as const satisfies Record<SpeechLength, readonly [number, number]>;

/** A relaxed speaking pace at a wedding, in words per minute. */
export const SPEAKING_WORDS_PER_MINUTE = 130;

/** The words a speech of each length holds: its minutes at the speaking pace. */
export function speechWordRange(length: SpeechLength): { min: number; max: number } {
  const [from, to] = SPEECH_LENGTH_MINUTES[length];
  return { min: from * SPEAKING_WORDS_PER_MINUTE, max: to * SPEAKING_WORDS_PER_MINUTE };
}

/** Words as a reader counts them: runs of characters between spaces. */
export const countWords = (text: string) => text.match(/\S+/g)?.length ?? 0;

export const speechLanguages = ['en', 'es'] as const;
export type SpeechLanguage = (typeof speechLanguages)[number];

const text = (min: number, message: string, max: number) =>
  z.string({ error: message }).trim().min(min, message).max(max, SPEECH_MESSAGES.tooLong(max));

/** The speech generator form; the same object is the body of POST /api/speech/generate. */
export const speechFormSchema = z.object({
  speakerName: text(1, SPEECH_MESSAGES.speakerName, 80),
  relationshipToBride: text(1, SPEECH_MESSAGES.relationship, 120),
  relationshipToGroom: text(1, SPEECH_MESSAGES.relationship, 120),
  speechType: speechTypeSchema.default('friend'),
  keyMemories: text(10, SPEECH_MESSAGES.keyMemories, 2000),
  personalityTraits: text(5, SPEECH_MESSAGES.personalityTraits, 1000),
  funnyStory: optionalText(2000, SPEECH_MESSAGES.tooLong(2000)),
  wishesForCouple: text(10, SPEECH_MESSAGES.wishesForCouple, 1000),
  speechTone: speechToneSchema.default('heartfelt'),
  speechLength: speechLengthSchema.default('medium'),
  /** The language the speech is written in: the page's. */
  language: z.enum(speechLanguages).default('en'),
  /** Skip the AI endpoint and use the built-in writer (offered after an AI failure). */
  builtIn: z.boolean().default(false),
});
export type SpeechForm = z.input<typeof speechFormSchema>;
export type SpeechRequest = z.infer<typeof speechFormSchema>;

/** Who wrote a text: the AI endpoint (named by its model) or the site's built-in writer. */
export const speechSources = ['ai', 'built-in'] as const;
export const speechSourceSchema = z.enum(speechSources);
export type SpeechSource = z.infer<typeof speechSourceSchema>;

export const speechResponseSchema = z.object({
  content: z.string().min(1),
  tips: z.array(z.string()),
  source: speechSourceSchema,
  /** The AI model that wrote it; absent for the built-in writer. */
  model: z.string().optional(),
  wordCount: z.number().int().nonnegative(),
});
export type SpeechResponse = z.infer<typeof speechResponseSchema>;

/**
 * POST /api/speech/stream answers newline-delimited JSON, one event a line: 'start' (who is
 * writing), 'delta' for each piece of text as it is written, then 'done' with the whole speech or
 * 'failed' with the reason. A browser reads it with fetch and a ReadableStream; aborting the fetch
 * cancels the writing.
 */
export const speechStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), source: speechSourceSchema, model: z.string().optional() }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), speech: speechResponseSchema }),
  z.object({ type: z.literal('failed'), reason: z.enum(aiFailureReasons), message: z.string() }),
]);
export type SpeechStreamEvent = z.infer<typeof speechStreamEventSchema>;
export const SPEECH_STREAM_CONTENT_TYPE = 'application/x-ndjson';

export const speechApi = {
  generate: endpoint({
    method: 'POST',
    path: '/api/speech/generate',
    access: 'public',
    body: speechFormSchema,
    response: speechResponseSchema,
    writeLimit: 'ai',
  }),
  /** The same speech, streamed as it is written (see speechStreamEventSchema). */
  stream: endpoint({
    method: 'POST',
    path: '/api/speech/stream',
    access: 'public',
    body: speechFormSchema,
    response: speechStreamEventSchema,
    writeLimit: 'ai',
  }),
};
