import { describe, expect, it } from 'vitest';
import { defaultPaper, withReminder, withReminderInReport } from './report-cache';
import { earlierReminder, report } from './report-fixture';

const later = { ...earlierReminder, id: 'rem2', at: '2026-08-10T09:00:00.000Z', channels: [] };

describe('the report’s cache', () => {
  it('puts a reminder in place by id, newest first', () => {
    const list = withReminder([earlierReminder], later);
    expect(list.map((reminder) => reminder.id)).toEqual(['rem2', 'rem1']);
    const updated = withReminder(list, {
      ...earlierReminder,
      channels: [{ channel: 'sms', outcome: 'sent', to: '••• 4321' }],
    });
    expect(updated.map((reminder) => reminder.id)).toEqual(['rem2', 'rem1']);
    expect(updated[1].channels[0].outcome).toBe('sent');
  });

  it('moves the household’s last reminder forward, never back', () => {
    const patched = withReminderInReport(report(), later);
    expect(patched.unanswered.find((h) => h.householdId === 'h3')?.lastRemindedAt).toBe(later.at);
    expect(patched.unanswered.find((h) => h.householdId === 'h2')?.lastRemindedAt).toBeNull();
    const older = { ...later, at: '2026-07-01T09:00:00.000Z' };
    expect(
      withReminderInReport(patched, older).unanswered.find((h) => h.householdId === 'h3')
        ?.lastRemindedAt,
    ).toBe(later.at);
  });

  it('chooses Letter where it is the usual paper, A4 elsewhere', () => {
    expect(defaultPaper(['en-US'])).toBe('letter');
    expect(defaultPaper(['es-MX'])).toBe('letter');
    expect(defaultPaper(['es-ES'])).toBe('a4');
    expect(defaultPaper(['en-GB'])).toBe('a4');
    expect(defaultPaper(['not a locale!', 'fr'])).toBe('a4');
    expect(defaultPaper([])).toBe('a4');
  });
});
