import { z } from 'zod';
import { optionalText } from './form-fields';
import { endpoint } from './http';

export const SPEECH_MESSAGES = {
  speakerName: 'Please enter your name',
  relationship: 'Please specify your relationship',
  keyMemories: 'Please share some memories (at least 10 characters)',
  personalityTraits: 'Please describe some personality traits',
  wishesForCouple: 'Please share your wishes for the couple',
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;

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
});
export type SpeechForm = z.input<typeof speechFormSchema>;
export type SpeechRequest = z.infer<typeof speechFormSchema>;

export const speechResponseSchema = z.object({
  content: z.string().min(1),
  tips: z.array(z.string()),
});
export type SpeechResponse = z.infer<typeof speechResponseSchema>;

export const speechApi = {
  generate: endpoint({
    method: 'POST',
    path: '/api/speech/generate',
    access: 'public',
    body: speechFormSchema,
    response: speechResponseSchema,
  }),
};
