import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { guestCategories, guestSides, rsvpStatuses } from '../../../protocol/admin-guests';
import { contentLanguages } from '../../../protocol/localized';

/**
 * One invited person (collection `guest_list`): the organizers' guest list and the invite sign-in
 * read the same record. E-mail and invite code each identify one guest.
 */
const guestSchema = new Schema(
  {
    firstName: { type: String, required: true, trim: true },
    lastName: { type: String, default: '', trim: true },
    email: { type: String, required: true, trim: true, lowercase: true, unique: true },
    phone: { type: String, trim: true },
    rsvpStatus: { type: String, enum: rsvpStatuses, default: 'pending' },
    plusOne: { type: Boolean, default: false },
    /**
     * People coming with this invitation, the guest included, from their RSVP. Absent on rows no
     * answer sized (partySizeOf reads plusOne then).
     */
    partySize: { type: Number, min: 1 },
    dietaryRestrictions: { type: String, trim: true },
    tableAssignment: { type: String, trim: true },
    category: { type: String, enum: guestCategories, default: 'friends' },
    side: { type: String, enum: guestSides },
    travelingFrom: { type: String, trim: true },
    accessibilityNeeds: { type: String, trim: true },
    invitationSent: { type: Boolean, default: false },
    inviteCode: { type: String, required: true, trim: true, uppercase: true, unique: true },
    /**
     * The language the guest chose (on their phone, or an organizer for them): their text
     * messages and a new phone follow it. Absent: the wedding's default language applies.
     */
    language: { type: String, enum: contentLanguages },
    isAuthenticated: { type: Boolean, default: false },
    lastLoginAt: { type: Date },
  },
  {
    collection: 'guest_list',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: true },
  },
);

export type GuestDocument = InferSchemaType<typeof guestSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};

export const GuestModel = mongoose.model('Guest', guestSchema);
