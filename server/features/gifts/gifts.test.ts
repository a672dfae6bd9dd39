import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GIFT_MESSAGES, giftDonationSchema } from '../../../protocol/gifts';
import { useTestApp } from '../../test/fixtures';
import { GiftDonationModel } from './model';

const app = useTestApp();
beforeEach(async () => {
  await GiftDonationModel.deleteMany({});
});

const postGift = (body: unknown) =>
  fetch(`${app.url}/api/gift-donations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const validGift = {
  donorName: 'Ana López',
  donorEmail: 'ana@example.com',
  donorPhone: '301-555-0101',
  amount: 7550,
  giftType: 'honeymoon_fund',
  message: 'For a sunset dinner!',
  cashAppUsername: '$analopez',
};

describe('POST /api/gift-donations', () => {
  it('records a gift from any guest, unverified, in USD, dated by the server', async () => {
    const before = Date.now();
    const response = await postGift({
      ...validGift,
      isVerified: true,
      donatedAt: '2000-01-01T00:00:00Z',
    });
    expect(response.status).toBe(201);
    const gift = giftDonationSchema.parse(await response.json());
    expect(gift).toMatchObject({ ...validGift, currency: 'USD', isVerified: false });
    expect(Date.parse(gift.donatedAt)).toBeGreaterThanOrEqual(before - 1000);
    const stored = await GiftDonationModel.findById(gift.id).lean();
    expect(stored).toMatchObject({ donorName: 'Ana López', amount: 7550, isVerified: false });
  });

  it.each([
    [{ ...validGift, donorName: '  ' }, GIFT_MESSAGES.nameRequired],
    [{ ...validGift, donorName: undefined }, GIFT_MESSAGES.nameRequired],
    [{ ...validGift, donorEmail: 'ana-at-example' }, GIFT_MESSAGES.emailInvalid],
    [{ ...validGift, amount: 0 }, GIFT_MESSAGES.amountPositive],
    [{ ...validGift, amount: 12.5 }, GIFT_MESSAGES.amountWholeCents],
    [{ ...validGift, amount: 1_000_001 }, GIFT_MESSAGES.amountTooLarge],
    [{ ...validGift, amount: '75.50' }, GIFT_MESSAGES.amountRequired],
    [{ ...validGift, giftType: 'bitcoin' }, undefined],
    [{ ...validGift, donorName: { $gt: '' } }, GIFT_MESSAGES.nameRequired],
  ])('refuses %j with a 400 and records nothing', async (body, message) => {
    const response = await postGift(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string };
    if (message) expect(answer.message).toBe(message);
    else expect(answer.message).toEqual(expect.any(String));
    expect(await GiftDonationModel.countDocuments()).toBe(0);
  });
});

describe('GET /api/gift-donations', () => {
  it('is refused to guests: donations carry contact details', async () => {
    await postGift(validGift);
    const response = await fetch(`${app.url}/api/gift-donations`);
    expect(response.status).toBe(401);
    expect(JSON.stringify(await response.json())).not.toContain('ana@example.com');
  });

  it('lists every donation, newest first, to organizers', async () => {
    await postGift(validGift);
    await postGift({ donorName: 'Ben Carter', amount: 2000, giftType: 'wishing_well' });
    const response = await fetch(`${app.url}/api/gift-donations`, {
      headers: { cookie: await app.organizerCookie() },
    });
    expect(response.status).toBe(200);
    const gifts = z.array(giftDonationSchema).parse(await response.json());
    expect(gifts.map((gift) => gift.donorName)).toEqual(['Ben Carter', 'Ana López']);
    expect(gifts[1]).toMatchObject({ donorEmail: 'ana@example.com', amount: 7550 });
  });
});
