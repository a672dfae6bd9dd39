import { describe, expect, it } from 'vitest';
import {
  calendarEventBodySchema,
  guestProfileBodySchema,
  newsletterSubscribeBodySchema,
} from './planning';

describe('planning data', () => {
  it('subscribes a lower-cased, valid e-mail', () => {
    expect(newsletterSubscribeBodySchema.parse({ email: ' Ana@Example.COM ' })).toEqual({
      email: 'ana@example.com',
    });
    expect(newsletterSubscribeBodySchema.safeParse({ email: 'ana' }).error?.issues[0].message).toBe(
      'Please enter a valid email address',
    );
  });

  it('reminds 24 hours before a calendar event by default', () => {
    const event = calendarEventBodySchema.parse({
      title: 'Cake tasting',
      date: '2025-07-01T15:00:00Z',
    });
    expect(event).toMatchObject({ reminderEnabled: true, reminderTime: 24 });
    expect(
      calendarEventBodySchema.safeParse({ title: ' ', date: '2025-07-01T15:00:00Z' }).error
        ?.issues[0].message,
    ).toBe('Title is required');
  });

  it("keeps a profile's interests as a list", () => {
    expect(
      guestProfileBodySchema.parse({ name: 'Ana', interests: ['dancing', 'hiking'] }).interests,
    ).toEqual(['dancing', 'hiking']);
    expect(guestProfileBodySchema.parse({ name: 'Ana' }).interests).toEqual([]);
  });
});
