import type { z } from 'zod';
import { HOUSEHOLD_MESSAGES } from '../../../../protocol/households';
import {
  RSVP_REMINDER_GAP_DAYS,
  type Reminder,
  type sendRemindersResultSchema,
} from '../../../../protocol/rsvp-report';
import { HttpError, isUniqueViolation } from '../../../lib/http/errors';
import type { JobContext, JobRunner } from '../../../lib/jobs/runner';
import type { RealtimeHub } from '../../../lib/realtime/hub';
import { forEachBounded } from '../../../lib/sms/dispatch';
import { pushDevicesOfGuests } from '../../push/door';
import { contactEntries, pushEntry, type NotifyChannels } from './channels';
import { contextFor, messageBase } from './context';
import { deliverEntries } from './deliver';
import { householdFacts, unansweredEvents, type HouseholdFacts } from './facts';
import { reminderMessages } from './messages';
import { RsvpReminderModel, type ReminderDocument } from './model';

export const REMINDER_JOB = 'households.rsvp-reminder';
const GAP_MS = RSVP_REMINDER_GAP_DAYS * 24 * 3_600_000;
const LISTED = 500;
const CLAIMS_AT_ONCE = 8;

type SendResult = z.infer<typeof sendRemindersResultSchema>;

export function presentReminder(doc: ReminderDocument): Reminder {
  return {
    id: doc._id,
    householdId: doc.householdId,
    name: doc.name,
    at: doc.at.toISOString(),
    channels: doc.channels.map(({ channel, outcome, to }) => ({ channel, outcome, to })),
  };
}

/** When each of these households was last reminded (households never reminded are left out). */
export async function lastRemindedAt(householdIds: string[]): Promise<Map<string, Date>> {
  const rows = await RsvpReminderModel.find({ householdId: { $in: householdIds } })
    .select({ householdId: 1, at: 1 })
    .lean<{ householdId: string; at: Date }[]>();
  const last = new Map<string, Date>();
  for (const row of rows) {
    const known = last.get(row.householdId);
    if (!known || known < row.at) last.set(row.householdId, row.at);
  }
  return last;
}

/**
 * Reminders to the households that have not answered, sent by the organizers in one action: each
 * household at most once every RSVP_REMINDER_GAP_DAYS (claimed with a unique insert, so two
 * organizers at once remind it once), delivered in the background to every member by e-mail, text
 * and push in each member's language, each outcome stored and pushed to the organizers.
 */
export class RsvpReminders {
  constructor(
    private readonly jobs: JobRunner,
    private readonly hub: RealtimeHub,
    private readonly channels: NotifyChannels,
    private readonly clock: () => Date,
    /** The job type (a test's second process names its own). */
    private readonly jobType = REMINDER_JOB,
  ) {
    jobs.define<{ reminderId: string }>(jobType, (plan, job) => this.run(plan.reminderId, job), {
      concurrency: 2,
      maxAttempts: 5,
      backoffMs: 5_000,
      leaseMs: 60_000,
    });
  }

  async list(): Promise<Reminder[]> {
    const docs = await RsvpReminderModel.find()
      .sort({ at: -1, _id: -1 })
      .limit(LISTED)
      .lean<ReminderDocument[]>();
    return docs.map(presentReminder);
  }

  async send(): Promise<SendResult> {
    const now = this.clock();
    const waiting = (await householdFacts()).filter((facts) => unansweredEvents(facts).length > 0);
    const ids = waiting.map((facts) => facts.household.id);
    const [latest, devices] = await Promise.all([
      this.latestOf(ids),
      pushDevicesOfGuests(waiting.flatMap((facts) => facts.household.members.map((m) => m.id))),
    ]);
    const result: SendResult = { reminded: [], skipped: [] };
    // A few households at a time: each is a read-free insert, an enqueue and a publish.
    await forEachBounded(waiting, CLAIMS_AT_ONCE, async (facts) => {
      const { id } = facts.household;
      const entries = this.entriesFor(facts, devices);
      const last = latest.get(id);
      const skip = (reason: 'recently-reminded' | 'unreachable') =>
        result.skipped.push({ householdId: id, name: facts.name, reason });
      if (entries.length === 0) skip('unreachable');
      else if (last && now.getTime() - last.at.getTime() < GAP_MS) skip('recently-reminded');
      else if (!(await this.claim(facts, (last?.seq ?? 0) + 1, now, entries)))
        skip('recently-reminded');
      else result.reminded.push({ householdId: id, name: facts.name });
    });
    if (result.reminded.length === 0)
      throw new HttpError(409, HOUSEHOLD_MESSAGES.remindersNothingToSend);
    return result;
  }

