import {
  countWords,
  speechWordRange,
  type SpeechLength,
  type SpeechRequest,
} from '../../../protocol/speech';
import type { Phrasebook, SpeechContext, SpeechWedding } from './phrasebook';
import { english } from './phrases-en';
import { spanish } from './phrases-es';

const PHRASEBOOKS = { en: english, es: spanish } as const;

/** How many words of each text the guest typed a speech of each length keeps, at most. */
const TEXT_WORDS: Record<
  SpeechLength,
  { memories: number; traits: number; story: number; wishes: number }
> = {
  short: { memories: 45, traits: 15, story: 35, wishes: 30 },
  medium: { memories: 80, traits: 25, story: 70, wishes: 50 },
  long: { memories: 140, traits: 35, story: 120, wishes: 80 },
};

/** The guest's text as a sentence: ends with a full stop unless it already ends a sentence. */
function asSentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return /[.!?…"'”)]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * At most `max` words of a text, cut after a whole sentence where one fits, otherwise after a
 * word with an ellipsis.
 */
export function fitWords(text: string, max: number): string {
  const sentence = asSentence(text);
  if (countWords(sentence) <= max) return sentence;
  const sentences = sentence.match(/[^.!?…]+[.!?…]+["'”)]?\s*/g) ?? [sentence];
  let kept = '';
  for (const next of sentences) {
    if (countWords(kept + next) > max) break;
    kept += next;
  }
  if (kept.trim()) return kept.trim();
  return `${sentence
    .split(/\s+/)
    .slice(0, max)
    .join(' ')
    .replace(/[,;:]$/, '')}…`;
}

/** The midpoint of the length's range: a speech that fits its minutes comfortably. */
const targetWords = (length: SpeechLength) => {
  const { min, max } = speechWordRange(length);
  return Math.round((min + max) / 2);
};

/**
 * Writes a whole speech from the form and the wedding's facts, without any AI: the speaker's
 * memories, traits, story and wishes in the tone asked, framed by the couple's names, the day and
 * the venues, and filled out with reflections and their love story until it is as long as the
 * length asks (130 words a minute).
 */
export function writeBuiltInSpeech(form: SpeechRequest, wedding: SpeechWedding): string {
  const { max } = speechWordRange(form.speechLength);
  // Long answers in every field can outgrow a short speech: their share shrinks until it fits.
  for (let share = 1; ; share *= 0.8) {
    const text = compose(form, wedding, share);
    if (countWords(text) <= max || share < 0.2) return text;
  }
}

function compose(form: SpeechRequest, wedding: SpeechWedding, share: number): string {
  const book: Phrasebook = PHRASEBOOKS[form.language];
  const c: SpeechContext = {
    wedding,
    speaker: form.speakerName,
    relationshipToBride: form.relationshipToBride,
    relationshipToGroom: form.relationshipToGroom,
    type: form.speechType,
  };
  const words = Object.fromEntries(
    Object.entries(TEXT_WORDS[form.speechLength]).map(([field, most]) => [
      field,
      Math.max(3, Math.floor(most * share)),
    ]),
  ) as (typeof TEXT_WORDS)[SpeechLength];
  const tone = form.speechTone;
  const opening = [book.opening[tone](c), book.introduction(c)].join(' ');
  const middle = [
    book.memories[tone](fitWords(form.keyMemories, words.memories), c),
    book.traits(fitWords(form.personalityTraits, words.traits), c),
    ...(form.funnyStory ? [book.funnyStory(fitWords(form.funnyStory, words.story), c)] : []),
    book.theDay(c),
  ];
  const closing = [
    book.wishes(fitWords(form.wishesForCouple, words.wishes), c),
    book.toast[tone](c),
  ];

  const { min, max } = speechWordRange(form.speechLength);
  const target = targetWords(form.speechLength);
  // The wedding day itself, usually the story's last chapter, is what the speech is at.
  const milestones = wedding.story
    .map((event) => event.title)
    .filter((title) => title && !/wedding|boda/i.test(title));
  const fillers = [
    ...(milestones.length ? [book.loveStory(milestones, c)] : []),
    ...book.reflections[tone].map((line) => line(c)),
  ];
  const added: string[] = [];
  const total = () => countWords([opening, ...middle, ...added, ...closing].join(' '));
  for (const filler of fillers) {
    if (total() >= target) break;
    // A paragraph that would run past the length's last minute is passed over for a shorter one.
    if (total() + countWords(filler) <= max) added.push(filler);
  }
  if (total() < min) {
    for (const filler of fillers) if (!added.includes(filler) && total() < min) added.push(filler);
  }
  return [opening, ...middle, ...added, ...closing].join('\n\n');
}
