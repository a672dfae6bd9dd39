import mongoose, { Schema, type InferSchemaType } from 'mongoose';

const rsvpDocumentSchema = new Schema(
  {
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    /** Lower-cased; one answer per address. */
    email: { type: String, required: true, unique: true },
    attending: { type: Boolean, required: true },
    guestCount: { type: Number, default: 1 },
    dietaryRestrictions: String,
    message: String,
    /** The guest-list record this answer was matched or linked to; absent while unmatched. */
    guestId: { type: Schema.Types.ObjectId },
  },
  { collection: 'rsvps', versionKey: false, timestamps: true },
);
rsvpDocumentSchema.index({ createdAt: -1 });

export type RsvpDocument = InferSchemaType<typeof rsvpDocumentSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const RsvpModel = mongoose.model('Rsvp', rsvpDocumentSchema);
