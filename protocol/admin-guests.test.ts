import { describe, expect, it } from 'vitest';
import { addGuestFormSchema, rsvpStatusChangeSchema } from './admin-guests';

const messages = (value: unknown) =>
  addGuestFormSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('add guest form', () => {
  it('uses the spec messages for name and e-mail', () => {
    expect(messages({ name: ' J ', email: 'jo' })).toEqual([
      'Name must be at least 2 characters',
      'Invalid email address',
    ]);
  });

  it('defaults to a friend without plus one', () => {
    const values = addGuestFormSchema.parse({ name: 'Jo Lee', email: 'jo@example.com', phone: '' });
    expect(values).toEqual({
      name: 'Jo Lee',
      email: 'jo@example.com',
      category: 'friends',
      plusOne: false,
    });
  });

  it('knows the four categories and three RSVP statuses', () => {
    for (const category of ['family', 'friends', 'colleagues', 'extended-family']) {
      expect(
        addGuestFormSchema.safeParse({ name: 'Jo', email: 'jo@example.com', category }).success,
      ).toBe(true);
    }
    expect(
      addGuestFormSchema.safeParse({ name: 'Jo', email: 'jo@example.com', category: 'coworkers' })
        .success,
    ).toBe(false);
    expect(rsvpStatusChangeSchema.safeParse({ rsvpStatus: 'declined' }).success).toBe(true);
    expect(rsvpStatusChangeSchema.safeParse({ rsvpStatus: 'maybe' }).success).toBe(false);
  });
});
