import { isValidObjectId } from 'mongoose';
import type { z } from 'zod';
import {
  CALENDAR_MESSAGES,
  FEED_TOKEN_PATTERN,
  type CalendarSettings,
  type PlannedEvent,
  type plannedEventInputSchema,
} from '../../../protocol/planning-calendar';
import { notFound } from '../../lib/http/errors';
import type { RealtimeHub } from '../../lib/realtime/hub';
import {
  CalendarEventModel,
  type CalendarEventDocument,
  CalendarReminderModel,
  type CalendarReminderDocument,
} from './model';
import type { Outcome } from './delivery';
import { currentFeedToken, isFeedToken, rotateFeedToken } from './feed-token';
import { eventsToIcs } from './ics';
import { presentPlannedEvent } from './present';
import { cancelReminder, scheduleReminder } from './schedule';

type EventInput = z.output<typeof plannedEventInputSchema>;

const OPTIONAL_FIELDS = ['description', 'location', 'category'] as const;

function replacement(input: EventInput) {
  const { date, ...rest } = input;
  const $unset: Record<string, ''> = {};
  for (const field of OPTIONAL_FIELDS) if (input[field] === undefined) $unset[field] = '';
  const $set = {
    ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
    date: new Date(date),
  };
  return Object.keys($unset).length ? { $set, $unset } : { $set };
}

export const feedPathOf = (token: string) => `/api/calendar-feed/${token}.ics`;

/**
 * The planning calendar: events, their reminders' schedule, the .ics export and the secret feed.
 * Each change is pushed on the organizer-only `calendar` topic after it is stored; `wake` tells
 * this process's scheduler that a reminder may have fallen due.
 */
export class PlanningCalendarService {
  wake: () => void = () => undefined;

  constructor(
    private readonly hub: RealtimeHub,
    private readonly recipients: { emails: number; phones: number; mail: boolean; sms: boolean },
  ) {}

  async list(): Promise<PlannedEvent[]> {
    const [events, reminders] = await Promise.all([
      CalendarEventModel.find().sort({ date: 1, _id: 1 }).lean<CalendarEventDocument[]>(),
      CalendarReminderModel.find().lean<CalendarReminderDocument[]>(),
    ]);
    const byEvent = new Map(reminders.map((r) => [r.eventId.toString(), r]));
    return events.map((event) => presentPlannedEvent(event, byEvent.get(event._id.toString())));
  }

  async create(input: EventInput): Promise<PlannedEvent> {
    const created = await CalendarEventModel.create(replacement(input).$set);
    return this.afterWrite(created.toObject() as CalendarEventDocument);
  }

  async update(id: string, input: EventInput): Promise<PlannedEvent> {
    if (!isValidObjectId(id)) throw notFound(CALENDAR_MESSAGES.notFound);
    const doc = await CalendarEventModel.findOneAndUpdate({ _id: id }, replacement(input), {
      new: true,
    }).lean<CalendarEventDocument>();
    if (!doc) throw notFound(CALENDAR_MESSAGES.notFound);
    return this.afterWrite(doc);
  }

  async remove(id: string): Promise<{ id: string }> {
    const { deletedCount } = isValidObjectId(id)
      ? await CalendarEventModel.deleteOne({ _id: id })
      : { deletedCount: 0 };
    if (deletedCount !== 1) throw notFound(CALENDAR_MESSAGES.notFound);
    await cancelReminder(id);
    this.hub.publish('calendar', 'calendar:event-deleted', { id });
    return { id };
  }

  /** The scheduler sent (or gave up on) a reminder: every organizer screen shows it. */
  publishOutcome({ reminder, event }: Outcome): void {
    if (event)
      this.hub.publish('calendar', 'calendar:event-saved', presentPlannedEvent(event, reminder));
  }

  async ics(): Promise<string> {
    return eventsToIcs(
      await CalendarEventModel.find().sort({ date: 1 }).lean<CalendarEventDocument[]>(),
    );
  }

  /** The feed for a calendar app; 404 unless `token` (with or without `.ics`) is the secret. */
  async feed(token: string): Promise<string> {
    const bare = token.replace(/\.ics$/, '');
    if (!FEED_TOKEN_PATTERN.test(bare) || !(await isFeedToken(bare))) {
      throw notFound(CALENDAR_MESSAGES.feedNotFound);
    }
    return this.ics();
  }

  async settings(): Promise<CalendarSettings> {
    return this.settingsWith(await currentFeedToken());
  }

  async rotateFeed(): Promise<CalendarSettings> {
    const settings = this.settingsWith(await rotateFeedToken());
    this.hub.publish('calendar', 'calendar:settings', settings);
    return settings;
  }

  private settingsWith(token: string): CalendarSettings {
    const { emails, phones, mail, sms } = this.recipients;
    return {
      feedPath: feedPathOf(token),
      email: { configured: mail && emails > 0, recipients: emails },
      sms: { configured: sms && phones > 0, recipients: phones },
    };
  }

  private async afterWrite(doc: CalendarEventDocument): Promise<PlannedEvent> {
    const reminder = await scheduleReminder(doc);
    const event = presentPlannedEvent(doc, reminder);
    this.hub.publish('calendar', 'calendar:event-saved', event);
    if (reminder?.status === 'pending' && reminder.nextTryAt <= new Date()) this.wake();
    return event;
  }
}
