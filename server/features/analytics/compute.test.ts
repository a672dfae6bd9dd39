import { describe, expect, it } from 'vitest';
import { WeddingClock, computeSnapshot, dietaryNeeds } from './compute';

describe('dietary needs', () => {
  it('splits, lower-cases and merges spellings of the same need', () => {
    expect(dietaryNeeds('Vegetarian; Gluten free')).toEqual(['vegetarian', 'gluten-free']);
    expect(dietaryNeeds('gluten - free, nut free and  VEGAN.')).toEqual([
      'gluten-free',
      'nut-free',
      'vegan',
    ]);
    expect(dietaryNeeds('vegan / vegan')).toEqual(['vegan']);
  });

  it('ignores answers that mean no need', () => {
    for (const none of ['None', 'n/a', '-', '', undefined, null])
      expect(dietaryNeeds(none)).toEqual([]);
  });
});

describe('the wedding clock', () => {
  it('reads days and hours on the wedding’s zone, not the server’s', () => {
    const clock = new WeddingClock('America/New_York');
    // 03:30 UTC on June 2 is 23:30 on June 1 in New York (EDT).
    expect(clock.read(new Date('2025-06-02T03:30:00Z'))).toEqual({ day: '2025-06-01', hour: 23 });
    expect(new WeddingClock('Asia/Tokyo').read(new Date('2025-06-02T03:30:00Z'))).toEqual({
      day: '2025-06-02',
      hour: 12,
    });
  });
});

describe('computeSnapshot', () => {
  it('counts activity only on the wedding’s current day', () => {
    const now = new Date('2025-08-31T14:10:00Z'); // 10:10 in New York
    const snapshot = computeSnapshot({
      guests: [],
      rsvps: [],
      timeZone: 'America/New_York',
      now,
      activity: {
        moments: [new Date('2025-08-31T14:05:00Z'), new Date('2025-08-31T03:59:00Z')],
        guestbook: [new Date('2025-08-31T04:00:00Z')],
        games: [],
      },
    });
    expect(snapshot.activity.day).toBe('2025-08-31');
    expect(snapshot.activity.hours[10].moments).toBe(1);
    expect(snapshot.activity.hours[0].guestbook).toBe(1);
    // 03:59 UTC is 23:59 on August 30 in New York: another day.
    expect(snapshot.activity.hours.reduce((sum, hour) => sum + hour.moments, 0)).toBe(1);
  });
});
