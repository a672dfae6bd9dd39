import mongoose, { Schema, type InferSchemaType } from 'mongoose';

const guestBookEntryDocumentSchema = new Schema(
  {
    guestName: { type: String, required: true },
    /** Kept for the couple; never part of a public answer. */
    email: String,
    message: { type: String, required: true },
    photoUrl: String,
    isApproved: { type: Boolean, default: true },
  },
  {
    collection: 'guest_book_entries',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
  },
);
guestBookEntryDocumentSchema.index({ isApproved: 1, createdAt: -1 });

export type GuestBookEntryDocument = InferSchemaType<typeof guestBookEntryDocumentSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};
export const GuestBookEntryModel = mongoose.model('GuestBookEntry', guestBookEntryDocumentSchema);
