import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { storedPhotoFields } from '../../lib/stored-photo';
import { storedVideoFields } from '../../lib/stored-video';
import { moderationStatuses } from '../../../protocol/moderation';

const guestBookEntryDocumentSchema = new Schema(
  {
    guestName: { type: String, required: true },
    /** Kept for the couple; never part of a public answer. */
    email: String,
    message: { type: String, required: true },
    /** What is shown: the large rendition of `photo` (a link stored before uploads: never shown). */
    photoUrl: String,
    /** A photo uploaded with the entry, made by the photo pipeline (see gallery/uploads.ts). */
    photo: {
      type: new Schema(storedPhotoFields, { _id: false }),
      required: false,
    },
    /**
     * Moderation, in the one shape of server/lib/moderation-source.ts: none means published.
     * Entries of the older shape (`isApproved` beside it) are moved at start (migrate.ts).
     */
    status: { type: String, enum: moderationStatuses },
    /** A video left with the entry: `photo` is then its poster (gallery/video-posts.ts). */
    ...storedVideoFields,
  },
  {
    collection: 'guest_book_entries',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
  },
);
guestBookEntryDocumentSchema.index({ status: 1, createdAt: -1 });

export type GuestBookEntryDocument = InferSchemaType<typeof guestBookEntryDocumentSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};
export const GuestBookEntryModel = mongoose.model('GuestBookEntry', guestBookEntryDocumentSchema);
