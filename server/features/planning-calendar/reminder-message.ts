import type { CalendarEventDocument } from './model';

/** The event's time on the wedding's clock, e.g. 'Saturday, June 20, 2026 at 3:00 PM EDT'. */
export function formatWhen(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

export interface ReminderMessage {
  subject: string;
  text: string;
  sms: string;
}

const SMS_MAX = 300;

/** What the organizers receive about an upcoming planning event. */
export function reminderMessage(
  event: CalendarEventDocument,
  timeZone: string,
  adminUrl?: string,
): ReminderMessage {
  const when = formatWhen(event.date, timeZone);
  const lines = [
    `${event.title}`,
    '',
    `When: ${when}`,
    event.location ? `Where: ${event.location}` : '',
    event.category ? `Category: ${event.category}` : '',
    event.description ? `\n${event.description}` : '',
    adminUrl ? `\nThe planning calendar: ${adminUrl}` : '',
  ].filter((line, index) => index < 2 || line !== '');
  const sms = `Reminder: ${event.title}, ${when}${event.location ? `, ${event.location}` : ''}`;
  return {
    subject: `Reminder: ${event.title} (${when})`,
    text: `${lines.join('\n')}\n`,
    sms: sms.length > SMS_MAX ? `${sms.slice(0, SMS_MAX - 1)}…` : sms,
  };
}
