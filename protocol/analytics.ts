import { z } from 'zod';
import { guestCategorySchema } from './admin-guests';
import { endpoint, isoDate } from './http';

const count = z.number().int().min(0);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** RSVPs received (by the day they were first sent) and changed (by the day of their last change). */
export const rsvpDaySchema = z.object({
  day,
  attending: count,
  notAttending: count,
  /** Answers sent earlier and changed on this day. */
  changed: count,
});
export type RsvpDay = z.infer<typeof rsvpDaySchema>;

export const categoryStatusSchema = z.object({
  category: guestCategorySchema,
  confirmed: count,
  pending: count,
  declined: count,
});
export type CategoryStatus = z.infer<typeof categoryStatusSchema>;

export const dietaryNeedSchema = z.object({
  /** Normalised: lower case, trimmed, one need per entry ('vegetarian', 'gluten-free'). */
  restriction: z.string(),
  guests: count,
});
export type DietaryNeed = z.infer<typeof dietaryNeedSchema>;

export const activityHourSchema = z.object({
  /** 0-23, the hour on the wedding's clock. */
  hour: z.number().int().min(0).max(23),
  moments: count,
  guestbook: count,
  games: count,
});
export type ActivityHour = z.infer<typeof activityHourSchema>;

/** Everything the Analytics tab shows, computed at once from the guest list and the live collections. */
export const analyticsSnapshotSchema = z.object({
  generatedAt: isoDate,
  /** The wedding's IANA zone: days and hours below are read on its clock. */
  timeZone: z.string(),
  counters: z.object({ confirmed: count, pending: count, declined: count, total: count }),
  rsvpsOverTime: z.array(rsvpDaySchema),
  statusByCategory: z.array(categoryStatusSchema),
  dietary: z.array(dietaryNeedSchema),
  plusOnes: z.object({
    /** Guests coming with someone (a plus one, or a party of more than one on their RSVP). */
    withPlusOne: count,
    withoutPlusOne: count,
    /** Confirmed guests and everyone they bring (their party sizes added): the expected head count. */
    expectedAttendees: count,
  }),
  signIn: z.object({
    signedIn: count,
    total: count,
    /** Rounded percentage, 0 when there are no guests. */
    rate: z.number().int().min(0).max(100),
  }),
  activity: z.object({ day, hours: z.array(activityHourSchema).length(24) }),
});
export type AnalyticsSnapshot = z.infer<typeof analyticsSnapshotSchema>;

/** The organizer dashboard refetches the snapshot on a push at most this often. */
export const ANALYTICS_REFRESH_MIN_MS = 2000;

export const analyticsApi = {
  snapshot: endpoint({
    method: 'GET',
    path: '/api/admin/analytics',
    access: 'organizer',
    response: analyticsSnapshotSchema,
  }),
};
