import type { Types } from 'mongoose';
import type { DeliverySummary, RecipientType } from '../../../protocol/announcements';
import type { ContentLanguage } from '../../../protocol/localized';
import type { DomainEvents } from '../../lib/domain-events';
import type { Logger } from '../../lib/logger';
import { channelsOf } from './present';
import { DEFAULT_RETRY, forEachBounded, withRetry, type RetryPolicy } from '../../lib/sms/dispatch';
import { SmsSendError, type SmsProvider } from '../../lib/sms/provider';
import { ClaimingQueue } from './claiming-queue';
import { AnnouncementModel, SmsOutboxModel, type AnnouncementDocument } from './model';
import { OutcomeWriter, type OutcomeRecipient } from './outcome-writer';
import { recipientsOf, writeQueued, type Recipient } from './recipients';
import { claimSends, readClaims } from './send-log';

export interface DeliveryOptions {
  /** Null: no SMS provider configured; messages stay queued in the outbox. */
  provider: SmsProvider | null;
  defaultCountry: string;
  /** Messages in flight at once. */
  concurrency?: number;
  retry?: RetryPolicy;
  /**
   * How long a delivery's job belongs to its process without a renewal before another may resume
   * it (the job runner renews it every third of that while the delivery runs).
   */
  leaseMs?: number;
  logger: Logger;
  /** Told 'announcement.sent' when a delivery starts (e-mail to subscribers listens). */
  events?: DomainEvents;
  /** The wedding's default language: the text of a guest who never chose one. */
  defaultLanguage: () => Promise<ContentLanguage>;
}

export const DEFAULT_LEASE_MS = 30_000;
const FAILURES_KEPT = 50;
/** Messages claimed in one insert. */
const CLAIM_BATCH = 50;
/**
 * How much earlier than its claim a message is looked for at the provider: Twilio's dates are to
 * the second, and the two clocks differ a little.
 */
const LOOKUP_SLACK_MS = 60_000;

type Pending = OutcomeRecipient;

/**
 * Sends one message, retrying transient failures with backoff. When an attempt may have been
 * accepted without its answer reaching us (a reset or timed-out connection), the provider is asked
 * before the next attempt, so a retry never texts twice. `undecided` when it cannot tell whether
 * the message went out (the last attempt was such a one): it stays claimed without a record, for a
 * resumed delivery to look up.
 */
async function sendOnce(provider: SmsProvider, to: string, body: string, policy: RetryPolicy) {
  let uncertainSince: Date | undefined;
  const result = await withRetry(async () => {
    if (uncertainSince) {
      const found = await provider.findAccepted(to, body, uncertainSince);
      if (found) return found;
    }
    const startedAt = Date.now();
    try {
      return await provider.send(to, body);
    } catch (error) {
      if (error instanceof SmsSendError && error.maybeAccepted)
        uncertainSince ??= new Date(startedAt - LOOKUP_SLACK_MS);
      throw error;
    }
  }, policy);
  if (!result.ok && result.error.maybeAccepted) return { ...result, undecided: true as const };
  return { ...result, undecided: false as const };
}

/**
 * Sends the announcement to every recipient without a delivery record, exactly once: each message
 * is claimed in the send log before the provider sees it; one claimed earlier but never answered
 * (its process died) is looked up at the provider and only sent if the provider does not have it.
 * Answers whether every message is now decided (sent or failed).
 */
