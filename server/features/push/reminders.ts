import { pickVersion, type ContentLanguage } from '../../../protocol/localized';
import { PAGES } from '../../../protocol/pages';
import { PUSH_REMINDER_MINUTES } from '../../../protocol/push';
import type { JobContext, JobRunner } from '../../lib/jobs/runner';
import type { Logger } from '../../lib/logger';
import { eventsToRemind, type EventToRemind } from '../timeline/door';
import type { PushDeliveries } from './delivery';
import { fittedPayload, planDeliveries, subscriptionsFor } from './plan';

export const REMINDER_JOB = 'push.reminder';
const BEFORE_MS = PUSH_REMINDER_MINUTES * 60_000;

/** What a reminder's job carries: the plan it was made for (the event and its start then). */
export interface ReminderPlan {
  eventId: string;
  /** The event's start when planned, ISO: a job whose start is no longer the event's is stale. */
  startsAt: string;
}

const REMINDER_TITLE: Record<ContentLanguage, (title: string) => string> = {
  en: (title) => `Starting in ${PUSH_REMINDER_MINUTES} minutes: ${title}`,
  es: (title) => `Empieza en ${PUSH_REMINDER_MINUTES} minutos: ${title}`,
};

/** The reminder a phone shows, in its language (the event's title falls back to the other one). */
export function reminderPayload(event: EventToRemind, language: ContentLanguage): string {
  return fittedPayload({
    kind: 'reminder',
    id: event.id,
    title: REMINDER_TITLE[language](pickVersion(event.title, event.titleEs, language).text),
    body: '',
    url: PAGES.timeline,
  });
}

export const reminderKeyOf = (plan: ReminderPlan) => `reminder:${plan.eventId}:${plan.startsAt}`;

/**
 * Timeline reminders: for each event the organizers marked, one job on the app's job runner, due
 * PUSH_REMINDER_MINUTES before the event starts (on the wedding's clock), keyed by the event and
 * that start. A change of the day plans again under the new start; the old job, when its time
 * comes, finds the event no longer starts then and sends nothing. The push goes through the
 * deliveries (claimed push by push: once across processes and restarts), to every subscription,
 * kept by the push service only until the event starts: one the server was down past is not sent.
 */
export class PushReminders {
  constructor(
    private readonly jobs: JobRunner,
    private readonly deliveries: PushDeliveries,
    private readonly logger: Logger,
    leaseMs: number,
  ) {
    jobs.define<ReminderPlan>(REMINDER_JOB, (plan, job) => this.run(plan, job), {
      concurrency: 1,
      leaseMs,
      backoffMs: 5_000,
      maxBackoffMs: 60_000,
      maxAttempts: 20,
    });
  }

  /**
   * Plans every marked event's reminder still to come (one job per event and start: planning
   * again, in any process, finds the job there).
   */
  async planAll(now = Date.now()): Promise<void> {
    for (const event of await eventsToRemind()) {
      if (event.startsAt.getTime() <= now) continue;
      const plan = { eventId: event.id, startsAt: event.startsAt.toISOString() };
      await this.jobs.enqueue(REMINDER_JOB, plan, {
        key: `${plan.eventId}:${plan.startsAt}`,
        runAt: new Date(event.startsAt.getTime() - BEFORE_MS),
      });
    }
  }

  private async run(plan: ReminderPlan, job: JobContext): Promise<void> {
    const event = (await eventsToRemind()).find((e) => e.id === plan.eventId);
    if (event?.startsAt.toISOString() !== plan.startsAt) {
      // Unmarked, deleted or moved since: this plan never fires. A move nobody told the
      // reminders of (the wedding's date or time zone changed) is planned from here.
      this.logger.info({ plan }, 'reminder of a changed event not sent');
      await this.planAll();
      return;
    }
    const startsAt = event.startsAt.getTime();
    const key = reminderKeyOf(plan);
    await this.deliveries.deliver(
      {
        key,
        // The event's id (24 characters): a repeat of its reminder replaces an undelivered one.
        topic: `r${event.id}`,
        plan: async () =>
          planDeliveries(
            key,
            await subscriptionsFor('all'),
            (language) => reminderPayload(event, language),
            await this.deliveries.defaultLanguage(),
          ),
        // Kept until the event starts (10 minutes when sent on time), never shown after.
        ttlSeconds: () => Math.floor(Math.min(BEFORE_MS, startsAt - Date.now()) / 1000),
      },
      job,
    );
  }
}
