import { describe, expect, it } from 'vitest';
import { createVenueReviewBodySchema, markerScreenPercent } from './ar-venue';

const MISSING = 'Missing Information: Please provide your name and review comment';
const messages = (value: unknown) =>
  createVenueReviewBodySchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('venue review', () => {
  it('needs a name and a comment that are not blank', () => {
    expect(messages({ venueId: 'ceremony', guestName: ' ', comment: '' })).toEqual([
      MISSING,
      MISSING,
    ]);
    expect(messages({ venueId: 'ceremony' })).toEqual([MISSING, MISSING]);
  });

  it('rates 5 stars by default, 1 to 5 whole stars, outside AR unless told', () => {
    expect(
      createVenueReviewBodySchema.parse({
        venueId: 'reception',
        guestName: 'Ana',
        comment: 'Lovely',
      }),
    ).toEqual({
      venueId: 'reception',
      guestName: 'Ana',
      comment: 'Lovely',
      rating: 5,
      isAR: false,
    });
    expect(messages({ venueId: 'ceremony', guestName: 'A', comment: 'B', rating: 0 })).toEqual([
      'Rating must be at least 1',
    ]);
    expect(messages({ venueId: 'ceremony', guestName: 'A', comment: 'B', rating: 6 })).toEqual([
      'Rating cannot exceed 5',
    ]);
    expect(
      messages({ venueId: 'ceremony', guestName: 'A', comment: 'B', rating: 3.5 }),
    ).toHaveLength(1);
  });

  it('is about the ceremony or the reception only', () => {
    expect(
      createVenueReviewBodySchema.safeParse({ venueId: 'bar', guestName: 'A', comment: 'B' })
        .success,
    ).toBe(false);
  });
});

describe('AR markers', () => {
  it('sit 8 % of the view per unit away from the centre', () => {
    expect(markerScreenPercent({ x: 0, y: 0, z: -3 })).toEqual({ left: 50, top: 50 });
    expect(markerScreenPercent({ x: 2, y: 1, z: 0 })).toEqual({ left: 66, top: 42 });
    expect(markerScreenPercent({ x: -3, y: -2, z: 0 })).toEqual({ left: 26, top: 66 });
  });
});
