import { describe, expect, it } from 'vitest';
import { clockMinutes, dayProgress, scheduleOf } from './day-progress';

// New York, 31 August 2025 (EDT, UTC-4).
const settings = { ceremonyStart: '2025-08-31T09:00', timeZone: 'America/New_York' };
const events = [
  { id: 'arrive', time: '08:30', duration: 30 },
  { id: 'ceremony', time: '09:00', duration: 60 },
  { id: 'lunch', time: '13:00', duration: 120 },
  { id: 'party', time: '23:00', duration: 90 },
  { id: 'fireworks', time: '00:00', duration: 30 },
];
const schedule = scheduleOf(events, settings);

describe('the day’s schedule', () => {
  it('reads each time on the wedding day in its time zone, past midnight on the next', () => {
    expect(schedule.map((e) => e.start.toISOString())).toEqual([
      '2025-08-31T12:30:00.000Z',
      '2025-08-31T13:00:00.000Z',
      '2025-08-31T17:00:00.000Z',
      '2025-09-01T03:00:00.000Z',
      '2025-09-01T04:00:00.000Z',
    ]);
    expect(schedule[1].end.toISOString()).toBe('2025-08-31T14:00:00.000Z');
  });

  it('understands the older 12-hour times', () => {
    expect(clockMinutes('3:00 PM')).toBe(15 * 60);
    expect(clockMinutes('12:15 am')).toBe(15);
    expect(clockMinutes('15:30')).toBe(15 * 60 + 30);
    expect(clockMinutes('soon')).toBeUndefined();
  });
});

describe('where the day stands', () => {
  it('before the day: when it starts, at 0 %', () => {
    expect(dayProgress(schedule, new Date('2025-08-30T12:00:00Z'))).toEqual({
      phase: 'before',
      startsAt: new Date('2025-08-31T12:30:00Z'),
      nextId: 'arrive',
      percent: 0,
    });
  });

  it('during an event: it is now, the next one follows, the bar moves with the clock', () => {
    // 09:30 in New York: the ceremony; the day runs 08:30 to 00:30 (16 h), one hour gone.
    expect(dayProgress(schedule, new Date('2025-08-31T13:30:00Z'))).toEqual({
      phase: 'during',
      currentId: 'ceremony',
      nextId: 'lunch',
      nextStart: new Date('2025-08-31T17:00:00Z'),
      percent: 6,
    });
    const later = dayProgress(schedule, new Date('2025-08-31T18:00:00Z'));
    expect(later).toMatchObject({
      phase: 'during',
      currentId: 'lunch',
      nextId: 'party',
      percent: 34,
    });
  });

  it('between two events: nothing now, the next one highlighted', () => {
    expect(dayProgress(schedule, new Date('2025-08-31T15:00:00Z'))).toMatchObject({
      phase: 'during',
      currentId: undefined,
      nextId: 'lunch',
    });
  });

  it('after midnight and after the day', () => {
    expect(dayProgress(schedule, new Date('2025-09-01T04:10:00Z'))).toMatchObject({
      currentId: 'fireworks',
      nextId: undefined,
    });
    expect(dayProgress(schedule, new Date('2025-09-01T05:30:00Z'))).toEqual({
      phase: 'after',
      percent: 100,
    });
    expect(dayProgress([], new Date())).toEqual({ phase: 'empty' });
  });

  it('follows the wedding’s time zone, not the viewer’s', () => {
    const madrid = scheduleOf(events, { ...settings, timeZone: 'Europe/Madrid' });
    expect(madrid[1].start.toISOString()).toBe('2025-08-31T07:00:00.000Z');
    expect(dayProgress(madrid, new Date('2025-08-31T07:30:00Z'))).toMatchObject({
      currentId: 'ceremony',
    });
  });
});
