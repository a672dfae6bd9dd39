import { describe, expect, it } from 'vitest';
import { GUESTBOOK_MESSAGES, createGuestBookEntryBodySchema, uniqueGuestCount } from './guestbook';

const valid = { guestName: 'Lucía', message: 'Congratulations to you both!' };
const firstMessage = (body: Record<string, unknown>) =>
  createGuestBookEntryBodySchema.safeParse(body).error?.issues[0]?.message;

describe('guest book rules', () => {
  it('accepts a name, a message and nothing else', () => {
    expect(createGuestBookEntryBodySchema.parse({ ...valid, email: '', photoUrl: '' })).toEqual(
      valid,
    );
  });

  it('needs a name of 2 to 50 characters, counted after trimming', () => {
    expect(firstMessage({ ...valid, guestName: ' A ' })).toBe('Name must be at least 2 characters');
    expect(firstMessage({ ...valid, guestName: 'A'.repeat(51) })).toBe(
      'Name must be less than 50 characters',
    );
    expect(createGuestBookEntryBodySchema.safeParse({ ...valid, guestName: 'Al' }).success).toBe(
      true,
    );
    expect(
      createGuestBookEntryBodySchema.safeParse({ ...valid, guestName: 'A'.repeat(50) }).success,
    ).toBe(true);
  });

  it('checks an e-mail only when one is given', () => {
    expect(firstMessage({ ...valid, email: 'lucia@' })).toBe('Please enter a valid email');
    expect(
      createGuestBookEntryBodySchema.parse({ ...valid, email: ' lucia@example.com ' }).email,
    ).toBe('lucia@example.com');
  });

  it('needs a message of 10 to 1000 characters', () => {
    expect(firstMessage({ ...valid, message: 'Too short' })).toBe(
      'Message must be at least 10 characters',
    );
    expect(firstMessage({ ...valid, message: 'x'.repeat(1001) })).toBe(
      'Message must be less than 1000 characters',
    );
    expect(
      createGuestBookEntryBodySchema.safeParse({ ...valid, message: 'x'.repeat(1000) }).success,
    ).toBe(true);
  });

  it('takes no photo link at all: a photo is an upload of this site', () => {
    for (const photoUrl of ['javascript:alert(1)', 'https://example.com/a.jpg']) {
      expect(firstMessage({ ...valid, photoUrl })).toBe(GUESTBOOK_MESSAGES.photoNotFromThisSite);
    }
    const upload = 'https://wedding.example/uploads/incoming/abcdefghijklmnopqrstuvwx.jpg?s=1';
    expect(
      createGuestBookEntryBodySchema.parse({ ...valid, photoUploadURL: upload }).photoUploadURL,
    ).toBe(upload);
  });

  it('does not let a guest decide whether the entry is approved', () => {
    expect(
      createGuestBookEntryBodySchema.parse({ ...valid, isApproved: false }),
    ).not.toHaveProperty('isApproved');
  });
});

describe('uniqueGuestCount', () => {
  it('counts each person once, whatever the case or surrounding spaces', () => {
    const entries = [
      { guestName: 'Ana' },
      { guestName: ' ana ' },
      { guestName: 'ANA' },
      { guestName: 'Ben' },
    ];
    expect(uniqueGuestCount(entries)).toBe(2);
  });

  it('is 0 for an empty book', () => {
    expect(uniqueGuestCount([])).toBe(0);
  });
});
