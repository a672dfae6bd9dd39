import { recommendationCategories, type AssistantLanguage, type GuestProfile } from '../../../protocol/ai';
import type { AiChatMessage } from '../../lib/ai/endpoint';
import type { WeddingDay } from './wedding-day';

/** The wedding's facts as the model reads them: only what the database holds. */
function factsOf(day: WeddingDay) {
  const { facts } = day;
  const venue = (v: typeof facts.ceremony) => ({
    name: v.name,
    address: v.address,
    description: v.description,
    accessibility: v.accessibility,
    parking: v.parkingInfo,
  });
  return {
    couple: day.couple,
    date: facts.dayLabel,
    timeZone: facts.zoneLabel,
    ceremony: { ...venue(facts.ceremony), time: facts.ceremonyTime },
    reception: { ...venue(facts.reception), times: facts.receptionTimes },
    schedule: day.schedule.map(({ time, title, location, description }) => ({ time, title, location, description })),
    parking: {
      lots: day.lots.map(({ name, walkingTime, features }) => ({ name, walkingTime, features })),
      rules: facts.rules,
      directions: facts.directions,
    },
    registry: day.registryName,
    contact: { name: facts.contact.name, email: facts.contact.email, phone: facts.contact.phone },
  };
}

function context(profile: GuestProfile, day: WeddingDay): string {
  return JSON.stringify({ wedding: factsOf(day), guest: profile }, null, 1);
}

/** How the guest reads the site; the model writes every text value in that language. */
const languageRules: Record<AssistantLanguage, string> = {
  en: 'Write every text value in English.',
  es: 'Write every text value in natural Spanish, addressing the guest as "usted"; keep the JSON keys, categories and priorities in English and the times exactly as given.',
};

const rules = (language: AssistantLanguage) =>
  `Use only the facts given; never invent times, places or names. Write warmly and briefly. ${languageRules[language]} ` +
  'Answer with one JSON object and nothing else.';

export function recommendationMessages(
  profile: GuestProfile,
  day: WeddingDay,
  language: AssistantLanguage,
): AiChatMessage[] {
  return [
    {
      role: 'system',
      content: `You are the personal assistant of the wedding guests of ${day.couple}. ${rules(language)} Shape: {"recommendations":[{"title":string,"description":string,"category":one of ${recommendationCategories.join('|')},"priority":"high"|"medium"|"low","personalization_reason":string,"actionable_tips":string[]}]} with 4 to 7 items, personalised to the guest's relationship, side, travel, accessibility needs and plus one.`,
    },
    { role: 'user', content: context(profile, day) },
  ];
}

export function itineraryMessages(
  profile: GuestProfile,
  day: WeddingDay,
  language: AssistantLanguage,
): AiChatMessage[] {
  return [
    {
      role: 'system',
      content: `You plan the wedding day of one guest of ${day.couple}. ${rules(language)} Shape: {"personal_notes":string[],"timeline":[{"time":"h:mm AM/PM","location":string,"activity":string,"notes":string,"personalized_tip"?:string}]} following the schedule's times, from the guest's arrival to their departure.`,
    },
    { role: 'user', content: context(profile, day) },
  ];
}
