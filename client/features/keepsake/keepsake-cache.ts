import { keepsakePhases, type KeepsakeJob, type KeepsakeStatus } from '../../../protocol/keepsake';

/** How far a build has got: a finished build is past every step, a step's items count within it. */
function reached(job: KeepsakeJob): [number, number] {
  if (job.state !== 'running') return [keepsakePhases.length, 0];
  return [keepsakePhases.indexOf(job.phase), job.done];
}

/**
 * The status with a build's news applied. A push and the answer to "start" can arrive in either
 * order, so an older view of the same build (or an older build) never replaces a newer one.
 */
export function withJob(
  status: KeepsakeStatus | undefined,
  job: KeepsakeJob,
): KeepsakeStatus | undefined {
  if (!status) return status;
  const current = status.job;
  if (current && current.id !== job.id && Date.parse(job.startedAt) < Date.parse(current.startedAt))
    return status;
  if (current && current.id === job.id) {
    const [phase, done] = reached(job);
    const [currentPhase, currentDone] = reached(current);
    const behind = phase < currentPhase || (phase === currentPhase && done < currentDone);
    // A restart takes the build over from its last step: that news counts even when it is not further.
    if (behind && job.restarts <= current.restarts) return status;
  }
  return { ...status, job };
}

/** A size in the reader's language, e.g. "12.3 MB" / "12,3 MB". */
export function formatSize(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
