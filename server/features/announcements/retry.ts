import type { Types } from 'mongoose';
import { claim, resumeKey } from './claims';
import {
  AnnouncementModel,
  SmsOutboxModel,
  SmsSendModel,
  type AnnouncementDocument,
} from './model';
import type { Recipient } from './recipients';

/**
 * Takes a sent announcement back for a retry of its failed text messages: answers the claimed
 * announcement (status `sending`, its lease held) and the recipients to text again, or null when
 * there is nothing to do — nothing failed, or another retry or delivery holds it. The claim is the
 * same one a stalled delivery's takeover uses, so of a double click, two organizers or a resuming
 * process exactly one goes on.
 */
export async function claimRetry(
  sent: AnnouncementDocument,
  leaseMs: number,
): Promise<{ claimed: AnnouncementDocument; recipients: Recipient[] } | null> {
  const announcementId = sent._id;
  const failed = await SmsOutboxModel.find({ announcementId, status: 'failed' })
    .select({ to: 1, guestName: 1, body: 1 })
    .sort({ _id: 1 })
    .lean<{ to: string; guestName?: string; body: string }[]>();
  if (failed.length === 0) return null;
  const attempt = (sent.resumes ?? 0) + 1;
  if (!(await claim(resumeKey(announcementId.toString(), attempt)))) return null;
  const claimed = await AnnouncementModel.findOneAndUpdate(
    { _id: announcementId, status: 'sent' },
    {
      $set: {
        status: 'sending',
        resumes: attempt,
        leaseUntil: new Date(Date.now() + leaseMs),
      },
    },
    { new: true },
  ).lean<AnnouncementDocument>();
  if (!claimed) return null;
  await reopen(
    announcementId,
    failed.map((record) => record.to),
  );
  return {
    claimed,
    // The same text again, in the language it was first sent in.
    recipients: failed.map(({ to, guestName, body }) => ({ to, guestName: guestName ?? '', body })),
  };
}

/**
 * A failed message becomes undecided again: its record queued (the delivery updates it in place)
 * and its send-log claim dropped, so the delivery sends it as a fresh one rather than asking the
 * provider about a message it refused.
 */
async function reopen(announcementId: Types.ObjectId, numbers: string[]): Promise<void> {
  await SmsOutboxModel.updateMany(
    { announcementId, status: 'failed', to: { $in: numbers } },
    { $set: { status: 'queued' }, $unset: { reason: 1 } },
  );
  await SmsSendModel.deleteMany({ announcementId, to: { $in: numbers } });
}
