import { Types } from 'mongoose';
import type { AnnouncementTexts, RecipientType } from '../../../protocol/announcements';
import { isContentLanguage, pickVersion, type ContentLanguage } from '../../../protocol/localized';
import type { PushPayload } from '../../../protocol/push';
import { insertEach } from '../../lib/unique-insert';
import { guestsByIds, guestsWithRsvpStatus } from '../guests/door';
import {
  PushDeliveryModel,
  PushSubscriptionModel,
  type PushDeliveryDocument,
  type PushSubscriptionDocument,
} from './model';

/** Push services take 4096 bytes encrypted; the payload's JSON stays well inside them. */
const PAYLOAD_MAX_BYTES = 3000;

export interface AnnouncementToPush {
  announcementId: string;
  recipientType: RecipientType;
  texts: AnnouncementTexts;
}

/** The payload as JSON, its body cut (at a character) so it fits a push. */
export function fittedPayload(payload: PushPayload): string {
  const chars = [...payload.body];
  let json = JSON.stringify(payload);
  // Each character is at least a byte: dropping as many as the bytes over (and room for the
  // ellipsis) always shortens it.
  for (let keep = chars.length; Buffer.byteLength(json) > PAYLOAD_MAX_BYTES;) {
    keep = Math.max(0, keep - (Buffer.byteLength(json) - PAYLOAD_MAX_BYTES) - 3);
    payload = { ...payload, body: `${chars.slice(0, keep).join('')}…` };
    json = JSON.stringify(payload);
  }
  return json;
}

/** The text a phone shows of an announcement. */
export function payloadIn(announcement: AnnouncementToPush, language: ContentLanguage): string {
  const { texts } = announcement;
  return fittedPayload({
    kind: 'announcement',
    id: announcement.announcementId,
    title: pickVersion(texts.title, texts.titleEs, language).text,
    body: pickVersion(texts.message, texts.messageEs, language).text,
    url: '/',
  });
}

/**
 * The subscriptions an announcement goes to, by the rules of its other channels: every phone for
 * 'all'; for an RSVP status, the phones of signed-in guests whose RSVP has it now.
 */
export async function subscriptionsFor(recipientType: RecipientType) {
  if (recipientType === 'all')
    return PushSubscriptionModel.find().lean<PushSubscriptionDocument[]>();
  const guests = await guestsWithRsvpStatus(recipientType);
  return PushSubscriptionModel.find({
    guestId: { $in: guests.map((guest) => guest._id.toString()) },
  }).lean<PushSubscriptionDocument[]>();
}

/**
 * Writes one delivery record per subscription under `key` (an announcement's id, or a reminder's),
 * each with the payload in its guest's language (else the page's when it subscribed, else the
 * wedding's default). Records already there (a resumed delivery) are kept as they are. Answers the
 * records when this call wrote them all (the delivery sends them without reading them back), else
 * undefined (the stored ones are read).
 */
export async function planDeliveries(
  key: string,
  subscriptions: PushSubscriptionDocument[],
  payloadOf: (language: ContentLanguage) => string,
  defaultLanguage: ContentLanguage,
): Promise<PushDeliveryDocument[] | undefined> {
  const guestIds = [...new Set(subscriptions.flatMap((s) => (s.guestId ? [s.guestId] : [])))];
  const guests = guestIds.length ? await guestsByIds(guestIds) : [];
  const guestLanguage = new Map(guests.map((g) => [g._id.toString(), g.language]));
  const payloads = { en: payloadOf('en'), es: payloadOf('es') };
  const languageOf = (s: PushSubscriptionDocument): ContentLanguage => {
    const spoken = s.guestId ? guestLanguage.get(s.guestId) : undefined;
    if (isContentLanguage(spoken)) return spoken;
    return isContentLanguage(s.language) ? s.language : defaultLanguage;
  };
  const createdAt = new Date();
  const records: PushDeliveryDocument[] = subscriptions.map((s) => ({
    _id: new Types.ObjectId(),
    announcementId: key,
    subscriptionId: s._id,
    endpoint: s.endpoint,
    p256dh: s.p256dh,
    auth: s.auth,
    payload: payloads[languageOf(s)],
    createdAt,
  }));
  const inserted = await insertEach(PushDeliveryModel.collection, records);
  return inserted.every(Boolean) ? records : undefined;
}

/** An announcement's delivery records, to the subscriptions its audience has now. */
export async function planAnnouncement(
  announcement: AnnouncementToPush,
  defaultLanguage: ContentLanguage,
): Promise<PushDeliveryDocument[] | undefined> {
  return planDeliveries(
    announcement.announcementId,
    await subscriptionsFor(announcement.recipientType),
    (language) => payloadIn(announcement, language),
    defaultLanguage,
  );
}
