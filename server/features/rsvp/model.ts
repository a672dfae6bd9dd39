import mongoose, { Schema, type InferSchemaType } from 'mongoose';

const rsvpDocumentSchema = new Schema(
  {
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    /**
     * Lower-cased, as typed: it names nobody. Several answers may carry one address (an answer
     * without a session never replaces another one).
     */
    email: { type: String, required: true },
    attending: { type: Boolean, required: true },
    guestCount: { type: Number, default: 1 },
    dietaryRestrictions: String,
    message: String,
    /** The guest-list record this answer was matched or linked to; absent while unmatched. */
    guestId: { type: Schema.Types.ObjectId },
    /**
     * The guest whose session sent this answer: their one answer, which they alone change by
     * answering again. Absent on answers sent without a guest session (never null: the index is
     * sparse).
     */
    ownerGuestId: { type: Schema.Types.ObjectId },
  },
  { collection: 'rsvps', versionKey: false, timestamps: true },
);
rsvpDocumentSchema.index({ createdAt: -1 });
rsvpDocumentSchema.index({ ownerGuestId: 1 }, { unique: true, sparse: true });

/** One answer per e-mail, as answers were stored before they had owners (dropped at start-up). */
export const LEGACY_EMAIL_INDEX = 'email_1';

export type RsvpDocument = InferSchemaType<typeof rsvpDocumentSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const RsvpModel = mongoose.model('Rsvp', rsvpDocumentSchema);
