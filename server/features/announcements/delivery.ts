import { Types } from 'mongoose';
import type { DeliverySummary, RecipientType } from '../../../protocol/announcements';
import { smsBodyOf } from '../../../protocol/sms';
import type { Logger } from '../../lib/logger';
import { DEFAULT_RETRY, forEachBounded, withRetry, type RetryPolicy } from '../../lib/sms/dispatch';
import { toE164 } from '../../lib/sms/phone';
import type { SmsProvider } from '../../lib/sms/provider';
import { GuestModel } from '../guests/model';
import { AnnouncementModel, SmsOutboxModel, type AnnouncementDocument } from './model';
import { insertIgnoringDuplicates } from './insert';
import { OutcomeWriter } from './outcome-writer';

export interface DeliveryOptions {
  /** Null: no SMS provider configured; messages stay queued in the outbox. */
  provider: SmsProvider | null;
  defaultCountry: string;
  /** Messages in flight at once. */
  concurrency?: number;
  retry?: RetryPolicy;
  /** How long a claimed delivery belongs to its process before another may resume it. */
  leaseMs?: number;
  logger: Logger;
}

export const DEFAULT_LEASE_MS = 60_000;
const FAILURES_KEPT = 50;

interface Recipient {
  to: string;
  guestName: string;
}

/** Guests with a phone whose RSVP matches; phones in E.164, one message per number. */
export async function recipientsOf(
  recipientType: RecipientType,
  defaultCountry: string,
): Promise<{ recipients: Recipient[]; invalidPhones: DeliverySummary['invalidPhones'] }> {
  const guests = await GuestModel.find(recipientType === 'all' ? {} : { rsvpStatus: recipientType })
    .select({ firstName: 1, lastName: 1, phone: 1 })
    .sort({ _id: 1 })
    .lean<{ firstName: string; lastName?: string; phone?: string }[]>();
  const byNumber = new Map<string, Recipient>();
  const invalidPhones: DeliverySummary['invalidPhones'] = [];
  for (const guest of guests) {
    const phone = guest.phone?.trim();
    if (!phone) continue;
    const guestName = [guest.firstName, guest.lastName].filter(Boolean).join(' ');
    const to = toE164(phone, defaultCountry);
    if (!to) invalidPhones.push({ guestName, phone });
    else if (!byNumber.has(to)) byNumber.set(to, { to, guestName });
  }
  return { recipients: [...byNumber.values()], invalidPhones };
}

/** Without a provider, the outbox: one queued record per recipient for organizers to read. */
async function recordQueued(announcementId: Types.ObjectId, body: string, recipients: Recipient[]) {
  const createdAt = new Date();
  await insertIgnoringDuplicates(
    recipients.map(({ to, guestName }) => ({
      announcementId,
      to,
      guestName,
      body,
      status: 'queued',
      attempts: 0,
      createdAt,
    })),
  );
}

/**
 * Sends the text messages of an announcement this process has claimed (status `sending`) and
 * marks it sent. Safe to run again after a crash: it starts from the delivery records and skips
 * every message already sent or finally failed.
 */
export async function deliver(
  announcement: AnnouncementDocument,
  options: DeliveryOptions,
): Promise<AnnouncementDocument | null> {
  const { provider, logger } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const id = announcement._id;
  const body = smsBodyOf(announcement.title, announcement.message);
  const { recipients, invalidPhones } = await recipientsOf(
    announcement.recipientType as RecipientType,
    options.defaultCountry,
  );
  if (!provider) await recordQueued(id, body, recipients);
  else {
    // A resumed delivery skips every number already decided (sent, or failed for good).
    const existing = await SmsOutboxModel.find({ announcementId: id })
      .select({ to: 1, status: 1 })
      .lean<{ _id: Types.ObjectId; to: string; status: string }[]>();
    const byNumber = new Map(existing.map((record) => [record.to, record]));
    const pending = recipients.flatMap((recipient) => {
      const record = byNumber.get(recipient.to);
      if (record && record.status !== 'queued') return [];
      return [{ ...recipient, ...(record ? { queuedId: record._id } : {}) }];
    });
    let renewedAt = Date.now();
    const outcomes = new OutcomeWriter(id, body);
    const sending = forEachBounded(pending, options.concurrency ?? 10, async (record) => {
      const result = await withRetry(
        () => provider.send(record.to, body),
        options.retry ?? DEFAULT_RETRY,
      );
      outcomes.add(
        record,
        result.ok
          ? { status: 'sent', attempts: result.attempts }
          : { status: 'failed', reason: result.error.reason, attempts: result.attempts },
      );
      if (!result.ok)
        logger.warn(
          { announcementId: id.toString(), reason: result.error.reason },
          'text message failed',
        );
      // Keep the claim while working, so nobody resumes a delivery that is still going.
      if (Date.now() - renewedAt > leaseMs / 3) {
        renewedAt = Date.now();
        await outcomes.flush();
        await AnnouncementModel.updateOne(
          { _id: id, status: 'sending' },
          { $set: { leaseUntil: new Date(renewedAt + leaseMs) } },
        );
      }
    });
    // Whatever happens to the loop, store what the provider already accepted.
    await sending.finally(() => outcomes.flush());
  }

  // Counted from the records themselves, not incremented: exact whatever ran before.
  const [sent, failedRecords] = await Promise.all([
    SmsOutboxModel.countDocuments({ announcementId: id, status: 'sent' }),
    SmsOutboxModel.find({ announcementId: id, status: 'failed' })
      .select({ to: 1, guestName: 1, reason: 1 })
      .sort({ _id: 1 })
      .lean<{ to: string; guestName?: string; reason?: string }[]>(),
  ]);
  const delivery: DeliverySummary = {
    smsConfigured: provider !== null,
    recipients: recipients.length,
    sent,
    failed: failedRecords.length,
    invalidPhones,
    failures: failedRecords.slice(0, FAILURES_KEPT).map((r) => ({
      to: r.to,
      guestName: r.guestName ?? '',
      reason: r.reason ?? '',
    })),
  };
  return AnnouncementModel.findOneAndUpdate(
    { _id: id, status: 'sending' },
    { $set: { status: 'sent', sentCount: sent, delivery, leaseUntil: null } },
    { new: true },
  ).lean<AnnouncementDocument>();
}
