import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { CALENDAR_REMINDER_DEFAULTS } from '../../../protocol/planning';
import { reminderStatuses } from '../../../protocol/planning-calendar';

const createdOnly = { createdAt: true, updatedAt: false } as const;
type WithId<T> = T & { _id: mongoose.Types.ObjectId; createdAt: Date };

/** One date of the organizers' planning calendar. */
const calendarEventSchema = new Schema(
  {
    title: { type: String, required: true },
    description: String,
    date: { type: Date, required: true },
    location: String,
    category: String,
    reminderEnabled: { type: Boolean, default: CALENDAR_REMINDER_DEFAULTS.reminderEnabled },
    /** Hours before the event. */
    reminderTime: { type: Number, default: CALENDAR_REMINDER_DEFAULTS.reminderTime },
  },
  { collection: 'calendar_events', versionKey: false, timestamps: createdOnly },
);
calendarEventSchema.index({ date: 1 });
export type CalendarEventDocument = WithId<InferSchemaType<typeof calendarEventSchema>>;
export const CalendarEventModel = mongoose.model('CalendarEvent', calendarEventSchema);

/**
 * One reminder per calendar event (while its reminder is on). `generation` changes whenever the
 * event's time or reminder changes, so a delivery of the old schedule can no longer write.
 * `nextTryAt` is when the scheduler may take it: its due time, later after a failed attempt.
 */
const calendarReminderSchema = new Schema(
  {
    eventId: { type: Schema.Types.ObjectId, required: true, unique: true },
    generation: { type: Number, required: true, default: 1 },
    status: { type: String, enum: reminderStatuses, required: true },
    dueAt: { type: Date, required: true },
    nextTryAt: { type: Date, required: true },
    /** While `sending`: when the process holding it is presumed gone. */
    leaseUntil: Date,
    attempts: { type: Number, required: true, default: 0 },
    /** When the first attempt of this generation started (SMS lookups after a takeover). */
    firstTriedAt: Date,
    emailSent: { type: Boolean, default: false },
    /** The phone numbers (E.164) already texted for this generation. */
    smsSentTo: { type: [String], default: [] },
    sentAt: Date,
    lastError: String,
  },
  { collection: 'calendar_reminders', versionKey: false },
);
calendarReminderSchema.index({ status: 1, nextTryAt: 1 });
export type CalendarReminderDocument = InferSchemaType<typeof calendarReminderSchema> & {
  _id: mongoose.Types.ObjectId;
};
export const CalendarReminderModel = mongoose.model('CalendarReminder', calendarReminderSchema);

/**
 * A unique key per (reminder, generation, attempt): inserting it is the claim. Unlike an update's
 * filter, a unique index holds on FerretDB 1.x too, so two schedulers never both take one attempt.
 */
const reminderClaimSchema = new Schema(
  { key: { type: String, required: true, unique: true } },
  {
    collection: 'calendar_reminder_claims',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
  },
);
export const ReminderClaimModel = mongoose.model('CalendarReminderClaim', reminderClaimSchema);

/** The calendar's own settings: one document, the secret of the subscribable feed. */
const calendarSettingsSchema = new Schema(
  { _id: { type: String, required: true }, feedToken: { type: String, required: true } },
  { collection: 'planning_calendar_settings', versionKey: false },
);
export const CalendarSettingsModel = mongoose.model(
  'PlanningCalendarSettings',
  calendarSettingsSchema,
);
