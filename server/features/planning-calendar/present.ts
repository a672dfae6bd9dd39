import type { PlannedEvent, ReminderState } from '../../../protocol/planning-calendar';
import type { CalendarEventDocument, CalendarReminderDocument } from './model';

function presentReminder(doc: CalendarReminderDocument | null | undefined): ReminderState | null {
  if (!doc) return null;
  return {
    status: doc.status,
    dueAt: doc.dueAt.toISOString(),
    sentAt: doc.sentAt?.toISOString(),
  };
}

/** A calendar event as organizers see it, with where its reminder stands. */
export function presentPlannedEvent(
  doc: CalendarEventDocument,
  reminder: CalendarReminderDocument | null | undefined,
): PlannedEvent {
  return {
    id: doc._id.toString(),
    title: doc.title,
    description: doc.description ?? undefined,
    date: doc.date.toISOString(),
    location: doc.location ?? undefined,
    category: doc.category ?? undefined,
    reminderEnabled: doc.reminderEnabled ?? true,
    reminderTime: doc.reminderTime ?? 24,
    createdAt: doc.createdAt.toISOString(),
    reminder: doc.reminderEnabled ? presentReminder(reminder) : null,
  };
}
