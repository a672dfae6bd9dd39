import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  GIFT_TRACKER_MESSAGES,
  giftDonationSchema,
  type GiftDonation,
} from '../../../protocol/gifts';
import { nextEvent, recordEvents, subscribe, type TestSocket } from '../../test/harness';
import { organizerSocket, useTestApp } from '../../test/fixtures';
import { GiftDonationModel } from './model';

let organizer: TestSocket;
const app = useTestApp({}, { organizer: true });
beforeAll(async () => {
  organizer = await organizerSocket(app, 'gifts');
});
beforeEach(async () => {
  await GiftDonationModel.deleteMany({});
});

const validGift = {
  donorName: 'Ana López',
  donorEmail: 'ana@example.com',
  amount: 7550,
  giftType: 'honeymoon_fund',
  message: 'For a sunset dinner!',
  cashAppUsername: '$analopez',
};
const unknownId = '0123456789abcdef01234567';

async function recordGift(body: object = validGift): Promise<GiftDonation> {
  const response = await fetch(`${app.url}/api/gift-donations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return giftDonationSchema.parse(await response.json());
}

function organizerCall(method: string, path: string, body?: unknown) {
  return fetch(`${app.url}/api/gift-donations${path}`, {
    method,
    headers: {
      cookie: app.organizer,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const stored = (id: string) => GiftDonationModel.findById(id).lean();

describe('the organizer-only gifts topic', () => {
  it('pushes a gift a guest records to organizers, never to a guest socket', async () => {
    const guest = app.sockets[0];
    expect(await subscribe(guest, 'gifts')).toEqual({
      subscribed: [],
      refused: [{ topic: 'gifts', reason: 'organizers only' }],
    });
    const seenByGuest = recordEvents(guest, 'gift:recorded');
    const pushed = nextEvent(organizer, 'gift:recorded');
    const gift = await recordGift();
    expect(await pushed).toEqual(gift);
    expect(gift).toMatchObject({ donorEmail: 'ana@example.com', isVerified: false });
    expect(gift.thankYouSentOn).toBeUndefined();
    // The organizer's push came after the guest's would have: none arrived.
    expect(seenByGuest).toEqual([]);
  });
});

describe('verifying a gift', () => {
  it('records the transaction id once, pushes the change, and refuses a second time with 409', async () => {
    const gift = await recordGift();
    const pushed = nextEvent(organizer, 'gift:updated');
    const response = await organizerCall('POST', `/${gift.id}/verification`, {
      transactionId: '  CA-7731  ',
    });
    expect(response.status).toBe(200);
    const verified = giftDonationSchema.parse(await response.json());
    expect(verified).toMatchObject({ id: gift.id, isVerified: true, transactionId: 'CA-7731' });
    expect(verified.verifiedAt).toEqual(expect.any(String));
    expect(await pushed).toEqual(verified);

    const updates = recordEvents(organizer, 'gift:updated');
    const again = await organizerCall('POST', `/${gift.id}/verification`, {
      transactionId: 'OTHER-1',
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: GIFT_TRACKER_MESSAGES.alreadyVerified });
    expect(await stored(gift.id)).toMatchObject({ isVerified: true, transactionId: 'CA-7731' });
    // A later push proves the refused one sent nothing in between.
    await organizerCall('DELETE', `/${gift.id}/verification`);
    await expect.poll(() => updates.length).toBe(1);
    expect(updates[0]).toMatchObject({ isVerified: false });
  });

  it('of two verifications at once, exactly one wins', async () => {
    const gift = await recordGift();
    const answers = await Promise.all(
      ['TX-A', 'TX-B'].map((transactionId) =>
        organizerCall('POST', `/${gift.id}/verification`, { transactionId }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!;
    const { transactionId } = giftDonationSchema.parse(await winner.json());
    expect((await stored(gift.id))?.transactionId).toBe(transactionId);
  });

  it('keeps both when a verification and a thank-you land at once', async () => {
    const gift = await recordGift();
    const answers = await Promise.all([
      organizerCall('POST', `/${gift.id}/verification`, { transactionId: 'TX-9' }),
      organizerCall('POST', `/${gift.id}/thank-you`, { sentOn: '2025-09-04' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await stored(gift.id)).toMatchObject({
      isVerified: true,
      transactionId: 'TX-9',
      thankYouSentOn: '2025-09-04',
    });
  });

  it('needs a transaction id and changes nothing without one', async () => {
    const gift = await recordGift();
    for (const body of [{}, { transactionId: '   ' }, { transactionId: { $gt: '' } }]) {
      const response = await organizerCall('POST', `/${gift.id}/verification`, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        message: GIFT_TRACKER_MESSAGES.transactionIdRequired,
      });
    }
    expect(await stored(gift.id)).toMatchObject({ isVerified: false });
    expect((await stored(gift.id))?.transactionId).toBeUndefined();
  });

  it('undoes a verification, and refuses to undo one that is not there', async () => {
    const gift = await recordGift();
    const notVerified = await organizerCall('DELETE', `/${gift.id}/verification`);
    expect(notVerified.status).toBe(409);
    expect(await notVerified.json()).toMatchObject({ message: GIFT_TRACKER_MESSAGES.notVerified });
    await organizerCall('POST', `/${gift.id}/verification`, { transactionId: 'TX-1' });
    const undone = await organizerCall('DELETE', `/${gift.id}/verification`);
    expect(undone.status).toBe(200);
    const answer = giftDonationSchema.parse(await undone.json());
    expect(answer.isVerified).toBe(false);
    expect(answer.transactionId).toBeUndefined();
    expect(answer.verifiedAt).toBeUndefined();
  });
});

describe('the thank-you note', () => {
  it('is marked sent on a day, pushed, refused twice, and can be owed again', async () => {
    const gift = await recordGift();
    const pushed = nextEvent(organizer, 'gift:updated');
    const marked = await organizerCall('POST', `/${gift.id}/thank-you`, { sentOn: '2025-09-04' });
    expect(marked.status).toBe(200);
    const answer = giftDonationSchema.parse(await marked.json());
    expect(answer.thankYouSentOn).toBe('2025-09-04');
    expect(await pushed).toEqual(answer);

    const twice = await organizerCall('POST', `/${gift.id}/thank-you`, { sentOn: '2025-09-05' });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ message: GIFT_TRACKER_MESSAGES.thankYouAlreadySent });
    expect((await stored(gift.id))?.thankYouSentOn).toBe('2025-09-04');

    const unmarked = await organizerCall('DELETE', `/${gift.id}/thank-you`);
    expect(unmarked.status).toBe(200);
    expect(giftDonationSchema.parse(await unmarked.json()).thankYouSentOn).toBeUndefined();
    const notMarked = await organizerCall('DELETE', `/${gift.id}/thank-you`);
    expect(notMarked.status).toBe(409);
    expect(await notMarked.json()).toMatchObject({ message: GIFT_TRACKER_MESSAGES.thankYouNotSent });
  });

  it.each([
    [{}, GIFT_TRACKER_MESSAGES.thankYouDateRequired],
    [{ sentOn: '04/09/2025' }, GIFT_TRACKER_MESSAGES.thankYouDateRequired],
    [{ sentOn: '2025-02-30' }, GIFT_TRACKER_MESSAGES.thankYouDateRequired],
    [{ sentOn: '2999-01-01' }, GIFT_TRACKER_MESSAGES.thankYouDateInFuture],
  ])('refuses %j with a 400 and marks nothing', async (body, message) => {
    const gift = await recordGift();
    const response = await organizerCall('POST', `/${gift.id}/thank-you`, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
    expect((await stored(gift.id))?.thankYouSentOn).toBeUndefined();
  });
});

describe('unknown gifts', () => {
  it.each([
    ['POST', '/verification', { transactionId: 'TX-1' }],
    ['DELETE', '/verification', undefined],
    ['POST', '/thank-you', { sentOn: '2025-09-04' }],
    ['DELETE', '/thank-you', undefined],
  ])('%s %s answers 404 for an id that does not exist', async (method, path, body) => {
    const response = await organizerCall(method, `/${unknownId}${path}`, body);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: GIFT_TRACKER_MESSAGES.notFound });
  });

  it('answers 400 for something that is not an id', async () => {
    const response = await organizerCall('POST', '/not-an-id/thank-you', { sentOn: '2025-09-04' });
    expect(response.status).toBe(400);
  });
});

describe('without the organizer session', () => {
  it('refuses every change and changes nothing', async () => {
    const gift = await recordGift();
    const calls = [
      ['POST', '/verification', { transactionId: 'TX-1' }],
      ['DELETE', '/verification', undefined],
      ['POST', '/thank-you', { sentOn: '2025-09-04' }],
      ['DELETE', '/thank-you', undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      const response = await fetch(`${app.url}/api/gift-donations/${gift.id}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(response.status).toBe(401);
    }
    expect(await stored(gift.id)).toMatchObject({ isVerified: false });
    expect((await stored(gift.id))?.thankYouSentOn).toBeUndefined();
  });
});
