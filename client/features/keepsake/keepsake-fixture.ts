import type { KeepsakeJob } from '../../../protocol/keepsake';

/** A keepsake build just started (collecting, nothing done yet); a test gives what differs. */
export const keepsakeJob = (fields: Partial<KeepsakeJob>): KeepsakeJob => ({
  id: 'c'.repeat(24),
  state: 'running',
  phase: 'collecting',
  done: 0,
  total: 0,
  options: { names: 'full', paper: 'A4' },
  startedAt: '2026-06-21T10:00:00.000Z',
  finishedAt: null,
  sizeBytes: null,
  missingFiles: 0,
  restarts: 0,
  error: null,
  ...fields,
});
