/** 'Sat 8:05 PM' in the viewer's language and time zone. */
export function formatSentAt(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}
