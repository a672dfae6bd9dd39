import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { venueReviewSchema } from '../../../protocol/ar-venue';
import { moderationActionSchema, moderationItemSchema } from '../../../protocol/moderation';
import { nextEvent, subscribe } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { caller } from '../moderation/test-support';
import { saveModerationPolicy } from '../moderation/policy';
import { VenueReviewModel } from './model';

let api: ReturnType<typeof caller>;
const app = useTestApp({}, { organizer: true });
beforeAll(async () => {
  api = caller(app);
  await Promise.all(app.sockets.map((socket) => subscribe(socket, 'venues')));
});
beforeEach(async () => {
  await VenueReviewModel.deleteMany({});
  await saveModerationPolicy({ reviews: 'publish' });
});

const review = { venueId: 'reception', guestName: 'Tío Paco', rating: 1, comment: 'Rude remark about the bride' };
const postReview = async () => {
  const { status, body } = await api('/api/venues/reviews', { method: 'POST', body: review });
  expect(status).toBe(201);
  return venueReviewSchema.parse(body);
};
const guestsSee = async () =>
  z.array(venueReviewSchema).parse((await api('/api/venues/reviews')).body).map((r) => r.id);
const queue = async (status = 'all') =>
  z.array(moderationItemSchema).parse((await api(`/api/moderation/queue?kind=reviews&status=${status}`, { cookie: app.organizer })).body.items);

describe('venue reviews in the moderation queue', () => {
  it('an organizer hides a review: it leaves every guest’s page at once and the log says who', async () => {
    const posted = await postReview();
    expect(await queue('published')).toEqual([
      expect.objectContaining({ kind: 'reviews', id: posted.id, authorName: 'Tío Paco', shownOn: ['venues'] }),
    ]);
    const removed = Promise.all(app.sockets.map((socket) => nextEvent(socket, 'venue:review-removed')));
    const hidden = await api(`/api/moderation/items/reviews/${posted.id}/hide`, {
      method: 'POST',
      cookie: app.organizer,
      body: { by: 'Marta' },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ status: 'hidden' });
    expect(await removed).toEqual([{ id: posted.id }, { id: posted.id }]);
    expect(await guestsSee()).toEqual([]);
    expect((await api(`/api/moderation/items/reviews/${posted.id}/hide`, { method: 'POST', cookie: app.organizer, body: {} })).status).toBe(409);
    const log = z.array(moderationActionSchema).parse((await api('/api/moderation/actions', { cookie: app.organizer })).body);
    expect(log[0]).toMatchObject({ action: 'hide', kind: 'reviews', itemId: posted.id, by: { name: 'Marta' } });
  });

  it('an organizer deletes a review for good, and guests see it go', async () => {
    const posted = await postReview();
    const removed = nextEvent(app.sockets[0], 'venue:review-removed');
    const deleted = await api(`/api/moderation/items/reviews/${posted.id}`, { method: 'DELETE', cookie: app.organizer, body: {} });
    expect(deleted.status).toBe(200);
    expect(await removed).toEqual({ id: posted.id });
    expect(await VenueReviewModel.countDocuments({})).toBe(0);
    expect((await api(`/api/moderation/items/reviews/${posted.id}`, { method: 'DELETE', cookie: app.organizer, body: {} })).status).toBe(404);
  });

  it('with review-first on, a new review waits for approval and is pushed to guests only then', async () => {
    await api('/api/moderation/policy', { method: 'PUT', cookie: app.organizer, body: { reviews: 'review' } });
    const waiting = await postReview();
    expect(waiting.pending).toBe(true);
    expect(await guestsSee()).toEqual([]);
    expect(await queue('pending')).toEqual([expect.objectContaining({ id: waiting.id, status: 'pending' })]);
    const added = nextEvent(app.sockets[1], 'venue:review-added');
    expect((await api(`/api/moderation/items/reviews/${waiting.id}/approve`, { method: 'POST', cookie: app.organizer, body: {} })).status).toBe(200);
    expect(await added).toMatchObject({ id: waiting.id, comment: review.comment });
    expect((await added).pending).toBeUndefined();
    expect(await guestsSee()).toEqual([waiting.id]);
  });

  it('reviews stored before moderation count as published', async () => {
    const legacy = await VenueReviewModel.collection.insertOne({
      venueId: 'ceremony',
      guestName: 'Old',
      rating: 5,
      comment: 'Lovely',
      isAR: false,
      timestamp: new Date(),
    });
    expect(await guestsSee()).toEqual([legacy.insertedId.toString()]);
    const hidden = await api(`/api/moderation/items/reviews/${legacy.insertedId.toString()}/hide`, { method: 'POST', cookie: app.organizer, body: {} });
    expect(hidden.status).toBe(200);
    expect(await guestsSee()).toEqual([]);
  });
});
