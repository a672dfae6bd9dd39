import type { TimelineEvent } from '../../../protocol/timeline';
import type { WeddingSettings } from '../../../protocol/wedding';
import { dayProgress, scheduleOf, type DayProgress, type ScheduledEvent } from './day-progress';

export interface DayState {
  schedule: Map<string, ScheduledEvent>;
  progress: DayProgress;
  current?: TimelineEvent;
  next?: TimelineEvent;
}

/** The day at `now`: each event's times, the progress, and the events happening now and next. */
export function dayState(
  events: readonly TimelineEvent[],
  settings: Pick<WeddingSettings, 'ceremonyStart' | 'timeZone'>,
  now: number,
): DayState {
  const scheduled = scheduleOf(events, settings);
  const progress = dayProgress(scheduled, now);
  const byId = (id?: string) => (id ? events.find((event) => event.id === id) : undefined);
  return {
    schedule: new Map(scheduled.map((event) => [event.id, event])),
    progress,
    current: progress.phase === 'during' ? byId(progress.currentId) : undefined,
    next:
      progress.phase === 'during' || progress.phase === 'before'
        ? byId(progress.nextId)
        : undefined,
  };
}
