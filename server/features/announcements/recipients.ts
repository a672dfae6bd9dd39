import type { Types } from 'mongoose';
import type { DeliverySummary, RecipientType } from '../../../protocol/announcements';
import { toE164 } from '../../lib/sms/phone';
import { GuestModel } from '../guests/model';
import { insertIgnoringDuplicates } from '../../lib/unique-insert';
import { SmsOutboxModel } from './model';

export interface Recipient {
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

/**
 * Without a provider, every recipient's record in the outbox, queued, in one insert (a record
 * already there, from a resumed delivery, is kept as it is).
 */
export async function writeQueued(
  announcementId: Types.ObjectId,
  body: string,
  recipients: Recipient[],
): Promise<void> {
  const createdAt = new Date();
  await insertIgnoringDuplicates(
    SmsOutboxModel.collection,
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
