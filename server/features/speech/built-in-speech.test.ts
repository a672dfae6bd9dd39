import { describe, expect, it } from 'vitest';
import {
  countWords,
  speechFormSchema,
  speechLengths,
  speechTones,
  speechWordRange,
  type SpeechForm,
} from '../../../protocol/speech';
import { defaultWeddingSettings } from '../wedding/defaults';
import { fitWords, writeBuiltInSpeech } from './built-in-speech';
import { speechWeddingFrom } from './speech-wedding';
import { speechTips } from './tips';

const brief: SpeechForm = {
  speakerName: 'Sam Rivera',
  relationshipToBride: 'her sister',
  relationshipToGroom: 'a friend from college',
  keyMemories: 'The road trip to Maine in 2019 when the car broke down in the rain',
  personalityTraits: 'Kind, stubborn and endlessly curious',
  funnyStory: 'Daniel once drove two hours to return a library book that was not overdue',
  wishesForCouple: 'A lifetime of laughter and slow Sunday mornings',
};

const longest: SpeechForm = {
  ...brief,
  keyMemories: 'We spent every summer at the lake and talked until sunrise. '.repeat(33),
  personalityTraits: 'Generous, patient, brave, funny, loyal and wise. '.repeat(20),
  funnyStory: 'There was the time the tent blew away with the marshmallows inside. '.repeat(29),
  wishesForCouple: 'May your home be full of friends and your days full of music. '.repeat(16),
};

const shortest: SpeechForm = {
  ...brief,
  keyMemories: 'Our trips.',
  personalityTraits: 'Kind.',
  funnyStory: undefined,
  wishesForCouple: 'Joy always.',
};

const write = (form: SpeechForm, wedding = defaultWeddingSettings) => {
  const request = speechFormSchema.parse(form);
  return writeBuiltInSpeech(request, speechWeddingFrom(wedding, request.language));
};

describe('the built-in speech writer', () => {
  it.each(
    speechLengths.flatMap((speechLength) =>
      (['en', 'es'] as const).flatMap((language) =>
        [brief, longest, shortest].map((form, i) => [speechLength, language, i, form] as const),
      ),
    ),
  )(
    'keeps a %s speech in %s (form %i) within its minutes at 130 words a minute',
    (speechLength, language, _i, form) => {
      const { min, max } = speechWordRange(speechLength);
      for (const speechTone of speechTones) {
        const words = countWords(write({ ...form, speechLength, speechTone, language }));
        expect(words).toBeGreaterThanOrEqual(min);
        expect(words).toBeLessThanOrEqual(max);
      }
    },
  );

  it('says who is speaking, to whom, and what the speaker gave', () => {
    const text = write({ ...brief, speechType: 'maid-of-honor' });
    for (const given of [
      'Sam Rivera',
      'the maid of honor',
      'to Sofia, her sister; to Daniel, a friend from college',
      'The road trip to Maine in 2019 when the car broke down in the rain.',
      'Kind, stubborn and endlessly curious.',
      'Daniel once drove two hours to return a library book that was not overdue.',
      'A lifetime of laughter and slow Sunday mornings.',
    ]) {
      expect(text).toContain(given);
    }
  });

  it('takes the couple, the day and the venues from the wedding’s settings', () => {
    const edited = {
      ...defaultWeddingSettings,
      couple: { partnerOne: 'Maya', partnerTwo: 'Leo', displayName: 'Maya & Leo' },
      ceremonyStart: '2026-06-13T16:00',
      venues: {
        ceremony: { ...defaultWeddingSettings.venues.ceremony, name: 'Rose Hill Chapel' },
        reception: { ...defaultWeddingSettings.venues.reception, name: 'The Old Mill' },
      },
    };
    const text = write(brief, edited);
    expect(text).toContain('Saturday, June 13, 2026');
    expect(text).toContain('Rose Hill Chapel');
    expect(text).toContain('The Old Mill');
    expect(text).toContain('To Maya & Leo');
    expect(text).not.toMatch(/Sofia|Memorial Chapel|garden chapel|3:00 PM/);
  });

  it('writes in Spanish when the form is in Spanish, keeping what the speaker typed', () => {
    const text = write({ ...brief, language: 'es', speechTone: 'formal' });
    expect(text).toContain('Señoras y señores');
    expect(text).toContain('domingo, 31 de agosto de 2025');
    expect(text).toContain('para Sofia, her sister');
    expect(text).toContain('The road trip to Maine in 2019');
    expect(text).toContain('Por Sofia & Daniel');
    expect(text).not.toContain('Good afternoon');
  });

  it('changes its voice with the tone', () => {
    const funny = write({ ...brief, speechTone: 'funny' });
    const formal = write({ ...brief, speechTone: 'formal' });
    expect(funny).toContain('keep this short');
    expect(formal).toContain('Ladies and gentlemen');
    expect(funny).not.toEqual(formal);
  });

  it('cuts a long text after a whole sentence, or after a word when one sentence is too long', () => {
    expect(fitWords('One two three. Four five six. Seven eight.', 6)).toBe(
      'One two three. Four five six.',
    );
    expect(fitWords('one two three four five six seven eight', 4)).toBe('one two three four…');
    expect(fitWords('A lifetime of laughter', 10)).toBe('A lifetime of laughter.');
  });
});

describe('speech tips', () => {
  it('gives the spoken time of the speech and tone-specific advice, in the form’s language', () => {
    const request = speechFormSchema.parse({ ...brief, speechTone: 'funny' });
    expect(speechTips(request, 325)[0]).toBe(
      'It runs about 325 words: roughly 3 min out loud (you asked for 2-3 min).',
    );
    expect(speechTips(request, 325)).toContain(
      'Pause after each punchline and let the laughter finish before you go on.',
    );
    const spanish = speechTips({ ...request, language: 'es' }, 200);
    expect(spanish[0]).toBe(
      'Tiene unas 200 palabras: alrededor de 2 min en voz alta (pidió de 2 a 3 min).',
    );
  });
});
