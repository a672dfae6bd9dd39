import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { postKinds, postLanguages } from '../../../protocol/translate';

/**
 * One guest post translated into one language. The source's hash is kept so an edited post is
 * translated again rather than answered from a stale entry.
 */
const postTranslationSchema = new Schema(
  {
    kind: { type: String, enum: postKinds, required: true },
    itemId: { type: Schema.Types.ObjectId, required: true },
    targetLanguage: { type: String, enum: postLanguages, required: true },
    sourceHash: { type: String, required: true },
    translatedText: { type: String, required: true },
    model: { type: String, required: true },
  },
  { collection: 'post_translations', versionKey: false, timestamps: { createdAt: true, updatedAt: true } },
);
postTranslationSchema.index({ kind: 1, itemId: 1, targetLanguage: 1 }, { unique: true });

export type PostTranslationDocument = InferSchemaType<typeof postTranslationSchema>;
export const PostTranslationModel = mongoose.model('PostTranslation', postTranslationSchema);

/**
 * One organizer text drafted into one language, found by the hash of the text: the same text, in
 * any form, from any organizer's device, is sent to the AI endpoint once.
 */
const textTranslationSchema = new Schema(
  {
    textHash: { type: String, required: true },
    targetLanguage: { type: String, enum: postLanguages, required: true },
    translatedText: { type: String, required: true },
    model: { type: String, required: true },
  },
  { collection: 'text_translations', versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);
textTranslationSchema.index({ textHash: 1, targetLanguage: 1 }, { unique: true });

export const TextTranslationModel = mongoose.model('TextTranslation', textTranslationSchema);
