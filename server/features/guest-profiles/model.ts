import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { moderationStatuses } from '../../../protocol/moderation';

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
    /** The guest-list guest (invite-code sign-in) whose profile this is: one each. */
    guestId: { type: Schema.Types.ObjectId },
    /**
     * Moderation, in the one shape of server/lib/moderation-source.ts: none means published;
     * hidden: shown to nobody but organizers (and its guest, as hidden). Rows of the older shape
     * (`isApproved` and `isHidden`) are moved at start (migrate.ts).
     */
    status: { type: String, enum: moderationStatuses },
    /** The avatar's stored files, deleted when it is replaced or the profile removed. */
    avatarKeys: { type: [String], default: undefined },
  },
  { collection: 'guest_profiles', versionKey: false, timestamps: createdOnly },
);
guestProfileSchema.index({ guestId: 1 }, { unique: true });
export type GuestProfileDocument = WithId<InferSchemaType<typeof guestProfileSchema>>;
export const GuestProfileModel = mongoose.model('GuestProfile', guestProfileSchema);
