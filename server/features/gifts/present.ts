import type { GiftDonation } from '../../../protocol/gifts';
import type { GiftDonationDocument } from './model';

/** A stored gift as organizers see it: `id` and ISO dates, never `_id`. */
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
    verifiedAt: doc.verifiedAt?.toISOString(),
    thankYouSentOn: doc.thankYouSentOn ?? undefined,
    donatedAt: doc.donatedAt.toISOString(),
    createdAt: doc.createdAt.toISOString(),
  };
}
