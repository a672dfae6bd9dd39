import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { GIFT_CURRENCY, giftTypes } from '../../../protocol/gifts';

const giftDonationDocumentSchema = new Schema(
  {
    donorName: { type: String, required: true },
    donorEmail: String,
    donorPhone: String,
    /** Whole cents. */
    amount: { type: Number, required: true },
    currency: { type: String, default: GIFT_CURRENCY },
    giftType: { type: String, enum: giftTypes, required: true },
    message: String,
    cashAppUsername: String,
    isVerified: { type: Boolean, default: false },
    transactionId: String,
    verifiedAt: Date,
    /** YYYY-MM-DD; absent while the thank-you note is still owed. */
    thankYouSentOn: String,
    donatedAt: { type: Date, required: true },
  },
  {
    collection: 'gift_donations',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
  },
);
giftDonationDocumentSchema.index({ createdAt: -1 });

export type GiftDonationDocument = InferSchemaType<typeof giftDonationDocumentSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};
export const GiftDonationModel = mongoose.model('GiftDonation', giftDonationDocumentSchema);
