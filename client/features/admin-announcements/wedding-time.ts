import { TZDate } from '@date-fns/tz';

/** '2026-06-20T18:30' typed in a datetime-local field, read as that time in the wedding's zone. */
export function zonedInputToIso(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(
    new TZDate(year, month - 1, day, hours, minutes, 0, 0, timeZone).getTime(),
  ).toISOString();
}

/** An instant as a datetime-local value in the wedding's zone (to edit a scheduled send). */
export function isoToZonedInput(iso: string, timeZone: string): string {
  const zoned = new TZDate(new Date(iso).getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}T${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`;
}

/** 'Sat, Jun 20, 6:30 PM EDT' in the wedding's zone and the organizer's language. */
export function formatInZone(iso: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}
