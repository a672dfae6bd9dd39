import { describe, expect, it } from 'vitest';
import type { VenueReview } from '../../../protocol/ar-venue';
import { withReview, withoutReview } from './reviews-cache';

const review = (id: string, timestamp: string): VenueReview => ({
  id: id.padStart(24, '0'),
  venueId: 'ceremony',
  guestName: `Guest ${id}`,
  rating: 5,
  comment: 'Lovely',
  isAR: false,
  timestamp,
});

describe('withReview', () => {
  const older = review('1', '2025-08-31T14:00:00.000Z');
  const newer = review('2', '2025-08-31T15:00:00.000Z');

  it('keeps the newest first, once each, whatever order the answer and the push come in', () => {
    expect(withReview([newer], older)).toEqual([newer, older]);
    expect(withReview([older], newer)).toEqual([newer, older]);
    expect(withReview([newer, older], newer)).toEqual([newer, older]);
    expect(withReview(undefined, newer)).toBeUndefined();
  });

  it('leaves out a review waiting for approval, and drops one an organizer hid', () => {
    expect(withReview([older], { ...newer, pending: true })).toEqual([older]);
    expect(withoutReview([newer, older], newer.id)).toEqual([older]);
    expect(withoutReview(undefined, newer.id)).toBeUndefined();
  });
});
