import type { SpeechTone, SpeechType } from '../../../protocol/speech';

/** The wedding's facts a speech mentions, read from the settings document. */
export interface SpeechWedding {
  /** The bride, by the site's convention the first partner. */
  partnerOne: string;
  partnerTwo: string;
  displayName: string;
  /** The wedding day in the speech's language, e.g. 'Sunday, August 31, 2025'. */
  dayLabel: string;
  ceremonyVenue: string;
  receptionVenue: string;
  receptionTown: string;
  /** Their love story as the home page tells it, oldest first. */
  story: { date: string; title: string }[];
}

/** What every sentence of a speech may draw on: the wedding and the speaker. */
export interface SpeechContext {
  wedding: SpeechWedding;
  speaker: string;
  relationshipToBride: string;
  relationshipToGroom: string;
  type: SpeechType;
}

type Line = (c: SpeechContext) => string;
type WithText = (text: string, c: SpeechContext) => string;

/** The sentences the built-in writer composes a speech from, in one language. */
export interface Phrasebook {
  opening: Record<SpeechTone, Line>;
  role: Record<SpeechType, string>;
  introduction: Line;
  memories: Record<SpeechTone, WithText>;
  traits: WithText;
  funnyStory: WithText;
  theDay: Line;
  /** Their story's milestones, named by the home page ('First Meeting', ...). */
  loveStory: (events: string[], c: SpeechContext) => string;
  /** Paragraphs added, in order, until the speech is as long as asked. */
  reflections: Record<SpeechTone, Line[]>;
  wishes: WithText;
  toast: Record<SpeechTone, Line>;
  /** Joins a list: 'a, b and c'. */
  list: (items: string[]) => string;
}
