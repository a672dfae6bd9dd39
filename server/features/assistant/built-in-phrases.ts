import type { AssistantLanguage, GuestProfile, Recommendation } from '../../../protocol/ai';
import type { KnownLot } from '../venues/parking-lots';
import type { ScheduleItem, WeddingDay } from './wedding-day';

/** The words of one recommendation; which ones are given, and how urgent, is decided once for every language. */
export type RecommendationText = Pick<
  Recommendation,
  'title' | 'description' | 'personalization_reason' | 'actionable_tips'
>;

export interface GuestAndDay {
  profile: GuestProfile;
  day: WeddingDay;
}

/**
 * Everything the built-in assistant says, written once per language. Each language writes whole
 * sentences around the same facts (times, places, lots, contacts), so a translation reads naturally
 * instead of word for word. Facts the organizers typed (venue notes, parking rules, schedule titles)
 * are quoted as they wrote them.
 */
export interface BuiltInPhrases {
  accessibleParking(c: GuestAndDay & { lot?: KnownLot }): RecommendationText;
  parking(c: GuestAndDay & { lot: KnownLot }): RecommendationText;
  travel(c: GuestAndDay & { town: string; miles: number }): RecommendationText;
  schedule(c: GuestAndDay & { ceremonyTime: string; arriveBy: string }): RecommendationText;
  photos(c: GuestAndDay & { photos: ScheduleItem; family: boolean }): RecommendationText;
  reception(c: GuestAndDay): RecommendationText;
  gifts(c: GuestAndDay): RecommendationText;
  itinerary: {
    arrive: string;
    lotWalk(lot: KnownLot, venue: string): string;
    stepFreeTip: string;
    headHome: string;
    headHomeNote(outOfTown: boolean): string;
    familyPhotosTip: string;
    plusOneSeatTip: string;
    aisleSeatTip: string;
    receptionAccess(c: GuestAndDay): string;
    notes(c: GuestAndDay & { town: string }): string[];
  };
}

export type PhraseBook = Record<AssistantLanguage, BuiltInPhrases>;
