import {
  speechFormSchema,
  speechResponseSchema,
  type SpeechResponse,
} from '../../../protocol/speech';

/** The speech draft kept on this device: the form as typed and the last speech written. */
export const SPEECH_DRAFT_KEY = 'wedding-speech-draft';

export type SpeechFormValues = {
  speakerName: string;
  relationshipToBride: string;
  relationshipToGroom: string;
  speechType: string;
  keyMemories: string;
  personalityTraits: string;
  funnyStory: string;
  wishesForCouple: string;
  speechTone: string;
  speechLength: string;
};

export const EMPTY_SPEECH_FORM: SpeechFormValues = {
  speakerName: '',
  relationshipToBride: '',
  relationshipToGroom: '',
  speechType: 'friend',
  keyMemories: '',
  personalityTraits: '',
  funnyStory: '',
  wishesForCouple: '',
  speechTone: 'heartfelt',
  speechLength: 'medium',
};

export interface SpeechDraft {
  form: SpeechFormValues;
  speech?: SpeechResponse;
}

const choices = speechFormSchema.shape;

/** The stored draft, or an empty one; anything unreadable (an old shape, a hand edit) is dropped. */
export function loadDraft(): SpeechDraft {
  try {
    const raw = JSON.parse(
      localStorage.getItem(SPEECH_DRAFT_KEY) ?? 'null',
    ) as Partial<SpeechDraft> | null;
    if (!raw || typeof raw !== 'object') return { form: EMPTY_SPEECH_FORM };
    const form = { ...EMPTY_SPEECH_FORM };
    for (const key of Object.keys(form) as (keyof SpeechFormValues)[]) {
      const value = raw.form?.[key];
      if (typeof value === 'string') form[key] = value;
    }
    if (!choices.speechType.safeParse(form.speechType).success) form.speechType = 'friend';
    if (!choices.speechTone.safeParse(form.speechTone).success) form.speechTone = 'heartfelt';
    if (!choices.speechLength.safeParse(form.speechLength).success) form.speechLength = 'medium';
    const speech = speechResponseSchema.safeParse(raw.speech);
    return { form, ...(speech.success ? { speech: speech.data } : {}) };
  } catch {
    return { form: EMPTY_SPEECH_FORM };
  }
}

export function saveDraft(draft: SpeechDraft): void {
  try {
    localStorage.setItem(SPEECH_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the draft just is not kept.
  }
}
