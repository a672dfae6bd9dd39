import type { Announcement } from '../../../protocol/announcements';

/** An announcement as the organizers' API lists it: a draft to everyone unless `fields` say. */
export const announcementRecord = (fields: Partial<Announcement>): Announcement => ({
  id: 'a'.repeat(24),
  title: 'Shuttle',
  titleEs: '',
  message: 'Leaves at 5',
  messageEs: '',
  recipientType: 'all',
  channels: ['banner', 'sms'],
  status: 'draft',
  scheduledFor: null,
  sentAt: null,
  sentCount: 0,
  delivery: null,
  createdAt: '2026-06-20T15:00:00.000Z',
  ...fields,
});
