import { describe, expect, it } from 'vitest';
import { weddingPhase } from './wedding-phase';

const newYork = { ceremonyStart: '2025-08-31T09:00', timeZone: 'America/New_York' };

describe('weddingPhase', () => {
  it("reads the day on the venue's calendar, whatever the instant's UTC date", () => {
    expect(weddingPhase(new Date('2025-08-31T03:59:59Z'), newYork).kind).toBe('before');
    expect(weddingPhase(new Date('2025-08-31T04:00:00Z'), newYork)).toMatchObject({ kind: 'today', started: false });
    expect(weddingPhase(new Date('2025-08-31T13:00:00Z'), newYork)).toMatchObject({ kind: 'today', started: true });
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
    expect(weddingPhase(new Date('2030-12-25T12:00:00Z'), newYork)).toMatchObject({ years: 5, days: 116 });
  });

  it('keeps a 29 February wedding’s anniversary on 28 February in common years', () => {
    const leap = { ceremonyStart: '2028-02-29T16:00', timeZone: 'Europe/Madrid' };
    expect(weddingPhase(new Date('2029-02-28T12:00:00Z'), leap)).toMatchObject({ years: 1, days: 0, anniversary: true });
    expect(weddingPhase(new Date('2029-03-01T12:00:00Z'), leap)).toMatchObject({ years: 1, days: 1 });
    expect(weddingPhase(new Date('2032-02-29T12:00:00Z'), leap)).toMatchObject({ years: 4, anniversary: true });
  });
});
