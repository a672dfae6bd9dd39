import { createEvents, type EventAttributes } from 'ics';
import type { CalendarEventDocument } from './model';

/** Planning events have a start only; calendars show them as an hour. */
const DEFAULT_DURATION = { hours: 1 } as const;

function toIcsEvent(event: CalendarEventDocument): EventAttributes {
  return {
    uid: `${event._id.toString()}@wedding-planning`,
    title: event.title,
    description: event.description ?? undefined,
    location: event.location ?? undefined,
    categories: event.category ? [event.category] : undefined,
    start: event.date.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: DEFAULT_DURATION,
    created: event.createdAt.getTime(),
    alarms: event.reminderEnabled
      ? [
          {
            action: 'display',
            description: event.title,
            trigger: { hours: event.reminderTime ?? 24, before: true },
          },
        ]
      : undefined,
  };
}

/** Every planning event as one iCalendar file (an export, and the subscribable feed). */
export function eventsToIcs(events: readonly CalendarEventDocument[]): string {
  const { error, value } = createEvents(events.map(toIcsEvent), {
    productId: 'wedding-site/planning',
    calName: 'Wedding planning',
    method: 'PUBLISH',
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar');
  return value;
}
