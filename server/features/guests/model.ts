import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/** Invited people (collection `guest_list`); e-mail and invite code each identify one guest. */
const guestSchema = new Schema(
  {
    firstName: { type: String, required: true, trim: true },
    lastName: { type: String, default: '', trim: true },
    email: { type: String, required: true, trim: true, lowercase: true, unique: true },
    phone: { type: String, trim: true },
    isAuthenticated: { type: Boolean, default: false },
    lastLoginAt: { type: Date },
    inviteCode: { type: String, required: true, trim: true, uppercase: true, unique: true },
  },
  {
    collection: 'guest_list',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
  },
);

export type GuestDocument = InferSchemaType<typeof guestSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};

export const GuestModel = mongoose.model('Guest', guestSchema);
