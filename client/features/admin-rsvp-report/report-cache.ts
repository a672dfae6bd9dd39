import type { Reminder, RsvpReport } from '../../../protocol/rsvp-report';

/** The reminders with this one in place (or added), newest first, as the server lists them. */
export function withReminder(list: Reminder[], reminder: Reminder): Reminder[] {
  const others = list.filter((item) => item.id !== reminder.id);
  return [reminder, ...others].sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
}

/**
 * The report with the household's last reminder moved to this one: a reminder changes nothing
 * else in it, so the push patches the line instead of recomputing the whole report.
 */
export function withReminderInReport(report: RsvpReport, reminder: Reminder): RsvpReport {
  return {
    ...report,
    unanswered: report.unanswered.map((household) =>
      household.householdId === reminder.householdId &&
      (household.lastRemindedAt === null || household.lastRemindedAt < reminder.at)
        ? { ...household, lastRemindedAt: reminder.at }
        : household,
    ),
  };
}

export type Paper = 'a4' | 'letter';

// Where Letter is the usual paper (North America and a few of its neighbours); A4 elsewhere.
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'CL', 'CO', 'VE', 'PH', 'GT', 'CR', 'PA']);

/** The paper the organizer's browser most likely has in its printer, from its locale's region. */
export function defaultPaper(locales: readonly string[]): Paper {
  for (const locale of locales) {
    try {
      const region = new Intl.Locale(locale).maximize().region;
      if (region) return LETTER_REGIONS.has(region) ? 'letter' : 'a4';
    } catch {
      // A malformed locale tag: try the next one.
    }
  }
  return 'a4';
}
