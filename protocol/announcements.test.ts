import { describe, expect, it } from 'vitest';
import {
  announcementsApi,
  createAnnouncementBodySchema,
  noticesApi,
  smsBodyIn,
} from './announcements';

const messages = (value: unknown) =>
  createAnnouncementBodySchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('creating an announcement', () => {
  it('takes either language for each text, the Spanish one within the same limits', () => {
    expect(
      createAnnouncementBodySchema.parse({ titleEs: ' Bus ', message: 'Leaves at 5' }),
    ).toMatchObject({ title: '', titleEs: 'Bus', message: 'Leaves at 5', messageEs: '' });
    const tooLong = createAnnouncementBodySchema.safeParse({
      title: 'T',
      message: 'M',
      messageEs: 'x'.repeat(1601),
    });
    expect(tooLong.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['messageEs', 'Message must be at most 1600 characters'],
    ]);
  });

  it('texts each language its own version, the other one where a version is empty', () => {
    const texts = { title: 'Bus', titleEs: 'Autobús', message: 'At 5', messageEs: '' };
    expect(smsBodyIn(texts, 'es')).toBe('Autobús\nAt 5');
    expect(smsBodyIn(texts, 'en')).toBe('Bus\nAt 5');
  });

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
      titleEs: '',
      message: 'Leaves at 5',
      messageEs: '',
      recipientType: 'all',
      // Today's channels unless others are chosen: the banner and text messages.
      channels: ['banner', 'sms'],
    });
    expect(
      createAnnouncementBodySchema.parse({ title: 'T', message: 'M', channels: ['push', 'push'] })
        .channels,
    ).toEqual(['push']);
    expect(messages({ title: 'T', message: 'M', channels: [] })).not.toEqual([]);
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
