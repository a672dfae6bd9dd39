import { describe, expect, it } from 'vitest';
import { dayKey, eventsByDay, monthWeeks, weekStartFor } from './calendar-dates';

describe('the month grid', () => {
  it('covers whole weeks from the one holding the 1st to the one holding the last day', () => {
    // June 2026 begins on a Monday and ends on a Tuesday.
    const sundayFirst = monthWeeks(new Date(2026, 5, 15), weekStartFor('en'));
    expect(sundayFirst).toHaveLength(5);
    expect(dayKey(sundayFirst[0]![0]!)).toBe('2026-05-31');
    expect(dayKey(sundayFirst[4]![6]!)).toBe('2026-07-04');
    const mondayFirst = monthWeeks(new Date(2026, 5, 15), weekStartFor('es'));
    expect(dayKey(mondayFirst[0]![0]!)).toBe('2026-06-01');
    expect(dayKey(mondayFirst.at(-1)![6]!)).toBe('2026-07-05');
    expect(mondayFirst.every((week) => week.length === 7)).toBe(true);
  });

  it('groups events by the local day they fall on', () => {
    const at = (y: number, m: number, d: number, h: number) => new Date(y, m, d, h).toISOString();
    const event = (id: string, date: string) => ({
      id,
      title: id,
      date,
      reminderEnabled: true,
      reminderTime: 24,
      createdAt: date,
      reminder: null,
    });
    const byDay = eventsByDay([
      event('a', at(2026, 5, 20, 9)),
      event('b', at(2026, 5, 20, 23)),
      event('c', at(2026, 5, 21, 0)),
    ]);
    expect([...byDay.keys()]).toEqual(['2026-06-20', '2026-06-21']);
    expect(byDay.get('2026-06-20')!.map((e) => e.id)).toEqual(['a', 'b']);
  });
});
