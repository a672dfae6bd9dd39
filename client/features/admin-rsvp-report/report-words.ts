import type { EventReport, ReportPerson } from '../../../protocol/rsvp-report';
import type { LocalizedText } from '../../../protocol/localized';
import { useLocalized } from '../../lib/use-localized';
import { useStrings } from '../../lib/use-strings';
import './strings';

// An event's day and start are wall-clock values of the wedding's time zone: formatted as UTC so
// the organizer's own zone never moves them.
const dayOf = (date: string, language: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const clockOf = (time: string, language: string) =>
  new Date(`1970-01-01T${time}:00Z`).toLocaleTimeString(language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });

/** How the report words people, events, meals and moments in the organizer's language. */
export function useReportWords() {
  const { t, i18n } = useStrings('admin-rsvp-report');
  const { pick, language } = useLocalized();
  const locale = i18n.resolvedLanguage ?? language;
  return {
    t,
    language,
    /** A companion not named yet is "Guest of Ana". */
    personName: (person: Pick<ReportPerson, 'name' | 'guestOf'>) =>
      person.name ?? (person.guestOf ? t('guestOf', { name: person.guestOf }) : t('someone')),
    /** An organizer-written text in the organizer's language, or the other one. */
    pickText: (english: string, spanish: string) => pick(english, spanish).text,
    eventName: (event: Pick<EventReport, 'name' | 'nameEs'>): LocalizedText =>
      pick(event.name, event.nameEs),
    when: (event: Pick<EventReport, 'date' | 'time'>) =>
      t('when', { date: dayOf(event.date, locale), time: clockOf(event.time, locale) }),
    /** A meal of the event by id, in the organizer's language ('' for none or one since removed). */
    mealName: (event: Pick<EventReport, 'meals'>, mealId: string | null) => {
      const meal = event.meals.find((item) => item.mealId === mealId);
      return meal ? pick(meal.name, meal.nameEs).text : '';
    },
    moment: (iso: string) =>
      new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}

export type ReportWords = ReturnType<typeof useReportWords>;
