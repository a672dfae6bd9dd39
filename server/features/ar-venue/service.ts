import type { z } from 'zod';
import { posterName } from '../guests/poster-name';
import type { Viewer } from '../../lib/auth/viewer';
import {
  REVIEWS_LIST_LIMIT,
  type ReviewVenueId,
  type VenueReview,
  type createVenueReviewBodySchema,
} from '../../../protocol/ar-venue';
import type { DomainEvents } from '../../lib/domain-events';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { SHOWN } from '../../lib/moderation-source';
import { reviewFirst } from '../moderation/policy';
import { VenueReviewModel, type VenueReviewDocument } from './model';
import { presentVenueReview, presentVenueReviewItem } from './present';

type NewReview = z.output<typeof createVenueReviewBodySchema>;

/** Published reviews only: the one rule of every moderated kind (moderation-source.ts). */
export const PUBLISHED = SHOWN;

/** Guests' venue reviews (collection `venue_reviews`), pushed on the public `venues` topic. */
export class VenueReviewsService {
  constructor(
    readonly hub: RealtimeHub,
    private readonly events: DomainEvents,
  ) {}

  /** The newest published reviews first, of one venue or of both. */
  async list(venueId?: ReviewVenueId): Promise<VenueReview[]> {
    const docs = await VenueReviewModel.find(venueId ? { ...PUBLISHED, venueId } : PUBLISHED)
      .sort({ timestamp: -1, _id: -1 })
      .limit(REVIEWS_LIST_LIMIT)
      .lean<VenueReviewDocument[]>();
    return docs.map(presentVenueReview);
  }

  /** Published at once, or kept pending (answered to its author only) when organizers review first. */
  async create(body: NewReview, viewer: Pick<Viewer, 'guestId'> = {}): Promise<VenueReview> {
    const pending = await reviewFirst('reviews');
    const created = await VenueReviewModel.create({
      ...body,
      guestName: await posterName(viewer, body.guestName, 80),
      status: pending ? 'pending' : 'published',
    });
    const stored = created.toObject() as VenueReviewDocument;
    const review = presentVenueReview(stored);
    if (!pending) this.hub.publish('venues', 'venue:review-added', review);
    await this.events.emit('moderation.posted', { item: presentVenueReviewItem(stored) });
    return review;
  }
}
