import type { Types } from 'mongoose';
import {
  smsBodyIn,
  type AnnouncementTexts,
  type DeliverySummary,
  type RecipientType,
} from '../../../protocol/announcements';
import { isContentLanguage, type ContentLanguage } from '../../../protocol/localized';
import { toE164 } from '../../lib/sms/phone';
import { guestsWithRsvpStatus } from '../guests/door';
import { insertIgnoringDuplicates } from '../../lib/unique-insert';
import { SmsOutboxModel } from './model';

export interface Recipient {
  to: string;
  guestName: string;
  /** The text this guest gets: the announcement in their language (see recipientsOf). */
  body: string;
}

/**
 * Guests with a phone whose RSVP matches; phones in E.164, one message per number (the first
 * guest with a number decides its language). Each message is in its guest's language, else the
 * wedding's default; a language the organizers left empty falls back to the other (smsBodyIn).
 */
export async function recipientsOf(
  announcement: { recipientType: RecipientType } & AnnouncementTexts,
  defaultCountry: string,
  defaultLanguage: ContentLanguage,
): Promise<{ recipients: Recipient[]; invalidPhones: DeliverySummary['invalidPhones'] }> {
  const { recipientType } = announcement;
  const bodies = { en: smsBodyIn(announcement, 'en'), es: smsBodyIn(announcement, 'es') };
  const guests = await guestsWithRsvpStatus(recipientType);
  const byNumber = new Map<string, Recipient>();
  const invalidPhones: DeliverySummary['invalidPhones'] = [];
  for (const guest of guests) {
    const phone = guest.phone?.trim();
    if (!phone) continue;
    const guestName = [guest.firstName, guest.lastName].filter(Boolean).join(' ');
    const to = toE164(phone, defaultCountry);
    if (!to) invalidPhones.push({ guestName, phone });
    else if (!byNumber.has(to)) {
      const language = isContentLanguage(guest.language) ? guest.language : defaultLanguage;
      byNumber.set(to, { to, guestName, body: bodies[language] });
    }
  }
  return { recipients: [...byNumber.values()], invalidPhones };
}

/**
 * Without a provider, every recipient's record in the outbox, queued, in one insert (a record
 * already there, from a resumed delivery, is kept as it is).
 */
export async function writeQueued(
  announcementId: Types.ObjectId,
  recipients: Recipient[],
): Promise<void> {
  const createdAt = new Date();
  await insertIgnoringDuplicates(
    SmsOutboxModel.collection,
    recipients.map(({ to, guestName, body }) => ({
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
