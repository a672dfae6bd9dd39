import { isValidObjectId } from 'mongoose';
import type { z } from 'zod';
import {
  GIFT_TRACKER_MESSAGES,
  type GiftDonation,
  type createGiftBodySchema,
} from '../../../protocol/gifts';
import { conflict, notFound } from '../../lib/http/errors';
import { KeyedSerialQueue } from '../../lib/keyed-serial-queue';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { GiftDonationModel, type GiftDonationDocument } from './model';
import { presentGiftDonation } from './present';

type NewGift = z.output<typeof createGiftBodySchema>;
type Filter = Record<string, unknown>;
type Change = { $set?: Record<string, unknown>; $unset?: Record<string, ''> };

/**
 * Gifts: guests record what they are sending; organizers confirm the money arrived and note the
 * thank-you they wrote. Every organizer change is one conditional update whose filter re-checks
 * the state, so a double click or two organizers at once change a gift once and the loser gets a
 * 409, with nothing half-changed. On MongoDB that update is atomic by itself (several processes
 * stay exact); FerretDB 1.x runs it as an unisolated read-modify-write, so this process also sends
 * the changes of one gift one after another. Each change is pushed on the organizer-only `gifts`
 * topic after it is stored.
 */
export class GiftsService {
  private readonly changes = new KeyedSerialQueue();

  constructor(private readonly hub: RealtimeHub) {}

  /** Records a guest's promise of a gift; the couple verifies it later against the cash app. */
  async record(gift: NewGift): Promise<GiftDonation> {
    const doc = await GiftDonationModel.create({
      ...gift,
      isVerified: false,
      donatedAt: new Date(),
    });
    const recorded = presentGiftDonation(doc.toObject() as GiftDonationDocument);
    this.hub.publish('gifts', 'gift:recorded', recorded);
    return recorded;
  }

  async list(): Promise<GiftDonation[]> {
    const docs = await GiftDonationModel.find()
      .sort({ createdAt: -1, _id: -1 })
      .lean<GiftDonationDocument[]>();
    return docs.map(presentGiftDonation);
  }

  verify(id: string, transactionId: string): Promise<GiftDonation> {
    return this.change(
      id,
      { isVerified: { $ne: true } },
      { $set: { isVerified: true, transactionId, verifiedAt: new Date() } },
      GIFT_TRACKER_MESSAGES.alreadyVerified,
    );
  }

  unverify(id: string): Promise<GiftDonation> {
    return this.change(
      id,
      { isVerified: true },
      { $set: { isVerified: false }, $unset: { transactionId: '', verifiedAt: '' } },
      GIFT_TRACKER_MESSAGES.notVerified,
    );
  }

  markThankYou(id: string, sentOn: string): Promise<GiftDonation> {
    return this.change(
      id,
      { thankYouSentOn: { $exists: false } },
      { $set: { thankYouSentOn: sentOn } },
      GIFT_TRACKER_MESSAGES.thankYouAlreadySent,
    );
  }

  unmarkThankYou(id: string): Promise<GiftDonation> {
    return this.change(
      id,
      { thankYouSentOn: { $exists: true } },
      { $unset: { thankYouSentOn: '' } },
      GIFT_TRACKER_MESSAGES.thankYouNotSent,
    );
  }

  /** Applies `change` only while the gift is in the state `when` describes; 404 or 409 otherwise. */
  private change(
    id: string,
    when: Filter,
    change: Change,
    conflictMessage: string,
  ): Promise<GiftDonation> {
    return this.changes.run(id, () => this.changeNow(id, when, change, conflictMessage));
  }

  private async changeNow(
    id: string,
    when: Filter,
    change: Change,
    conflictMessage: string,
  ): Promise<GiftDonation> {
    const { modifiedCount } = await GiftDonationModel.updateOne({ _id: id, ...when }, change);
    if (modifiedCount !== 1) throw await this.whyNot(id, conflictMessage);
    const doc = await GiftDonationModel.findById(id).lean<GiftDonationDocument>();
    if (!doc) throw notFound(GIFT_TRACKER_MESSAGES.notFound);
    const updated = presentGiftDonation(doc);
    this.hub.publish('gifts', 'gift:updated', updated);
    return updated;
  }

  private async whyNot(id: string, conflictMessage: string) {
    const exists = isValidObjectId(id) && (await GiftDonationModel.exists({ _id: id }));
    return exists ? conflict(conflictMessage) : notFound(GIFT_TRACKER_MESSAGES.notFound);
  }
}
