import { describe, expect, it } from 'vitest';
import { computeCountdown, pad2 } from './countdown';

const target = new Date('2025-08-31T13:00:00.000Z');

describe('computeCountdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = new Date('2025-08-29T10:58:55.400Z');
    expect(computeCountdown(now, target)).toEqual({ days: 2, hours: 2, minutes: 1, seconds: 4, done: false });
  });

  it('reads exactly zero at the start and never goes negative afterwards', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
    expect(computeCountdown(target, target)).toEqual(zero);
    expect(computeCountdown(new Date('2026-01-01T00:00:00Z'), target)).toEqual(zero);
  });

  it('keeps whole days beyond a month', () => {
    expect(computeCountdown(new Date('2025-01-01T13:00:00Z'), target).days).toBe(242);
  });
});

describe('pad2', () => {
  it('pads to two digits, keeps longer numbers and floors negatives at 00', () => {
    expect(pad2(0)).toBe('00');
    expect(pad2(7)).toBe('07');
    expect(pad2(42)).toBe('42');
    expect(pad2(242)).toBe('242');
    expect(pad2(-3)).toBe('00');
  });
});
