import type { SpeechLanguage } from '../../../protocol/speech';
import type { WeddingSettings } from '../../../protocol/wedding';
import { townOf } from '../venues/wedding-facts';
import { getWeddingSettings } from '../wedding/service';
import type { SpeechWedding } from './phrasebook';

/** 'Sunday, August 31, 2025' / 'domingo, 31 de agosto de 2025', from the ceremony's local date. */
export function weddingDayLabel(ceremonyStart: string, language: SpeechLanguage): string {
  const [year, month, day] = ceremonyStart.slice(0, 10).split('-').map(Number);
  // Noon UTC read in UTC: the calendar date as written, whatever zone the server runs in.
  return new Date(Date.UTC(year, month - 1, day, 12)).toLocaleDateString(
    language === 'es' ? 'es' : 'en-US',
    { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  );
}

/** The facts a speech mentions, from the wedding's settings as organizers keep them. */
export function speechWeddingFrom(
  settings: WeddingSettings,
  language: SpeechLanguage,
): SpeechWedding {
  const { couple, venues, story } = settings;
  return {
    partnerOne: couple.partnerOne,
    partnerTwo: couple.partnerTwo,
    displayName: couple.displayName,
    dayLabel: weddingDayLabel(settings.ceremonyStart, language),
    ceremonyVenue: venues.ceremony.name,
    receptionVenue: venues.reception.name,
    receptionTown: townOf(venues.reception.address),
    story: story.map(({ date, title }) => ({ date, title })),
  };
}

export async function loadSpeechWedding(language: SpeechLanguage): Promise<SpeechWedding> {
  return speechWeddingFrom(await getWeddingSettings(), language);
}
