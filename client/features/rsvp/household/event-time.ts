/**
 * The weekend's dates as guests read them. An event's date and time are already the wedding's wall
 * clock ('2026-06-20', '17:30'), so they are formatted as written, never moved to the phone's zone.
 */
const locale = (language: string) => (language.startsWith('es') ? 'es' : 'en-US');

// Newer ICU puts a narrow no-break space before AM/PM; guests (and tests) expect a plain one.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** 'Saturday, June 20, 2026 at 5:30 PM' (or 'sábado, 20 de junio de 2026, 17:30'). */
export function formatEventTime(date: string, time: string, language: string): string {
  const instant = new Date(`${date}T${time}:00Z`);
  if (Number.isNaN(instant.getTime())) return `${date} ${time}`;
  return plainSpaces(
    new Intl.DateTimeFormat(locale(language), {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(instant),
  );
}

/** The RSVP deadline, an instant, on the wedding's time zone: 'June 1, 2026 at 11:59 PM'. */
export function formatDeadline(
  iso: string,
  timeZone: string | undefined,
  language: string,
): string {
  return plainSpaces(
    new Intl.DateTimeFormat(locale(language), {
      dateStyle: 'long',
      timeStyle: 'short',
      ...(timeZone ? { timeZone } : {}),
    }).format(new Date(iso)),
  );
}
