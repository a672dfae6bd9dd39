/** A time at the wedding, on the venue's clock, in the reader's language ('3:00 PM', '15:00'). */
export function formatVenueTime(instant: Date, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone }).format(
    instant,
  );
}

export function formatVenueDate(instant: Date, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone,
  }).format(instant);
}

/** When a message was shared, short: '31 Aug, 9:05 AM'. */
export function formatPosted(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}
