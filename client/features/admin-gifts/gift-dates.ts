/** When a gift was recorded, on the wedding's clock, in the organizer's language. */
export function formatGiftDate(iso: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD) as words, the same day wherever the organizer is. */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