  private entriesFor(facts: HouseholdFacts, devices: Map<string, number>) {
    return [
      ...contactEntries(
        this.channels,
        facts.guests.map((guest) => ({
          id: guest._id.toString(),
          email: guest.email,
          phone: guest.phone,
        })),
      ),
      ...pushEntry(
        this.channels,
        devices,
        facts.household.members.map((member) => member.id),
      ),
    ];
  }

  /** The household's last reminder (its number and time), for each of these households. */
  private async latestOf(ids: string[]) {
    const rows = await RsvpReminderModel.find({ householdId: { $in: ids } })
      .select({ householdId: 1, seq: 1, at: 1 })
      .lean<{ householdId: string; seq: number; at: Date }[]>();
    const latest = new Map<string, { seq: number; at: Date }>();
    for (const row of rows) {
      const known = latest.get(row.householdId);
      if (!known || known.seq < row.seq) latest.set(row.householdId, row);
    }
    return latest;
  }

  /** Inserts reminder number `seq`: false when another request took it first. */
  private async claim(
    facts: HouseholdFacts,
    seq: number,
    at: Date,
    channels: ReminderDocument['channels'],
  ): Promise<boolean> {
    const doc: ReminderDocument = {
      _id: `${facts.household.id}:${seq}`,
      householdId: facts.household.id,
      seq,
      name: facts.name,
      at,
      channels,
    };
    try {
      await RsvpReminderModel.collection.insertOne(doc as never);
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
    this.hub.publish('households', 'households:reminder', presentReminder(doc));
    await this.jobs.enqueue(this.jobType, { reminderId: doc._id }, { key: doc._id });
    return true;
  }

  private async run(reminderId: string, job: JobContext): Promise<void> {
    const reminder = await RsvpReminderModel.findById(reminderId).lean<ReminderDocument>();
    if (!reminder) return;
    const [facts] = await householdFacts([reminder.householdId]);
    const record = (index: number, result: { outcome: 'sent' | 'failed'; reason?: string }) =>
      this.recordOutcome(reminderId, index, result);
    if (!facts) {
      // The household was dissolved since the claim: nobody left to remind.
      for (const [index, entry] of reminder.channels.entries())
        if (entry.outcome === 'queued')
          await record(index, { outcome: 'failed', reason: 'household removed' });
      return;
    }
    const base = await messageBase(this.channels.siteUrl);
    const unanswered = unansweredEvents(facts);
    await deliverEntries({
      channels: this.channels,
      entries: reminder.channels,
      guests: new Map(facts.guests.map((guest) => [guest._id.toString(), guest])),
      // Answered meanwhile: the reminder still names the household's events.
      messagesFor: (guest, language) =>
        reminderMessages(
          unanswered.length ? unanswered : facts.events,
          contextFor(guest, base, language),
        ),
      push: {
        key: `rsvp-reminder:${reminderId}`,
        topic: `h${reminder.householdId}`,
        id: `rsvp-${reminder.householdId}`,
        url: '/#rsvp',
      },
      resumed: job.attempt > 1 ? { since: reminder.at } : null,
      job,
      record,
    });
  }

  private async recordOutcome(
    reminderId: string,
    index: number,
    result: { outcome: 'sent' | 'failed'; reason?: string },
  ): Promise<void> {
    const updated = await RsvpReminderModel.findOneAndUpdate(
      { _id: reminderId },
      {
        $set: {
          [`channels.${index}.outcome`]: result.outcome,
          ...(result.reason ? { [`channels.${index}.reason`]: result.reason } : {}),
        },
      },
      { new: true },
    ).lean<ReminderDocument>();
    if (updated) this.hub.publish('households', 'households:reminder', presentReminder(updated));
  }
}
