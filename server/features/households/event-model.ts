import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/** A meal an event offers: the string id answers refer to, kept across edits of the event. */
const mealSchema = new Schema(
  {
    _id: { type: String, required: true },
    name: { type: String, default: '' },
    nameEs: { type: String, default: '' },
    description: { type: String, default: '' },
    descriptionEs: { type: String, default: '' },
    children: { type: Boolean, default: false },
  },
  { _id: false },
);

/** A question the event asks each household, under a string id its answers refer to. */
const questionSchema = new Schema(
  {
    _id: { type: String, required: true },
    prompt: { type: String, default: '' },
    promptEs: { type: String, default: '' },
  },
  { _id: false },
);

/** An event of the weekend that takes answers (collection `weekend_events`), not the timeline. */
const weekendEventSchema = new Schema(
  {
    name: { type: String, default: '' },
    nameEs: { type: String, default: '' },
    details: { type: String, default: '' },
    detailsEs: { type: String, default: '' },
    /** 'YYYY-MM-DD' and 'HH:mm' on the wedding's clock. */
    date: { type: String, required: true },
    time: { type: String, required: true },
    place: { type: String, default: '' },
    meals: { type: [mealSchema], default: [] },
    questions: { type: [questionSchema], default: [] },
    /** The seating chart is this event's; one event at most. */
    seated: { type: Boolean, default: false },
    householdIds: { type: [Schema.Types.ObjectId], default: [], index: true },
  },
  { collection: 'weekend_events', versionKey: false, timestamps: true },
);

export type WeekendEventDocument = InferSchemaType<typeof weekendEventSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const WeekendEventModel = mongoose.model('WeekendEvent', weekendEventSchema);

/** Who changed an answer: a member of the household signed in, or an organizer for it. */
const bySchema = new Schema(
  { kind: { type: String, enum: ['guest', 'organizer'], required: true }, guestId: String },
  { _id: false },
);

/**
 * One person's answer to one event (collection `event_answers`), under the id
 * `<eventId>:<personId>`, so a person has one answer per event whoever writes it.
 */
const eventAnswerSchema = new Schema(
  {
    _id: { type: String, required: true },
    eventId: { type: Schema.Types.ObjectId, required: true },
    householdId: { type: Schema.Types.ObjectId, required: true, index: true },
    personId: { type: String, required: true },
    attending: { type: Boolean, required: true },
    mealId: { type: String },
    dietary: { type: String, default: '' },
    by: { type: bySchema, required: true },
  },
  { collection: 'event_answers', versionKey: false, timestamps: true },
);
eventAnswerSchema.index({ eventId: 1 });

export type EventAnswerDocument = InferSchemaType<typeof eventAnswerSchema> & {
  _id: string;
  createdAt: Date;
  updatedAt: Date;
};
export const EventAnswerModel = mongoose.model('EventAnswer', eventAnswerSchema);

/**
 * A household's answer to one of an event's questions (collection `event_question_answers`), under
 * the id `<eventId>:<householdId>:<questionId>`: one per household per question.
 */
const questionAnswerSchema = new Schema(
  {
    _id: { type: String, required: true },
    eventId: { type: Schema.Types.ObjectId, required: true, index: true },
    householdId: { type: Schema.Types.ObjectId, required: true, index: true },
    questionId: { type: String, required: true },
    answer: { type: String, default: '' },
    by: { type: bySchema, required: true },
  },
  { collection: 'event_question_answers', versionKey: false, timestamps: true },
);

export type QuestionAnswerDocument = InferSchemaType<typeof questionAnswerSchema> & {
  _id: string;
};
export const QuestionAnswerModel = mongoose.model('EventQuestionAnswer', questionAnswerSchema);

/**
 * What changed a household's answers, who and when (collection `household_history`): one row per
 * write, the answers as that write left them, newest read first.
 */
const historySchema = new Schema(
  {
    householdId: { type: Schema.Types.ObjectId, required: true },
    eventId: { type: Schema.Types.ObjectId },
    what: { type: String, enum: ['answers', 'companions', 'reopened'], required: true },
    by: { type: bySchema, required: true },
    answers: { type: [Schema.Types.Mixed], default: undefined },
    at: { type: Date, required: true },
  },
  { collection: 'household_history', versionKey: false },
);
historySchema.index({ householdId: 1, at: -1 });

export type HistoryDocument = InferSchemaType<typeof historySchema> & {
  _id: mongoose.Types.ObjectId;
};
export const HistoryModel = mongoose.model('HouseholdHistory', historySchema);

/** The RSVP settings (collection `households_settings`, one document `_id: 'rsvp'`). */
const settingsSchema = new Schema(
  { _id: { type: String, required: true }, deadline: { type: Date } },
  { collection: 'households_settings', versionKey: false, timestamps: true },
);
export const HouseholdSettingsModel = mongoose.model('HouseholdSettings', settingsSchema);
