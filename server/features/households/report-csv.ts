import { toCsv } from '../../../protocol/csv';
import { pickVersion, type ContentLanguage } from '../../../protocol/localized';
import type { ReportPerson, RsvpReport } from '../../../protocol/rsvp-report';

export const MEALS_CSV_COLUMNS = {
  en: ['Event', 'Date', 'Time', 'Person', 'Household', 'Child', 'Meal', 'Dietary note'],
  es: ['Evento', 'Fecha', 'Hora', 'Persona', 'Hogar', 'Niño', 'Menú', 'Nota dietética'],
} as const;

const WORDS = {
  en: { yes: 'Yes', no: 'No', guestOf: (name: string) => `Guest of ${name}` },
  es: { yes: 'Sí', no: 'No', guestOf: (name: string) => `Invitado de ${name}` },
} as const;

export const MEALS_CSV_FILE_NAME = 'meals.csv';

/** A person as pages name them: a companion not named yet is "Guest of Ana". */
export function personLabel(person: ReportPerson, lang: ContentLanguage): string {
  return person.name ?? WORDS[lang].guestOf(person.guestOf ?? '');
}

/**
 * The caterer's sheet as a spreadsheet: one row per attending person per event, by event then
 * household, titles and names in `lang` (the other language where one is missing). Guests typed
 * the names and notes, so every cell goes through the site's CSV rule (protocol/csv.ts).
 */
export function mealsCsv(
  report: RsvpReport,
  householdNames: Map<string, string>,
  lang: ContentLanguage,
): string {
  const words = WORDS[lang];
  const rows = report.events.flatMap((event) => {
    const meals = new Map(event.meals.map((meal) => [meal.mealId, meal]));
    const eventName = pickVersion(event.name, event.nameEs, lang).text;
    return event.people.map((person) => {
      const meal = person.mealId ? meals.get(person.mealId) : undefined;
      return [
        eventName,
        event.date,
        event.time,
        personLabel(person, lang),
        householdNames.get(person.householdId) ?? '',
        person.child ? words.yes : words.no,
        meal ? pickVersion(meal.name, meal.nameEs, lang).text : '',
        person.dietary,
      ];
    });
  });
  return toCsv({ fields: MEALS_CSV_COLUMNS[lang], rows });
}
