import type { Types } from 'mongoose';
import {
  type CalendarEventDocument,
  CalendarReminderModel,
  type CalendarReminderDocument,
} from './model';

const HOUR_MS = 3_600_000;

/** When an event's reminder is due: `reminderTime` hours before it. */
export const reminderDueAt = (event: Pick<CalendarEventDocument, 'date' | 'reminderTime'>) =>
  new Date(event.date.getTime() - (event.reminderTime ?? 24) * HOUR_MS);

/**
 * Makes the stored reminder match the event: none when its reminder is off; unchanged when its
 * due time is the same (a new title is read when the reminder is sent); otherwise a fresh one at
 * the new time, in a new generation, so a delivery of the old time can no longer finish. A
 * reminder for an event already in the past is never sent.
 */
export async function scheduleReminder(
  event: CalendarEventDocument,
  now = new Date(),
): Promise<CalendarReminderDocument | null> {
  if (!event.reminderEnabled) {
    await CalendarReminderModel.deleteOne({ eventId: event._id });
    return null;
  }
  const dueAt = reminderDueAt(event);
  const current = await CalendarReminderModel.findOne({
    eventId: event._id,
  }).lean<CalendarReminderDocument>();
  if (current && current.dueAt.getTime() === dueAt.getTime()) return current;
  return CalendarReminderModel.findOneAndUpdate(
    { eventId: event._id },
    {
      $set: {
        status: event.date > now ? 'pending' : 'skipped',
        dueAt,
        nextTryAt: dueAt,
        attempts: 0,
        emailSent: false,
        smsSentTo: [],
      },
      $inc: { generation: 1 },
      $unset: { leaseUntil: '', sentAt: '', lastError: '', firstTriedAt: '' },
    },
    { upsert: true, new: true },
  ).lean<CalendarReminderDocument>();
}

/** A deleted event's reminder goes with it (a delivery in flight can no longer record itself). */
export async function cancelReminder(eventId: Types.ObjectId | string): Promise<void> {
  await CalendarReminderModel.deleteOne({ eventId });
}
