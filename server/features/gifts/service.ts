import type { z } from 'zod';
import type { GiftDonation, createGiftBodySchema } from '../../../protocol/gifts';
import { GiftDonationModel, type GiftDonationDocument } from './model';

type NewGift = z.output<typeof createGiftBodySchema>;

export function presentGiftDonation(doc: GiftDonationDocument): GiftDonation {
  return {
    id: doc._id.toString(),
    donorName: doc.donorName,
    donorEmail: doc.donorEmail ?? undefined,
    donorPhone: doc.donorPhone ?? undefined,
    amount: doc.amount,
    currency: doc.currency ?? 'USD',
    giftType: doc.giftType,
    message: doc.message ?? undefined,
    cashAppUsername: doc.cashAppUsername ?? undefined,
    isVerified: doc.isVerified ?? false,
    transactionId: doc.transactionId ?? undefined,
    donatedAt: doc.donatedAt.toISOString(),
    createdAt: doc.createdAt.toISOString(),
  };
}

/** Records a guest's promise of a gift; the couple verifies it later against the cash app. */
export async function recordGift(gift: NewGift): Promise<GiftDonation> {
  const doc = await GiftDonationModel.create({ ...gift, isVerified: false, donatedAt: new Date() });
  return presentGiftDonation(doc.toObject() as GiftDonationDocument);
}

export async function listGifts(): Promise<GiftDonation[]> {
  const docs = await GiftDonationModel.find()
    .sort({ createdAt: -1, _id: -1 })
    .lean<GiftDonationDocument[]>();
  return docs.map(presentGiftDonation);
}
