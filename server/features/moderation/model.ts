import mongoose, { Schema } from 'mongoose';
import {
  moderationActionTypes,
  moderationKinds,
  moderationModes,
} from '../../../protocol/moderation';

const mode = { type: String, enum: moderationModes, default: 'publish' } as const;

/**
 * One document ('current'): the organizers' choice, per kind, of publishing at once or reviewing,
 * and whether the projector wall is paused.
 */
const moderationSettingsSchema = new Schema(
  {
    _id: { type: String },
    moments: mode,
    guestbook: mode,
    timeline: mode,
    photos: mode,
    profiles: mode,
    reviews: mode,
    wallPaused: { type: Boolean, default: false },
    wallPausedAt: Date,
  },
  { collection: 'moderation_settings', versionKey: false, timestamps: true },
);

export type ModerationSettingsDocument = mongoose.InferSchemaType<typeof moderationSettingsSchema>;

export const ModerationSettingsModel = mongoose.model(
  'ModerationSettings',
  moderationSettingsSchema,
);

/** The action log the couple reads: who did what to which post, and when. Append-only. */
const moderationActionRecordSchema = new Schema(
  {
    action: { type: String, enum: moderationActionTypes, required: true },
    kind: { type: String, enum: moderationKinds },
    itemId: String,
    excerpt: String,
    detail: String,
    session: { type: String, required: true },
    device: String,
    name: String,
  },
  {
    collection: 'moderation_actions',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
  },
);
moderationActionRecordSchema.index({ createdAt: -1 });

export type ModerationActionDocument = mongoose.InferSchemaType<
  typeof moderationActionRecordSchema
> & { _id: mongoose.Types.ObjectId; createdAt: Date };

export const ModerationActionModel = mongoose.model(
  'ModerationAction',
  moderationActionRecordSchema,
);
