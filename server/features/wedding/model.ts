import mongoose, { Schema } from 'mongoose';

/** The one settings document's id. */
export const WEDDING_SETTINGS_ID = 'wedding';

/**
 * The wedding's own facts, stored as plain fields of one document (collection `settings`).
 * The protocol schema, not mongoose, decides their shape: answers are parsed through it.
 */
const weddingSettingsDocumentSchema = new Schema(
  { _id: { type: String, required: true } },
  { collection: 'settings', versionKey: false, strict: false, timestamps: true },
);

export const WeddingSettingsModel = mongoose.model(
  'WeddingSettings',
  weddingSettingsDocumentSchema,
);
