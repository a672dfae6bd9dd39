import type { FilterQuery } from 'mongoose';
import {
  MODERATION_MESSAGES,
  type ModerationItem,
  type ModerationStatus,
} from '../../../protocol/moderation';
import { conflict, notFound } from '../../lib/http/errors';
import type { ModerationSource } from '../../lib/moderation-source';
import { VenueReviewModel, type VenueReviewDocument } from './model';
import { presentVenueReview, presentVenueReviewItem, statusOf } from './present';
import { PUBLISHED, type VenueReviewsService } from './service';

function filterFor(status: ModerationStatus | undefined): FilterQuery<VenueReviewDocument> {
  if (status === 'published') return PUBLISHED;
  return status ? { status } : {};
}

/**
 * Venue reviews in the moderation queue. Each action is one conditional update on the state it
 * read: of two organizers acting at once, exactly one changes it and pushes.
 */
export class VenueReviewModeration implements ModerationSource {
  readonly kind = 'reviews' as const;

  constructor(private readonly reviews: VenueReviewsService) {}

  async list({ status, limit }: { status?: ModerationStatus; limit: number }) {
    const docs = await VenueReviewModel.find(filterFor(status))
      .sort({ timestamp: -1, _id: -1 })
      .limit(limit)
      .lean<VenueReviewDocument[]>();
    return docs.map(presentVenueReviewItem);
  }

  async approve(id: string): Promise<ModerationItem> {
    const { modifiedCount } = await VenueReviewModel.updateOne(
      { _id: id, status: { $in: ['pending', 'hidden'] } },
      { $set: { status: 'published' } },
    );
    const doc = await this.read(id);
    if (modifiedCount === 0) throw conflict(MODERATION_MESSAGES.alreadyPublished);
    this.reviews.hub.publish('venues', 'venue:review-added', presentVenueReview(doc));
    return presentVenueReviewItem(doc);
  }

  async hide(id: string): Promise<ModerationItem> {
    const before = statusOf(await this.read(id));
    if (before === 'hidden') throw conflict(MODERATION_MESSAGES.alreadyHidden);
    const { modifiedCount } = await VenueReviewModel.updateOne(
      { _id: id, ...(before === 'published' ? PUBLISHED : { status: before }) },
      { $set: { status: 'hidden' } },
    );
    if (modifiedCount === 0) throw conflict(MODERATION_MESSAGES.changedMeanwhile);
    if (before === 'published') this.reviews.hub.publish('venues', 'venue:review-removed', { id });
    return presentVenueReviewItem(await this.read(id));
  }

  async remove(id: string): Promise<ModerationItem> {
    const deleted = await VenueReviewModel.findOneAndDelete({ _id: id }).lean<VenueReviewDocument>();
    if (!deleted) throw notFound(MODERATION_MESSAGES.notFound);
    if (statusOf(deleted) === 'published')
      this.reviews.hub.publish('venues', 'venue:review-removed', { id });
    return presentVenueReviewItem(deleted);
  }

  private async read(id: string): Promise<VenueReviewDocument> {
    const doc = await VenueReviewModel.findById(id).lean<VenueReviewDocument>();
    if (!doc) throw notFound(MODERATION_MESSAGES.notFound);
    return doc;
  }
}
