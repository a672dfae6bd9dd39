import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * One invitation (collection `households`). Its members are guest-list rows, each linked by a
 * `household_members` row; companions are the people it brings who are not on the list.
 */
const companionSchema = new Schema(
  {
    /** A string of our own making: a household of one made at start-up numbers them from its id. */
    _id: { type: String, required: true },
    name: { type: String, trim: true },
    child: { type: Boolean, default: false },
    /** The member they come with (the household's first member when unknown). */
    guestOf: { type: Schema.Types.ObjectId },
  },
  { _id: false },
);

const householdSchema = new Schema(
  {
    /** The organizers' name for it; empty: pages name it after its members. */
    name: { type: String, trim: true, default: '' },
    companionsAllowed: { type: Number, min: 0, default: 0 },
    companions: { type: [companionSchema], default: [] },
    /** An organizer reopened this household's answers after the RSVP deadline. */
    reopened: { type: Boolean, default: false },
  },
  { collection: 'households', versionKey: false, timestamps: true },
);

export type HouseholdDocument = InferSchemaType<typeof householdSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const HouseholdModel = mongoose.model('Household', householdSchema);

/**
 * Which household a guest is in, keyed by the guest's id: the unique `_id` makes a guest a member
 * of one household at most, and lets start-up claim a guest with an insert (exclusive on FerretDB
 * too, where conditional updates are not).
 */
const householdMemberSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    householdId: { type: Schema.Types.ObjectId, required: true, index: true },
  },
  { collection: 'household_members', versionKey: false, timestamps: true },
);

export type HouseholdMemberDocument = {
  _id: mongoose.Types.ObjectId;
  householdId: mongoose.Types.ObjectId;
};
export const HouseholdMemberModel = mongoose.model('HouseholdMember', householdMemberSchema);
