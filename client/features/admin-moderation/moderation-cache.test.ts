import { describe, expect, it } from 'vitest';
import type { ModerationAction, ModerationItem } from '../../../protocol/moderation';
import { withAction, withItem, withoutItem } from './moderation-cache';

const item = (id: string, status: ModerationItem['status'], createdAt: string): ModerationItem => ({
  kind: 'moments',
  id: id.padStart(24, '0'),
  authorName: 'Ana',
  text: 'Hello',
  status,
  shownOn: ['home', 'live'],
  createdAt,
});

describe('the organizers’ queue cache', () => {
  const older = item('1', 'pending', '2025-08-31T14:00:00.000Z');
  const newer = item('2', 'pending', '2025-08-31T15:00:00.000Z');
  const queue = { items: [older], kinds: ['moments' as const] };

  it('adds a new pending item newest first, once', () => {
    const pending = { kind: 'all' as const, status: 'pending' as const };
    const added = withItem(queue, newer, pending);
    expect(added?.items).toEqual([newer, older]);
    expect(withItem(added, newer, pending)?.items).toEqual([newer, older]);
  });

  it('drops an item from a list it no longer fits, and keeps it where it does', () => {
    const approved = { ...older, status: 'published' as const };
    expect(withItem(queue, approved, { kind: 'all', status: 'pending' })?.items).toEqual([]);
    expect(withItem(queue, approved, { kind: 'all', status: 'all' })?.items).toEqual([approved]);
    expect(withItem(queue, approved, { kind: 'guestbook', status: 'all' })?.items).toEqual([]);
  });

  it('removes a deleted item', () => {
    expect(withoutItem(queue, { kind: 'moments', id: older.id })?.items).toEqual([]);
    expect(withoutItem(queue, { kind: 'guestbook', id: older.id })).toBe(queue);
  });

  it('puts a new log line on top, once', () => {
    const line: ModerationAction = {
      id: 'a',
      at: '2025-08-31T15:00:00.000Z',
      by: { session: 'abc123' },
      action: 'hide',
    };
    expect(withAction([], line)).toEqual([line]);
    expect(withAction([line], line)).toEqual([line]);
  });
});
