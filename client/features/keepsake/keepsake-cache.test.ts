import { describe, expect, it } from 'vitest';
import type { KeepsakeJob, KeepsakeStatus } from '../../../protocol/keepsake';
import { formatSize, withJob } from './keepsake-cache';
import { keepsakeJob } from './keepsake-fixture';

/** A build halfway through its site. */
const job = (fields: Partial<KeepsakeJob>) =>
  keepsakeJob({ id: 'a'.repeat(24), phase: 'site', done: 5, total: 10, ...fields });
const status = (current: KeepsakeJob | null): KeepsakeStatus => ({
  job: current,
  settings: { guestDownloads: false },
});

describe('withJob', () => {
  it('moves a build forward and never back', () => {
    const current = status(job({}));
    expect(withJob(current, job({ done: 6 }))?.job?.done).toBe(6);
    expect(withJob(current, job({ phase: 'book', done: 0 }))?.job?.phase).toBe('book');
    expect(withJob(current, job({ done: 4 }))).toBe(current);
    expect(withJob(current, job({ phase: 'collecting', done: 9 }))).toBe(current);
    const done = status(job({ state: 'done', phase: 'finishing' }));
    expect(withJob(done, job({ phase: 'finishing', done: 9 }))).toBe(done);
  });

  it('takes a restart that resumed from an earlier step', () => {
    const resumed = job({ phase: 'collecting', done: 0, restarts: 1 });
    expect(withJob(status(job({})), resumed)?.job).toEqual(resumed);
  });

  it('replaces a build with a newer one, not with an older one', () => {
    const current = status(job({ state: 'done' }));
    const newer = job({ id: 'b'.repeat(24), startedAt: '2026-06-21T11:00:00.000Z', done: 0 });
    expect(withJob(current, newer)?.job).toEqual(newer);
    const older = job({ id: 'c'.repeat(24), startedAt: '2026-06-21T09:00:00.000Z' });
    expect(withJob(current, older)).toBe(current);
  });

  it('leaves a status that is not loaded yet alone', () => {
    expect(withJob(undefined, job({}))).toBeUndefined();
  });
});

it('formats sizes in the reader’s language', () => {
  expect(formatSize(12_345_678, 'en')).toBe('12.3 MB');
  expect(formatSize(12_345_678, 'es')).toBe('12,3 MB');
  expect(formatSize(999, 'en')).toBe('999 bytes');
});
