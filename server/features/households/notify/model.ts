import mongoose, { Schema } from 'mongoose';
import { rsvpChannels } from '../../../../protocol/rsvp-report';

export const outcomes = ['sent', 'failed', 'queued'] as const;
export type Outcome = (typeof outcomes)[number];

/**
 * One message of a reminder or a confirmation: a channel to a member (e-mail, text) or to the
 * phones of the household (push). `to` is shown masked; the address itself is read from the guest
 * list when it is sent, so it is not copied here.
 */
const channelSchema = new Schema(
  {
    channel: { type: String, enum: rsvpChannels, required: true },
    /** The member it goes to; null for push (the household's phones). */
    guestId: { type: String, default: null },
    /** The members whose phones a push goes to. */
    guestIds: { type: [String], default: undefined },
    to: { type: String, required: true },
    outcome: { type: String, enum: outcomes, default: 'queued' },
    reason: { type: String },
  },
  { _id: false },
);

export interface ChannelEntry {
  channel: (typeof rsvpChannels)[number];
  guestId: string | null;
  guestIds?: string[];
  to: string;
  outcome: Outcome;
  reason?: string;
}

/**
 * A reminder to one household (collection `rsvp_reminders`), under `<householdId>:<n>`, n one more
 * than the household's last reminder: two organizers sending at once insert the same id, and the
 * unique `_id` lets one of them through (exclusive on FerretDB too, where conditional updates are
 * not). The 3-day gap is read from the last one before the claim.
 */
const reminderSchema = new Schema(
  {
    _id: { type: String, required: true },
    householdId: { type: String, required: true },
    seq: { type: Number, required: true },
    name: { type: String, default: '' },
    at: { type: Date, required: true },
    channels: { type: [channelSchema], default: [] },
  },
  { collection: 'rsvp_reminders', versionKey: false },
);
reminderSchema.index({ householdId: 1, seq: -1 });
reminderSchema.index({ at: -1 });

export interface ReminderDocument {
  _id: string;
  householdId: string;
  seq: number;
  name: string;
  at: Date;
  channels: ChannelEntry[];
}
export const RsvpReminderModel = mongoose.model('RsvpReminder', reminderSchema);

/**
 * The summary a guest got after answering (collection `rsvp_confirmations`), under its job's id:
 * a retried job finds what it already sent and sends only the rest.
 */
const confirmationSchema = new Schema(
  {
    _id: { type: String, required: true },
    householdId: { type: String, required: true, index: true },
    guestId: { type: String, required: true },
    language: { type: String, required: true },
    at: { type: Date, required: true },
    channels: { type: [channelSchema], default: [] },
  },
  { collection: 'rsvp_confirmations', versionKey: false },
);

export interface ConfirmationDocument {
  _id: string;
  householdId: string;
  guestId: string;
  language: string;
  at: Date;
  channels: ChannelEntry[];
}
export const RsvpConfirmationModel = mongoose.model('RsvpConfirmation', confirmationSchema);
