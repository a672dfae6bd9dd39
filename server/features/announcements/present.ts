import type {
  Announcement,
  AnnouncementStatus,
  PublicAnnouncement,
  RecipientType,
  SmsOutboxEntry,
} from '../../../protocol/announcements';
import { DEFAULT_ANNOUNCEMENT_CHANNELS, type AnnouncementChannel } from '../../../protocol/push';
import type { AnnouncementDocument, SmsOutboxDocument } from './model';

/** Announcements stored before channels could be chosen went to the banner and by text. */
export const channelsOf = (doc: AnnouncementDocument): AnnouncementChannel[] =>
  doc.channels?.length ? (doc.channels as AnnouncementChannel[]) : DEFAULT_ANNOUNCEMENT_CHANNELS;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** Announcements stored before statuses existed read as draft or sent from their sentAt. */
function statusOf(doc: AnnouncementDocument): AnnouncementStatus {
  return (doc.status as AnnouncementStatus | undefined) ?? (doc.sentAt ? 'sent' : 'draft');
}

/** The announcement's id and words in both languages ('' where it has none). */
const idAndTexts = (doc: AnnouncementDocument) => ({
  id: doc._id.toString(),
  title: doc.title ?? '',
  titleEs: doc.titleEs ?? '',
  message: doc.message ?? '',
  messageEs: doc.messageEs ?? '',
});

export function presentAnnouncement(doc: AnnouncementDocument): Announcement {
  const delivery = doc.delivery;
  return {
    ...idAndTexts(doc),
    recipientType: doc.recipientType as RecipientType,
    channels: channelsOf(doc),
    status: statusOf(doc),
    scheduledFor: iso(doc.scheduledFor),
    sentAt: iso(doc.sentAt),
    sentCount: doc.sentCount ?? 0,
    delivery: delivery
      ? {
          smsConfigured: delivery.smsConfigured,
          recipients: delivery.recipients,
          sent: delivery.sent,
          failed: delivery.failed,
          invalidPhones: delivery.invalidPhones.map(({ guestName, phone }) => ({
            guestName: guestName ?? '',
            phone: phone ?? '',
          })),
          failures: delivery.failures.map(({ to, guestName, reason }) => ({
            to: to ?? '',
            guestName: guestName ?? '',
            reason: reason ?? '',
          })),
        }
      : null,
    createdAt: doc.createdAt.toISOString(),
  };
}

/** Only what a guest reads: no recipient type, counts or delivery details. */
export function presentPublicAnnouncement(doc: AnnouncementDocument): PublicAnnouncement {
  return {
    ...idAndTexts(doc),
    sentAt: (doc.sentAt ?? doc.createdAt).toISOString(),
  };
}

export function presentOutboxEntry(doc: SmsOutboxDocument): SmsOutboxEntry {
  return {
    id: doc._id.toString(),
    to: doc.to,
    guestName: doc.guestName ?? '',
    body: doc.body,
    announcementId: doc.announcementId.toString(),
    status: doc.status as SmsOutboxEntry['status'],
    ...(doc.reason ? { reason: doc.reason } : {}),
    createdAt: doc.createdAt.toISOString(),
  };
}
