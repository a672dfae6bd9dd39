import type {
  AssistantLanguage,
  GuestProfile,
  Itinerary,
  ItineraryEntry,
  Recommendation,
} from '../../../protocol/ai';
import { townOf } from '../venues/wedding-facts';
import { english } from './built-in-en';
import { spanish } from './built-in-es';
import type { BuiltInPhrases, GuestAndDay, PhraseBook } from './built-in-phrases';
import { labelOf, type ScheduleItem, type WeddingDay } from './wedding-day';

/**
 * The assistant without an AI endpoint: recommendations and an itinerary composed from the
 * wedding's schedule, venues and parking and the guest's record. Which advice a guest gets is
 * decided here once; the words come from the guest's language. Pure, so every rule is tested.
 */

const phraseBook: PhraseBook = { en: english, es: spanish };

const isFamily = (profile: GuestProfile) =>
  profile.relationship === 'family' || profile.relationship === 'extended-family';

const firstOf = (day: WeddingDay, category: string) =>
  day.schedule.find((item) => item.category === category);

/** The ceremony's schedule entry, else the venue's own start. */
function ceremonyStart(day: WeddingDay): { time: string; minutes: number } {
  const item = firstOf(day, 'ceremony');
  const [hours, minutes] = day.facts.ceremony.startTime.split(':').map(Number);
  const venueMinutes = hours * 60 + minutes;
  const ceremony = day.schedule.find((entry) => entry.minutes === venueMinutes) ?? item;
  return ceremony ?? { time: day.facts.ceremonyTime, minutes: venueMinutes };
}

/** Arrive early enough to park, walk over and sit down; earlier with step-free needs. */
export function arrivalMinutes(profile: GuestProfile, day: WeddingDay): number {
  return ceremonyStart(day).minutes - (profile.accessibilityNeeds ? 45 : 30);
}

function accessibleLot(day: WeddingDay) {
  return day.lots.find((lot) => lot.features.some((f) => /accessible/i.test(f))) ?? day.facts.closest;
}

type Advice = (say: BuiltInPhrases, c: GuestAndDay) => Recommendation | undefined;

const parkingAdvice: Advice = (say, c) => {
  if (c.profile.accessibilityNeeds) {
    return { ...say.accessibleParking({ ...c, lot: accessibleLot(c.day) }), category: 'parking', priority: 'high' };
  }
  const lot = c.day.facts.closest;
  return lot && { ...say.parking({ ...c, lot }), category: 'parking', priority: 'medium' };
};

const travelAdvice: Advice = (say, c) => {
  if (!c.profile.outOfTown) return undefined;
  const town = townOf(c.day.facts.ceremony.address);
  const miles = Math.max(1, Math.round(c.day.facts.milesBetweenVenues));
  return { ...say.travel({ ...c, town, miles }), category: 'venue', priority: 'high' };
};

const scheduleAdvice: Advice = (say, c) => {
  const ceremonyTime = ceremonyStart(c.day).time;
  const arriveBy = labelOf(arrivalMinutes(c.profile, c.day));
  return { ...say.schedule({ ...c, ceremonyTime, arriveBy }), category: 'timeline', priority: 'high' };
};

const photoAdvice: Advice = (say, c) => {
  const photos = firstOf(c.day, 'photos');
  if (!photos) return undefined;
  const family = isFamily(c.profile);
  return { ...say.photos({ ...c, photos, family }), category: 'photos', priority: family ? 'high' : 'low' };
};

const receptionAdvice: Advice = (say, c) => ({ ...say.reception(c), category: 'dining', priority: 'medium' });
const giftAdvice: Advice = (say, c) => ({ ...say.gifts(c), category: 'gifts', priority: 'low' });

export function builtInRecommendations(
  profile: GuestProfile,
  day: WeddingDay,
  language: AssistantLanguage,
): Recommendation[] {
  const order = { high: 0, medium: 1, low: 2 } as const;
  const say = phraseBook[language];
  return [parkingAdvice, travelAdvice, scheduleAdvice, photoAdvice, receptionAdvice, giftAdvice]
    .map((advice) => advice(say, { profile, day }))
    .filter((item): item is Recommendation => item !== undefined)
    .sort((a, b) => order[a.priority] - order[b.priority]);
}

function tipFor(item: ScheduleItem, say: BuiltInPhrases, c: GuestAndDay): string | undefined {
  const { profile } = c;
  if (item.category === 'photos' && isFamily(profile)) return say.itinerary.familyPhotosTip;
  if (item.category === 'reception' && profile.plusOne) return say.itinerary.plusOneSeatTip;
  if (item.category === 'reception' && profile.accessibilityNeeds) return say.itinerary.receptionAccess(c);
  if (item.category === 'ceremony' && profile.accessibilityNeeds) return say.itinerary.aisleSeatTip;
  return undefined;
}

export function builtInItinerary(
  profile: GuestProfile,
  day: WeddingDay,
  language: AssistantLanguage,
): Itinerary {
  const say = phraseBook[language];
  const c = { profile, day };
  const { facts } = day;
  const arrive = arrivalMinutes(profile, day);
  const lot = profile.accessibilityNeeds ? accessibleLot(day) : facts.closest;
  const arrival: ItineraryEntry = {
    time: labelOf(arrive),
    location: lot ? `${lot.name}, ${facts.ceremony.name}` : facts.ceremony.name,
    activity: say.itinerary.arrive,
    notes: lot ? say.itinerary.lotWalk(lot, facts.ceremony.name) : facts.ceremony.parkingInfo,
    ...(profile.accessibilityNeeds ? { personalized_tip: say.itinerary.stepFreeTip } : {}),
  };
  const events: ItineraryEntry[] = day.schedule
    .filter((item) => item.minutes >= arrive)
    .map((item) => {
      const tip = tipFor(item, say, c);
      return {
        time: item.time,
        location: item.location ?? '',
        activity: item.title,
        notes: item.description ?? '',
        ...(tip ? { personalized_tip: tip } : {}),
      };
    });
  const last = day.schedule[day.schedule.length - 1];
  const departure: ItineraryEntry[] = last
    ? [{
        time: labelOf(last.minutes + last.duration),
        location: last.location ?? facts.reception.name,
        activity: say.itinerary.headHome,
        notes: say.itinerary.headHomeNote(profile.outOfTown),
      }]
    : [];
  const notes = say.itinerary.notes({ ...c, town: townOf(facts.ceremony.address) });
  return { personal_notes: notes, timeline: [arrival, ...events, ...departure] };
}
