import { rsvpReportApi } from '../../../protocol/rsvp-report';

/** On <body> while the caterer's sheet prints: print.css then shows the sheet alone. */
export const PRINTING_CLASS = 'printing-rsvp-caterers';

/** The caterer's CSV in the organizer's language (its column titles, its meal names). */
export const mealsCsvUrl = (language: string) =>
  `${rsvpReportApi.mealsCsv.path}?${new URLSearchParams({ lang: language })}`;
