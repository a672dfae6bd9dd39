import { describe, expect, it } from 'vitest';
import { ceremonyDate, venueTimes, weddingDay } from './venue-time';

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
