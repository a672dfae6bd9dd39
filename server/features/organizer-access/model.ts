import mongoose, { Schema } from 'mongoose';

/** Secrets the server generates for itself when the environment does not provide them. */
const appSecretSchema = new Schema(
  {
    _id: { type: String, required: true },
    passwordHash: String,
    sessionSecret: String,
  },
  { collection: 'app_secrets', versionKey: false, timestamps: true },
);
export const AppSecretModel = mongoose.model('AppSecret', appSecretSchema);

const organizerSessionSchema = new Schema(
  {
    tokenHash: { type: String, required: true, unique: true },
    expiresAt: { type: Date, required: true, index: true },
    /** Of the password hash it was opened under (a new ADMIN_PASSWORD ends the others). */
    passwordFingerprint: String,
  },
  { collection: 'organizer_sessions', versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);
export const OrganizerSessionModel = mongoose.model('OrganizerSession', organizerSessionSchema);