async function sendToRecipients(
  announcementId: Types.ObjectId,
  recipients: Recipient[],
  provider: SmsProvider,
  signal: AbortSignal,
  options: DeliveryOptions,
): Promise<boolean> {
  const { logger } = options;
  const concurrency = options.concurrency ?? 10;
  const retry = options.retry ?? DEFAULT_RETRY;
  const [records, claims] = await Promise.all([
    SmsOutboxModel.find({ announcementId })
      .select({ to: 1, status: 1 })
      .lean<{ _id: Types.ObjectId; to: string; status: string }[]>(),
    readClaims(announcementId),
  ]);
  const recordOf = new Map(records.map((record) => [record.to, record]));
  const fresh: Pending[] = [];
  const unknown: (Pending & { claimedAt: Date })[] = [];
  for (const recipient of recipients) {
    const record = recordOf.get(recipient.to);
    // Decided already: sent, or failed for good.
    if (record && record.status !== 'queued') continue;
    const pending = { ...recipient, ...(record ? { queuedId: record._id } : {}) };
    const claim = claims.get(recipient.to);
    // The claimed text, not today's: the guest may have switched language since it went out.
    if (claim)
      unknown.push({ ...pending, body: claim.body ?? pending.body, claimedAt: claim.claimedAt });
    else fresh.push(pending);
  }
  const outcomes = new OutcomeWriter(announcementId);
  let undecided = 0;
  const context = { announcementId: announcementId.toString() };

  // Handed to the provider by a process that died before it heard back: ask before resending.
  const resend: Pending[] = [];
  await forEachBounded(unknown, concurrency, async (pending) => {
    const since = new Date(pending.claimedAt.getTime() - LOOKUP_SLACK_MS);
    const found = await withRetry(
      () => provider.findAccepted(pending.to, pending.body, since),
      retry,
    );
    if (!found.ok) {
      undecided += 1;
      logger.warn({ ...context, reason: found.error.reason }, 'text message lookup failed');
    } else if (found.value) outcomes.add(pending, { status: 'sent', ...found.value });
    else resend.push(pending);
  });
  if (unknown.length)
    logger.warn(
      { ...context, unknown: unknown.length, resent: resend.length },
      'text messages of an interrupted delivery looked up at the provider',
    );

  const queue = new ClaimingQueue(resend, fresh, (batch) => claimSends(announcementId, batch), {
    batch: CLAIM_BATCH,
    ahead: CLAIM_BATCH,
    stopped: () => signal.aborted,
  });
  const lane = async () => {
    for (let pending = await queue.next(); pending; pending = await queue.next()) {
      const result = await sendOnce(provider, pending.to, pending.body, retry);
      if (result.ok)
        outcomes.add(pending, {
          status: 'sent',
          providerId: result.value.providerId,
          attempts: result.attempts,
        });
      else if (result.undecided) undecided += 1;
      else
        outcomes.add(pending, {
          status: 'failed',
          reason: result.error.reason,
          attempts: result.attempts,
        });
      if (!result.ok)
        logger.warn({ ...context, reason: result.error.reason }, 'text message failed');
    }
  };
  const sending = Promise.all(Array.from({ length: concurrency }, lane));
  // Whatever happens to the lanes, store what the provider already answered.
  await sending.finally(() => outcomes.flush());
  return undecided === 0 && queue.takenElsewhere === 0 && !signal.aborted;
}

/**
 * Sends the text messages of an announcement whose delivery job this process runs (status
 * `sending`) and marks it sent. Safe to run again after a crash: it starts from the delivery
 * records and the send log, and texts no one twice. Without a provider, it writes every message
 * to the outbox, queued. Answers null when it did not finish: the job was taken over or the process
 * is stopping (`signal`), or some messages are undecided (the job runs again later).
 * `only`: a retry of these recipients (their failed records reset to queued) instead of the
 * announcement's audience.
 */
export async function deliver(
  announcement: AnnouncementDocument,
  options: DeliveryOptions,
  signal: AbortSignal,
  only?: Recipient[],
): Promise<AnnouncementDocument | null> {
  const { provider } = options;
  const id = announcement._id;
  // Text messages not chosen for this announcement: nobody is texted, the summary says none.
  if (!channelsOf(announcement).includes('sms')) only = [];
  // A retry sends to exactly the numbers it was given (those that failed), never to a guest
  // added since; the rest of the summary stays what the first delivery found.
  const earlier = announcement.delivery;
  const { recipients, invalidPhones } = only
    ? {
        recipients: only,
        invalidPhones: (earlier?.invalidPhones ?? []).map((p) => ({
          guestName: p.guestName ?? '',
          phone: p.phone ?? '',
        })),
      }
    : await recipientsOf(
        { ...announcement, recipientType: announcement.recipientType as RecipientType },
        options.defaultCountry,
        await options.defaultLanguage(),
      );
  if (!provider) await writeQueued(id, recipients);
  else if (!(await sendToRecipients(id, recipients, provider, signal, options))) return null;
  if (signal.aborted && signal.reason === 'lost') return null;

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
    recipients: only ? (earlier?.recipients ?? recipients.length) : recipients.length,
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
