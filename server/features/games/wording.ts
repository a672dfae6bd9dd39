import type { GameLanguage } from '../../../protocol/games';
import type { PartyMember } from '../../../protocol/wedding-party';
import { englishWording } from './wording-en';
import { spanishWording } from './wording-es';

/**
 * The sentences one language's bingo items and trivia questions are made of. The facts come in as
 * the organizers stored them (names, venues, story titles stay as entered); what a language words
 * differently (times, dates, relationships) it formats itself.
 */
export interface PoolWording {
  /** Moments every wedding has; they fill a board around the ones only this wedding has. */
  everyWedding: readonly string[];
  bingo: {
    toast: (couple: string) => string;
    laughs: (partner: string) => string;
    tear: (partner: string) => string;
    photoAt: (venue: string) => string;
    wayTo: (venue: string) => string;
    talksAbout: (town: string) => string;
    onTime: (clock: string) => string;
    registry: (name: string) => string;
    parked: (lot: string) => string;
    story: (title: string) => string;
    chat: (name: string) => string;
    speech: (name: string) => string;
    fixesDress: (name: string) => string;
  };
  trivia: {
    storyDate: (title: string, couple: string) => string;
    /** Null where the decoy chapters would give the answer away (titles are stored in one language). */
    storyChapter: ((couple: string) => string) | null;
    ceremonyVenue: string;
    /** `label` is the reception's label as stored (e.g. 'Reception Lunch'). */
    receptionVenue: (label: string) => string;
    receptionTown: (label: string) => string;
    ceremonyTime: string;
    receptionTime: (label: string) => string;
    weddingDate: (partnerOne: string, partnerTwo: string) => string;
    registry: (couple: string) => string;
    capacity: (venue: string) => string;
    role: (role: string) => string;
    relationship: (name: string) => string;
  };
  decoys: { venues: string[]; towns: string[]; registries: string[]; story: string[] };
  /** 'HH:mm' as a clock reads in this language. */
  clock: (time: string) => string;
  /** A calendar day (UTC midnight) written out in full. */
  day: (date: Date) => string;
  /** A story date as stored ('2017', 'July 2023', 'Aug 31, 2025') in this language. */
  storyDate: (date: string) => string;
  /** A party member's relationship in this language, or null when it cannot be said (the question is left out). */
  relationship: (member: PartyMember) => string | null;
}

export const wordings: Record<GameLanguage, PoolWording> = { en: englishWording, es: spanishWording };
