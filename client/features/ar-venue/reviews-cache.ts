import type { VenueReview } from '../../../protocol/ar-venue';

/**
 * Adds a review to the cached list, newest first. The author's own review arrives twice (the POST
 * answer and the push); the second copy replaces the first. A list not loaded yet stays unloaded.
 */
export function withReview(
  list: VenueReview[] | undefined,
  review: VenueReview,
): VenueReview[] | undefined {
  // Waiting for an organizer's approval: not on anyone's list yet, the author's included.
  if (!list || review.pending) return list;
  return [...list.filter((existing) => existing.id !== review.id), review].sort(
    (a, b) => b.timestamp.localeCompare(a.timestamp) || b.id.localeCompare(a.id),
  );
}

/** Drops a review an organizer hid or deleted. */
export function withoutReview(
  list: VenueReview[] | undefined,
  id: string,
): VenueReview[] | undefined {
  return list?.filter((existing) => existing.id !== id);
}
