import { describe, expect, it } from 'vitest';
import {
  averageRating,
  createVenueReviewBodySchema,
  lookFromDrag,
  lookFromOrientation,
  markerScreenPercent,
  placeMarker,
  wrapDegrees,
} from './ar-venue';

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

describe('marker placement by the look direction', () => {
  const ahead = { yaw: 0, pitch: 0 };

  it('rests at its spec place while the phone points where AR started', () => {
    expect(placeMarker({ x: 2, y: 1, z: 0 }, ahead)).toEqual({
      left: 66,
      top: 42,
      scale: 1,
      visible: true,
    });
  });

  it('moves left as the phone turns right, and down as it tilts up, staying put in the room', () => {
    // 60° of view across: a 15° turn right moves it a quarter of the view to the left.
    expect(placeMarker({ x: 0, y: 0, z: 0 }, { yaw: 15, pitch: 0 }).left).toBe(25);
    // 80° of view up and down: tilting 20° up moves it a quarter of the view down.
    expect(placeMarker({ x: 0, y: 0, z: 0 }, { yaw: 0, pitch: 20 }).top).toBe(75);
  });

  it('leaves the view once turned away, and shrinks markers that are farther', () => {
    expect(placeMarker({ x: 0, y: 0, z: 0 }, { yaw: 90, pitch: 0 }).visible).toBe(false);
    expect(placeMarker({ x: 0, y: 0, z: -5 }, ahead).scale).toBeCloseTo(0.6);
    expect(placeMarker({ x: 0, y: 0, z: 2 }, ahead).scale).toBeCloseTo(1.16);
  });

  it('reads device orientation relative to where AR started, across north', () => {
    // alpha turns counter-clockwise: from 10° to 350° is a 20° turn to the right.
    expect(lookFromOrientation({ alpha: 350, beta: 100 }, { alpha: 10, beta: 90 })).toEqual({
      yaw: 20,
      pitch: 10,
    });
    // iOS compass heading is clockwise: 5° after 355° is a 10° turn right.
    expect(
      lookFromOrientation(
        { alpha: 0, beta: 90, compassHeading: 5 },
        { alpha: 0, beta: 90, compassHeading: 355 },
      ).yaw,
    ).toBe(10);
    expect(wrapDegrees(190)).toBe(-170);
    expect(wrapDegrees(-180)).toBe(-180);
  });

  it('looks right when the view is dragged left, as far as the view is wide', () => {
    const view = { width: 400, height: 600 };
    expect(lookFromDrag(ahead, { dx: -200, dy: 0 }, view)).toEqual({ yaw: 30, pitch: 0 });
    expect(lookFromDrag(ahead, { dx: 0, dy: 150 }, view)).toEqual({ yaw: 0, pitch: 20 });
  });
});

describe('average rating', () => {
  it('is rounded to one decimal, and absent without reviews', () => {
    expect(averageRating([])).toBeUndefined();
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe(4.3);
  });
});
