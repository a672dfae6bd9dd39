import type { VenueReview } from '../../../protocol/ar-venue';
import type { ModerationItem, ModerationStatus } from '../../../protocol/moderation';
import { storedStatus } from '../../lib/moderation-source';
import type { VenueReviewDocument } from './model';

/** A review's moderation status, including reviews stored before moderation existed. */
export const statusOf = (doc: Pick<VenueReviewDocument, 'status'>): ModerationStatus =>
  storedStatus(doc);

export function presentVenueReview(doc: VenueReviewDocument): VenueReview {
  return {
    id: doc._id.toString(),
    venueId: doc.venueId as VenueReview['venueId'],
    guestName: doc.guestName,
    rating: doc.rating ?? 5,
    comment: doc.comment,
    isAR: doc.isAR ?? false,
    timestamp: doc.timestamp.toISOString(),
    ...(statusOf(doc) === 'pending' ? { pending: true as const } : {}),
  };
}

export function presentVenueReviewItem(doc: VenueReviewDocument): ModerationItem {
  return {
    kind: 'reviews',
    id: doc._id.toString(),
    authorName: doc.guestName,
    text: `${'★'.repeat(doc.rating ?? 5)} ${doc.comment}`,
    status: statusOf(doc),
    shownOn: ['venues'],
    createdAt: doc.timestamp.toISOString(),
  };
}
