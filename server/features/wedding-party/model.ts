import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { partySides } from '../../../protocol/wedding-party';

const partyMemberDocumentSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    role: { type: String, required: true, trim: true },
    relationship: { type: String, trim: true },
    side: { type: String, enum: partySides, required: true },
    photoUrl: { type: String, trim: true },
    /** The site's copy of a photo an organizer gave as a link (photos.ts): its files. */
    photoKeys: {
      type: { originalKey: String, thumbKey: String, largeKey: String },
      default: undefined,
      _id: false,
    },
    /** Display order within a side (Maid of Honor and Best Man first); not part of the API. */
    sortOrder: { type: Number, default: 0 },
  },
  { collection: 'wedding_party', versionKey: false },
);
partyMemberDocumentSchema.index({ side: 1, sortOrder: 1 });

export type PartyMemberDocument = InferSchemaType<typeof partyMemberDocumentSchema> & {
  _id: mongoose.Types.ObjectId;
};
export const PartyMemberModel = mongoose.model('PartyMember', partyMemberDocumentSchema);
