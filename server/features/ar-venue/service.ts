import type { z } from 'zod';
import { posterName } from '../guests/poster-name';
import type { Viewer } from '../../lib/auth/viewer';
import {
  REVIEWS_LIST_LIMIT,
  type ReviewVenueId,
  type VenueReview,
  type createVenueReviewBodySchema,
} from '../../../protocol/ar-venue';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { VenueReviewModel, type VenueReviewDocument } from './model';
import { presentVenueReview } from './present';

type NewReview = z.output<typeof createVenueReviewBodySchema>;

/** Guests' venue reviews (collection `venue_reviews`), pushed on the public `venues` topic. */
export class VenueReviewsService {
  constructor(private readonly hub: RealtimeHub) {}

  /** The newest reviews first, of one venue or of both. */
  async list(venueId?: ReviewVenueId): Promise<VenueReview[]> {
    const docs = await VenueReviewModel.find(venueId ? { venueId } : {})
      .sort({ timestamp: -1, _id: -1 })
      .limit(REVIEWS_LIST_LIMIT)
      .lean<VenueReviewDocument[]>();
    return docs.map(presentVenueReview);
  }

  async create(body: NewReview, viewer: Pick<Viewer, 'guestId'> = {}): Promise<VenueReview> {
    const created = await VenueReviewModel.create({
      ...body,
      guestName: await posterName(viewer, body.guestName, 80),
    });
    const review = presentVenueReview(created.toObject() as VenueReviewDocument);
    this.hub.publish('venues', 'venue:review-added', review);
    return review;
  }
}
