import type { ScheduledEvent } from '../../../protocol/timeline-schedule';

// The schedule itself is shared with the server's reminders.
export {
  clockMinutes,
  scheduleOf,
  type ScheduledEvent,
  type TimedEvent,
} from '../../../protocol/timeline-schedule';

export type DayProgress =
  | { phase: 'empty' }
  /** Before the first event: when the day starts. */
  | { phase: 'before'; startsAt: Date; nextId: string; percent: 0 }
  | {
      phase: 'during';
      /** The event happening now, if any (none in a gap between two). */
      currentId?: string;
      nextId?: string;
      nextStart?: Date;
      percent: number;
    }
  | { phase: 'after'; percent: 100 };

/** Where the day stands at `now`: before, during (now and next) or after, and how far along. */
export function dayProgress(schedule: readonly ScheduledEvent[], now: Date | number): DayProgress {
  if (schedule.length === 0) return { phase: 'empty' };
  const at = new Date(now).getTime();
  const first = Math.min(...schedule.map((event) => event.start.getTime()));
  const last = Math.max(...schedule.map((event) => event.end.getTime()));
  const byStart = [...schedule].sort((a, b) => a.start.getTime() - b.start.getTime());
  if (at < first)
    return { phase: 'before', startsAt: new Date(first), nextId: byStart[0].id, percent: 0 };
  if (at >= last) return { phase: 'after', percent: 100 };
  // Of overlapping events, the one that started last is what is happening now.
  const current = byStart
    .filter((event) => event.start.getTime() <= at && at < event.end.getTime())
    .at(-1);
  const next = byStart.find((event) => event.start.getTime() > at);
  return {
    phase: 'during',
    currentId: current?.id,
    nextId: next?.id,
    nextStart: next?.start,
    percent: Math.min(100, Math.max(0, Math.round(((at - first) / (last - first)) * 100))),
  };
}
