import type { GiftDonation } from '../../../protocol/gifts';

let next = 0;

/** A recorded gift as the server answers it; each call a new id, newer than the last. */
export function giftFixture(fields: Partial<GiftDonation> = {}): GiftDonation {
  next += 1;
  const createdAt = new Date(Date.UTC(2026, 5, 20, 15, next)).toISOString();
  return {
    id: next.toString(16).padStart(24, '0'),
    donorName: 'Ana López',
    donorEmail: 'ana@example.com',
    amount: 7550,
    currency: 'USD',
    giftType: 'honeymoon_fund',
    isVerified: false,
    donatedAt: createdAt,
    createdAt,
    ...fields,
  };
}
