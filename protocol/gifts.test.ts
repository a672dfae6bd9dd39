import { describe, expect, it } from 'vitest';
import {
  GIFT_MESSAGES,
  GIFT_MAX_CENTS,
  createGiftBodySchema,
  dollarAmountSchema,
  dollarsToCents,
} from './gifts';

describe('dollarsToCents', () => {
  it.each([
    ['12.34', 1234],
    ['12', 1200],
    ['12.3', 1230],
    ['0.07', 7],
    ['.5', 50],
    [' 25.00 ', 2500],
    ['$40', 4000],
    ['25,50', 2550],
    ['0', 0],
    ['10000.00', 1_000_000],
  ])('reads %j as %i cents', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each([
    '12.345',
    '1.999',
    'abc',
    '',
    '.',
    '-5',
    '1e3',
    '12.3.4',
    '1,234.50',
    '12 34',
    'NaN',
    '$',
  ])('refuses %j', (text) => {
    expect(dollarsToCents(text)).toBeNull();
  });

  it('never loses a cent to floating point', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents('1.13')).toBe(113);
  });
});

describe('dollarAmountSchema (the gift form amount)', () => {
  const messageFor = (text: string) => dollarAmountSchema.safeParse(text).error?.issues[0]?.message;

  it('turns typed dollars into cents', () => {
    expect(dollarAmountSchema.parse('50.25')).toBe(5025);
  });

  it('explains what is wrong with the amount', () => {
    expect(messageFor('')).toBe(GIFT_MESSAGES.amountRequired);
    expect(messageFor('12.345')).toBe(GIFT_MESSAGES.amountFormat);
    expect(messageFor('fifty')).toBe(GIFT_MESSAGES.amountFormat);
    expect(messageFor('0.00')).toBe(GIFT_MESSAGES.amountPositive);
    expect(messageFor('10000.01')).toBe(GIFT_MESSAGES.amountTooLarge);
  });
});

describe('createGiftBodySchema', () => {
  const valid = { donorName: 'Ana López', amount: 5000, giftType: 'honeymoon_fund' } as const;

  it('defaults the currency to USD and drops empty optional fields', () => {
    expect(
      createGiftBodySchema.parse({ ...valid, donorEmail: '', donorPhone: ' ', message: '' }),
    ).toEqual({
      donorName: 'Ana López',
      amount: 5000,
      currency: 'USD',
      giftType: 'honeymoon_fund',
    });
  });

  it('requires the full name', () => {
    const result = createGiftBodySchema.safeParse({ ...valid, donorName: '   ' });
    expect(result.error?.issues[0]?.message).toBe('Full Name is required');
  });

  it('checks the e-mail only when one is given', () => {
    const result = createGiftBodySchema.safeParse({ ...valid, donorEmail: 'not-an-email' });
    expect(result.error?.issues[0]?.message).toBe(GIFT_MESSAGES.emailInvalid);
  });

  it('takes whole cents between 1 and the maximum', () => {
    expect(
      createGiftBodySchema.safeParse({ ...valid, amount: 12.5 }).error?.issues[0]?.message,
    ).toBe(GIFT_MESSAGES.amountWholeCents);
    expect(createGiftBodySchema.safeParse({ ...valid, amount: 0 }).error?.issues[0]?.message).toBe(
      GIFT_MESSAGES.amountPositive,
    );
    expect(createGiftBodySchema.safeParse({ ...valid, amount: GIFT_MAX_CENTS + 1 }).success).toBe(
      false,
    );
  });

  it('ignores a guest claiming the gift is already verified', () => {
    const parsed = createGiftBodySchema.parse({ ...valid, isVerified: true, transactionId: 'x' });
    expect(parsed).not.toHaveProperty('isVerified');
    expect(parsed).not.toHaveProperty('transactionId');
  });
});
