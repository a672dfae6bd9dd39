import type { VenueReview } from '../../../protocol/ar-venue';
import type { VenueReviewDocument } from './model';

export function presentVenueReview(doc: VenueReviewDocument): VenueReview {
  return {
    id: doc._id.toString(),
    venueId: doc.venueId as VenueReview['venueId'],
    guestName: doc.guestName,
    rating: doc.rating ?? 5,
    comment: doc.comment,
    isAR: doc.isAR ?? false,
    timestamp: doc.timestamp.toISOString(),
  };
}
