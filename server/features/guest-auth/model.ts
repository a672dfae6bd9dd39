import mongoose, { Schema } from 'mongoose';

/** A guest signed in with an invite code (collection `guest_sessions`); only the token's hash. */
const guestSessionSchema = new Schema(
  {
    tokenHash: { type: String, required: true, unique: true },
    guestId: { type: Schema.Types.ObjectId, required: true, index: true },
    expiresAt: { type: Date, required: true, index: true },
  },
  {
    collection: 'guest_sessions',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
  },
);
export const GuestSessionModel = mongoose.model('GuestSession', guestSessionSchema);
