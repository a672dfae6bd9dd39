import { describe, expect, it } from 'vitest';
import type { GuestBookEntry } from '../../../protocol/guestbook';
import { withEntry, withoutEntry } from './guestbook-cache';

const at = (id: string, createdAt: string, isApproved = true): GuestBookEntry => ({
  id: id.padStart(24, '0'),
  guestName: `Guest ${id}`,
  message: 'Congratulations!!',
  isApproved,
  createdAt,
});

describe('withEntry', () => {
  const older = at('1', '2025-08-31T14:00:00.000Z');
  const newer = at('2', '2025-08-31T15:00:00.000Z');

  it('keeps the list newest first whatever order entries arrive in', () => {
    expect(withEntry([newer], older)).toEqual([newer, older]);
    expect(withEntry([older], newer)).toEqual([newer, older]);
  });

  it('never lists the same entry twice', () => {
    expect(withEntry([newer, older], newer)).toEqual([newer, older]);
  });

  it('leaves a list that is not loaded yet alone, and ignores unapproved entries', () => {
    expect(withEntry(undefined, newer)).toBeUndefined();
    expect(withEntry([older], at('3', '2025-08-31T16:00:00.000Z', false))).toEqual([older]);
  });
});

describe('withoutEntry', () => {
  const one = at('1', '2025-08-31T14:00:00.000Z');
  const two = at('2', '2025-08-31T15:00:00.000Z');

  it('drops a removed entry, and leaves the list as it is when it never had it', () => {
    const list = [two, one];
    expect(withoutEntry(list, one.id)).toEqual([two]);
    expect(withoutEntry(list, at('3', '2025-08-31T16:00:00.000Z').id)).toBe(list);
    expect(withoutEntry(undefined, one.id)).toBeUndefined();
  });
});
