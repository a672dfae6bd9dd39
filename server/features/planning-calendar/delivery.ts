import { isDuplicateKey } from '../../lib/http/errors';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mail/mailer';
import { toE164 } from '../../lib/sms/phone';
import { SmsSendError, type SmsProvider } from '../../lib/sms/provider';
import { getWeddingSettings } from '../wedding/service';
import {
  CalendarEventModel,
  type CalendarEventDocument,
  CalendarReminderModel,
  ReminderClaimModel,
  type CalendarReminderDocument,
} from './model';
import { reminderMessage } from './reminder-message';

/** How long a claimed reminder is its process's: far longer than one e-mail and a few texts. */
export const REMINDER_LEASE_MS = 120_000;
export const MAX_ATTEMPTS = 5;
/** A reminder still goes this long after its event began (a 0-hour reminder is due at the start). */
const LATE_GRACE_MS = 15 * 60_000;
const CANDIDATES = 10;
/** Wait before trying a failed reminder again: 1, 2, 4, 8 minutes. */
const retryDelayMs = (attempt: number) => 60_000 * 2 ** (attempt - 1);

export interface ReminderChannels {
  mailer: Mailer | null;
  emails: string[];
  sms: SmsProvider | null;
  phones: string[];
  defaultCountry: string;
  /** Where the organizers open the calendar, put in the e-mail when known. */
  adminUrl?: string;
}

/** Where a reminder stands after one attempt, for the scheduler to tell the screens. */
export type Outcome = { reminder: CalendarReminderDocument; event: CalendarEventDocument | null };

/**
 * Sends due reminders to the organizers by e-mail and by text message. A reminder is taken by
 * one process at a time: the claim is the insert of a unique key for its generation and attempt,
 * then a conditional update that records the attempt and a lease. A process that dies mid-send
 * leaves the lease to expire; the next claim resumes it, skipping the e-mail when it is recorded
 * as sent and asking the SMS provider which texts it already accepted.
 */
export class ReminderDelivery {
  constructor(
    private readonly channels: ReminderChannels,
    private readonly logger: Logger,
  ) {}

  get configured(): boolean {
    const { mailer, emails, sms, phones } = this.channels;
    return (!!mailer && emails.length > 0) || (!!sms && phones.length > 0);
  }

  /** Takes one due (or abandoned) reminder for this process, or answers null. */
  async claimNext(now = new Date()): Promise<CalendarReminderDocument | null> {
    const candidates = await CalendarReminderModel.find({
      $or: [
        { status: 'pending', nextTryAt: { $lte: now } },
        { status: 'sending', leaseUntil: { $lt: now } },
      ],
    })
      .sort({ nextTryAt: 1 })
      .limit(CANDIDATES)
      .lean<CalendarReminderDocument[]>();
    for (const candidate of candidates) {
      const attempt = candidate.attempts + 1;
      const key = `${candidate._id.toString()}:${candidate.generation}:${attempt}`;
      try {
        await ReminderClaimModel.create({ key });
      } catch (error) {
        if (isDuplicateKey(error)) continue;
        throw error;
      }
      const claimed = await CalendarReminderModel.findOneAndUpdate(
        { _id: candidate._id, generation: candidate.generation, attempts: candidate.attempts },
        {
          $set: {
            status: 'sending',
            attempts: attempt,
            leaseUntil: new Date(now.getTime() + REMINDER_LEASE_MS),
            firstTriedAt: candidate.firstTriedAt ?? now,
          },
        },
        { new: true },
      ).lean<CalendarReminderDocument>();
      // Null: the event was edited or deleted between the read and the claim.
      if (claimed) return claimed;
    }
    return null;
  }

  /** Sends a claimed reminder and records the outcome (only while it is still this attempt's). */
  async deliver(reminder: CalendarReminderDocument, now = new Date()): Promise<Outcome | null> {
    const mine = {
      _id: reminder._id,
      generation: reminder.generation,
      attempts: reminder.attempts,
    };
    const finish = async (set: Record<string, unknown>) => {
      const updated = await CalendarReminderModel.findOneAndUpdate(
        mine,
        { $set: set, $unset: { leaseUntil: '' } },
        { new: true },
      ).lean<CalendarReminderDocument>();
      return updated ? { reminder: updated, event } : null;
    };
    const event = await CalendarEventModel.findById(reminder.eventId).lean<CalendarEventDocument>();
    if (!event) {
      await CalendarReminderModel.deleteOne(mine);
      return null;
    }
    if (event.date.getTime() + LATE_GRACE_MS < now.getTime()) {
      return finish({ status: 'skipped', lastError: 'The event was over' });
    }
    if (!this.configured) {
      return finish({ status: 'skipped', lastError: 'No organizer e-mail or phone is configured' });
    }
    const { timeZone } = await getWeddingSettings();
    const message = reminderMessage(event, timeZone, this.channels.adminUrl);
    try {
      await this.sendEmail(reminder, message, mine);
      await this.sendTexts(reminder, message.sms, mine);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const final =
        reminder.attempts >= MAX_ATTEMPTS || (error instanceof SmsSendError && !error.transient);
      this.logger.warn({ reminderId: reminder._id.toString(), err: error }, 'reminder not sent');
      return finish(
        final
          ? { status: 'failed', lastError: reason }
          : {
              status: 'pending',
              lastError: reason,
              nextTryAt: new Date(now.getTime() + retryDelayMs(reminder.attempts)),
            },
      );
    }
    return finish({ status: 'sent', sentAt: new Date() });
  }

  private async sendEmail(
    reminder: CalendarReminderDocument,
    message: { subject: string; text: string },
    mine: Record<string, unknown>,
  ): Promise<void> {
    const { mailer, emails } = this.channels;
    if (!mailer || !emails.length || reminder.emailSent) return;
    await mailer.send({
      to: emails,
      subject: message.subject,
      text: message.text,
      headers: { 'X-Wedding-Reminder': `${reminder._id.toString()}:${reminder.generation}` },
    });
    await CalendarReminderModel.updateOne(mine, { $set: { emailSent: true } });
  }

  private async sendTexts(
    reminder: CalendarReminderDocument,
    body: string,
    mine: Record<string, unknown>,
  ): Promise<void> {
    const { sms, phones, defaultCountry } = this.channels;
    if (!sms) return;
    const done = new Set(reminder.smsSentTo);
    const since = reminder.firstTriedAt ?? new Date(0);
    for (const raw of phones) {
      const to = toE164(raw, defaultCountry);
      if (!to) {
        this.logger.warn({ phone: raw }, 'ORGANIZER_PHONES entry is not a phone number');
        continue;
      }
      if (done.has(to)) continue;
      // A resumed attempt first asks whether the dead process's text went out after all.
      const already = reminder.attempts > 1 ? await sms.findAccepted(to, body, since) : null;
      if (!already) await sms.send(to, body);
      done.add(to);
      await CalendarReminderModel.updateOne(mine, { $set: { smsSentTo: [...done] } });
    }
  }
}
