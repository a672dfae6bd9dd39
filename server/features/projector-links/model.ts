import mongoose, { Schema } from 'mongoose';

/** A projector link organizers hand to the reception's screen (collection `projector_links`). */
const projectorLinkSchema = new Schema(
  {
    label: { type: String, required: true },
    tokenHash: { type: String, required: true, unique: true },
  },
  {
    collection: 'projector_links',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
  },
);
export const ProjectorLinkModel = mongoose.model('ProjectorLink', projectorLinkSchema);

/** A screen that opened a projector link: its cookie's hash, ended with its link. */
const projectorSessionSchema = new Schema(
  {
    tokenHash: { type: String, required: true, unique: true },
    linkId: { type: Schema.Types.ObjectId, required: true, index: true },
    expiresAt: { type: Date, required: true },
  },
  {
    collection: 'projector_sessions',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
  },
);
export const ProjectorSessionModel = mongoose.model('ProjectorSession', projectorSessionSchema);
