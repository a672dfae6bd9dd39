import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REVIEW_MISSING_INFO_MESSAGE, venueReviewSchema } from '../../../protocol/ar-venue';
import { weddingSettingsSchema } from '../../../protocol/wedding';
import { nextEvent, recordEvents, subscribe } from '../../test/harness';
import { signedInGuestOn, useTestApp } from '../../test/fixtures';
import { VenueReviewModel } from './model';

const app = useTestApp();
beforeAll(async () => {
  await Promise.all(app.sockets.map((socket) => subscribe(socket, 'venues')));
});
beforeEach(async () => {
  await VenueReviewModel.deleteMany({});
});

const postReview = (body: unknown, cookie?: string) =>
  fetch(`${app.url}/api/venues/reviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

const getReviews = async (query = '') => {
  const response = await fetch(`${app.url}/api/venues/reviews${query}`);
  expect(response.status).toBe(200);
  return z.array(venueReviewSchema).parse(await response.json());
};

const valid = {
  venueId: 'ceremony',
  guestName: 'Lucía',
  rating: 4,
  comment: 'The garden was beautiful',
  isAR: true,
};

describe('POST /api/venues/reviews', () => {
  it('signs a signed-in guest’s review with their own name, whatever the form says', async () => {
    const ana = await signedInGuestOn(app, { firstName: 'Ana', lastName: 'Reviewer' });
    const signed = await postReview({ ...valid, guestName: 'The Groom' }, ana.cookie);
    expect(signed.status).toBe(201);
    expect(venueReviewSchema.parse(await signed.json()).guestName).toBe('Ana Reviewer');
    expect((await postReview({ ...valid, guestName: 'Cousin Ben' })).status).toBe(201);
    expect((await getReviews()).map((review) => review.guestName).sort()).toEqual([
      'Ana Reviewer',
      'Cousin Ben',
    ]);
  });

  it('stores the review with its AR flag and pushes it to the other guest', async () => {
    const other = nextEvent(app.sockets[1], 'venue:review-added');
    const response = await postReview(valid);
    expect(response.status).toBe(201);
    const created = venueReviewSchema.parse(await response.json());
    expect(created).toMatchObject({ ...valid, venueId: 'ceremony' });
    expect(venueReviewSchema.parse(await other)).toEqual(created);
    expect(await VenueReviewModel.findById(created.id).lean()).toMatchObject({ isAR: true });
  });

  it('rates five stars outside AR when the guest leaves rating and mode out', async () => {
    const response = await postReview({ venueId: 'reception', guestName: 'Ana', comment: 'Yum' });
    expect(venueReviewSchema.parse(await response.json())).toMatchObject({
      rating: 5,
      isAR: false,
    });
  });

  it.each([
    [{ ...valid, guestName: '   ' }, REVIEW_MISSING_INFO_MESSAGE],
    [{ ...valid, comment: '' }, REVIEW_MISSING_INFO_MESSAGE],
    [{ venueId: 'ceremony' }, REVIEW_MISSING_INFO_MESSAGE],
    [{ ...valid, guestName: { $ne: null } }, REVIEW_MISSING_INFO_MESSAGE],
    [{ ...valid, rating: 0 }, 'Rating must be at least 1'],
    [{ ...valid, rating: 6 }, 'Rating cannot exceed 5'],
    [{ ...valid, rating: 2.5 }, 'Rating must be a whole number of stars'],
    [{ ...valid, venueId: 'bar' }, undefined],
  ])('refuses %j with a 400, storing and pushing nothing', async (body, message) => {
    const pushed = recordEvents(app.sockets[0], 'venue:review-added');
    const response = await postReview(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string };
    if (message) expect(answer.message).toBe(message);
    expect(await VenueReviewModel.countDocuments()).toBe(0);
    // A valid review posted afterwards arrives first, proving the refused one was never pushed.
    const next = nextEvent(app.sockets[0], 'venue:review-added');
    await postReview(valid);
    await next;
    expect(pushed).toHaveLength(1);
    app.sockets[0].off('venue:review-added');
  });
});

describe('GET /api/venues/reviews', () => {
  it('lists the newest first, of one venue when asked', async () => {
    await postReview({ ...valid, guestName: 'First' });
    await postReview({ ...valid, venueId: 'reception', guestName: 'Second' });
    await postReview({ ...valid, guestName: 'Third' });
    expect((await getReviews()).map((review) => review.guestName)).toEqual([
      'Third',
      'Second',
      'First',
    ]);
    expect((await getReviews('?venueId=ceremony')).map((review) => review.guestName)).toEqual([
      'Third',
      'First',
    ]);
    expect((await fetch(`${app.url}/api/venues/reviews?venueId=bar`)).status).toBe(400);
  });
});

describe('AR markers', () => {
  it('come with each venue of the wedding settings', async () => {
    const settings = weddingSettingsSchema.parse(
      await (await fetch(`${app.url}/api/wedding`)).json(),
    );
    expect(settings.venues.ceremony.arMarkers.length).toBeGreaterThan(0);
    expect(settings.venues.reception.arMarkers.map((marker) => marker.type)).toContain('review');
  });
});
