import mongoose, { Schema } from 'mongoose';

/**
 * Ids that phones made for themselves before the server issued identities, each claimed once:
 * the first phone to present it (with its claim nonce) gets it, nobody after.
 */
const deviceClaimSchema = new Schema(
  {
    /** The id's keyed hash (DeviceTokens.keyOf), not the id. */
    _id: { type: String, required: true },
    /** Hash of the nonce the claiming phone sent, so its retry is recognised as the same claim. */
    nonceHash: { type: String, required: true },
    claimedAt: { type: Date, required: true },
  },
  { collection: 'device_claims', versionKey: false },
);

export const DeviceClaimModel = mongoose.model('DeviceClaim', deviceClaimSchema);

/**
 * When this site first issued identities (one row, `_id: 'identities-issued'`): ids claimed later
 * must appear in data written before it, and claims close a while after it (DEVICE_CLAIM_DAYS).
 */
const identityUpgradeSchema = new Schema(
  {
    _id: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'device_identity_upgrade', versionKey: false },
);

export const IdentityUpgradeModel = mongoose.model('IdentityUpgrade', identityUpgradeSchema);
