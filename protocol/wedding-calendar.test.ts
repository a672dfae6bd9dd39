import { describe, expect, it } from 'vitest';
import {
  ceremonyDate,
  computeCountdown,
  pad2,
  venueTimes,
  weddingDay,
  weddingPhase,
} from './wedding-calendar';

const settings = { ceremonyStart: '2025-08-31T09:00', timeZone: 'America/New_York' };

describe('venue time', () => {
  it('reads the ceremony start in the venue time zone, whatever the viewer zone', () => {
    // 09:00 EDT (UTC-4) is 13:00 UTC.
    expect(new Date(ceremonyDate(settings).getTime()).toISOString()).toBe(
      '2025-08-31T13:00:00.000Z',
    );
    expect(weddingDay(settings)).toBe('2025-08-31');
  });

  it('places the reception lunch on the wedding day in the same zone', () => {
    const { start, end } = venueTimes(settings, { startTime: '13:00', endTime: '15:00' });
    expect(new Date(start.getTime()).toISOString()).toBe('2025-08-31T17:00:00.000Z');
    expect(end && new Date(end.getTime()).toISOString()).toBe('2025-08-31T19:00:00.000Z');
    expect(venueTimes(settings, { startTime: '09:00' }).end).toBeUndefined();
  });
});

const target = new Date('2025-08-31T13:00:00.000Z');

describe('computeCountdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = new Date('2025-08-29T10:58:55.400Z');
    expect(computeCountdown(now, target)).toEqual({
      days: 2,
      hours: 2,
      minutes: 1,
      seconds: 4,
      done: false,
    });
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

const newYork = { ceremonyStart: '2025-08-31T09:00', timeZone: 'America/New_York' };

describe('weddingPhase', () => {
  it("reads the day on the venue's calendar, whatever the instant's UTC date", () => {
    expect(weddingPhase(new Date('2025-08-31T03:59:59Z'), newYork).kind).toBe('before');
    expect(weddingPhase(new Date('2025-08-31T04:00:00Z'), newYork)).toMatchObject({
      kind: 'today',
      started: false,
    });
    expect(weddingPhase(new Date('2025-08-31T13:00:00Z'), newYork)).toMatchObject({
      kind: 'today',
      started: true,
    });
    expect(weddingPhase(new Date('2025-09-01T03:59:59Z'), newYork).kind).toBe('today');
    expect(weddingPhase(new Date('2025-09-01T04:00:00Z'), newYork)).toEqual({
      kind: 'after',
      totalDays: 1,
      years: 0,
      days: 1,
      anniversary: false,
    });
  });

  it('counts years and days, and knows an anniversary from the day before it', () => {
    expect(weddingPhase(new Date('2026-08-31T03:00:00Z'), newYork)).toMatchObject({
      years: 0,
      days: 364,
      anniversary: false,
    });
    expect(weddingPhase(new Date('2026-08-31T04:00:00Z'), newYork)).toMatchObject({
      totalDays: 365,
      years: 1,
      days: 0,
      anniversary: true,
    });
    expect(weddingPhase(new Date('2030-12-25T12:00:00Z'), newYork)).toMatchObject({
      years: 5,
      days: 116,
    });
  });

  it('keeps a 29 February wedding’s anniversary on 28 February in common years', () => {
    const leap = { ceremonyStart: '2028-02-29T16:00', timeZone: 'Europe/Madrid' };
    expect(weddingPhase(new Date('2029-02-28T12:00:00Z'), leap)).toMatchObject({
      years: 1,
      days: 0,
      anniversary: true,
    });
    expect(weddingPhase(new Date('2029-03-01T12:00:00Z'), leap)).toMatchObject({
      years: 1,
      days: 1,
    });
    expect(weddingPhase(new Date('2032-02-29T12:00:00Z'), leap)).toMatchObject({
      years: 4,
      anniversary: true,
    });
  });
});
