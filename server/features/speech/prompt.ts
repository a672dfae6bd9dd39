import { speechWordRange, type SpeechRequest } from '../../../protocol/speech';
import type { AiChatMessage } from '../../lib/ai/endpoint';
import type { SpeechWedding } from './phrasebook';

const TYPE_NAMES: Record<SpeechRequest['speechType'], string> = {
  'best-man': 'the best man',
  'maid-of-honor': 'the maid of honor',
  parent: 'a parent of one of the couple',
  friend: 'a friend',
  family: 'a family member',
  other: 'a guest',
};

/**
 * The conversation that asks a model for the speech: the wedding's own facts from the settings
 * (never a fixed context), the speaker's answers, and the length in words for the minutes asked.
 */
export function speechPrompt(form: SpeechRequest, wedding: SpeechWedding): AiChatMessage[] {
  const { min, max } = speechWordRange(form.speechLength);
  const language = form.language === 'es' ? 'Spanish' : 'English';
  const milestones = wedding.story.map((event) => `${event.date}: ${event.title}`).join('; ');
  const system = [
    'You write wedding speeches that a guest will read aloud at the reception.',
    `Write in ${language}. Write only the speech: plain paragraphs separated by blank lines, no title, no headings, no markdown, no notes to the speaker.`,
    `Length: between ${min} and ${max} words (${form.speechLength}, spoken at about 130 words a minute).`,
    'Use only the facts given; do not invent names, places, dates or events.',
    'The wedding:',
    `- Bride: ${wedding.partnerOne}; groom: ${wedding.partnerTwo} (together "${wedding.displayName}").`,
    `- Date: ${wedding.dayLabel}.`,
    `- Ceremony at ${wedding.ceremonyVenue}; reception at ${wedding.receptionVenue}, ${wedding.receptionTown}.`,
    ...(milestones ? [`- Their story: ${milestones}.`] : []),
  ].join('\n');
  const user = [
    `Speaker: ${form.speakerName}, speaking as ${TYPE_NAMES[form.speechType]}.`,
    `Relationship to the bride: ${form.relationshipToBride}.`,
    `Relationship to the groom: ${form.relationshipToGroom}.`,
    `Tone: ${form.speechTone}.`,
    `Key memories to include: ${form.keyMemories}`,
    `Personality traits of the couple: ${form.personalityTraits}`,
    ...(form.funnyStory ? [`A funny story to tell: ${form.funnyStory}`] : []),
    `Wishes for the couple: ${form.wishesForCouple}`,
    'End with a toast to the couple.',
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}
