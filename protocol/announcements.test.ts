import { describe, expect, it } from 'vitest';
import { announcementsApi, createAnnouncementBodySchema, noticesApi } from './announcements';

const messages = (value: unknown) =>
  createAnnouncementBodySchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('creating an announcement', () => {
  it('needs a title and a message', () => {
    expect(messages({})).toEqual(['Title is required', 'Message is required']);
    expect(messages({ title: '  ', message: ' ', recipientType: 'all' })).toEqual([
      'Title is required',
      'Message is required',
    ]);
  });

  it('goes to everyone unless a status is chosen, and only to a known status', () => {
    expect(createAnnouncementBodySchema.parse({ title: ' Bus ', message: 'Leaves at 5' })).toEqual({
      title: 'Bus',
      message: 'Leaves at 5',
      recipientType: 'all',
    });
    for (const recipientType of ['confirmed', 'declined', 'pending']) {
      expect(
        createAnnouncementBodySchema.parse({ title: 'T', message: 'M', recipientType })
          .recipientType,
      ).toBe(recipientType);
    }
    expect(messages({ title: 'T', message: 'M', recipientType: 'vip' })).toEqual([
      'recipientType must be one of: all, confirmed, declined, pending',
    ]);
  });

  it('ignores the fields the server sets', () => {
    const body = createAnnouncementBodySchema.parse({
      title: 'T',
      message: 'M',
      sentAt: 'x',
      sentCount: 99,
    });
    expect(body).not.toHaveProperty('sentAt');
    expect(body).not.toHaveProperty('sentCount');
  });

  it('is reserved to organizers', () => {
    expect(Object.values(announcementsApi).map((e) => e.access)).toEqual(
      Object.values(announcementsApi).map(() => 'organizer'),
    );
    expect(announcementsApi.send.path).toBe('/api/announcements/:id/send');
  });

  it('shows guests only what was sent to them, through its own public call', () => {
    expect(noticesApi.list.access).toBe('public');
  });

  it('schedules at a time with an offset, or not at all', () => {
    const base = { title: 'T', message: 'M' };
    expect(createAnnouncementBodySchema.parse({ ...base, scheduledFor: null }).scheduledFor).toBe(
      null,
    );
    expect(
      createAnnouncementBodySchema.parse({ ...base, scheduledFor: '2026-06-20T18:00:00.000Z' })
        .scheduledFor,
    ).toBe('2026-06-20T18:00:00.000Z');
    expect(
      createAnnouncementBodySchema.safeParse({ ...base, scheduledFor: 'tonight' }).success,
    ).toBe(false);
  });
});
