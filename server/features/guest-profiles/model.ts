import mongoose, { Schema, type InferSchemaType } from 'mongoose';

const createdOnly = { createdAt: true, updatedAt: false } as const;
type WithId<T> = T & { _id: mongoose.Types.ObjectId; createdAt: Date };

/** One guest's profile on the Meet the Guests page. */
const guestProfileSchema = new Schema(
  {
    name: { type: String, required: true },
    email: String,
    bio: String,
    interests: { type: [String], default: [] },
    relationship: String,
    funFact: String,
    lookingForward: String,
    icebreaker: String,
    avatar: String,
    isApproved: { type: Boolean, default: true },
    /** The guest-list guest (invite-code sign-in) whose profile this is: one each. */
    guestId: { type: Schema.Types.ObjectId },
    /** Taken down by an organizer: shown to nobody but organizers (and its guest, as hidden). */
    isHidden: { type: Boolean, default: false },
    /** The avatar's stored files, deleted when it is replaced or the profile removed. */
    avatarKeys: { type: [String], default: undefined },
  },
  { collection: 'guest_profiles', versionKey: false, timestamps: createdOnly },
);
guestProfileSchema.index({ guestId: 1 }, { unique: true });
export type GuestProfileDocument = WithId<InferSchemaType<typeof guestProfileSchema>>;
export const GuestProfileModel = mongoose.model('GuestProfile', guestProfileSchema);
