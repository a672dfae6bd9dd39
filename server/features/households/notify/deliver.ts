import type { ContentLanguage } from '../../../../protocol/localized';
import type { JobContext } from '../../../lib/jobs/runner';
import type { GuestRecord } from '../../guests/door';
import { phoneOf, sendEmail, sendText, type NotifyChannels, type SendResult } from './channels';
import type { ChannelEntry } from './model';

export interface Messages {
  email: { subject: string; text: string };
  sms: string;
  push: { title: string; body: string };
}

export interface Delivery {
  channels: NotifyChannels;
  entries: ChannelEntry[];
  /** The household's members now, by id. */
  guests: Map<string, GuestRecord>;
  /** The messages for a member (null: for a push, worded for its language only). */
  messagesFor: (guest: GuestRecord | null, language?: ContentLanguage) => Messages;
  push: { key: string; topic: string; id: string; url: string };
  /** Set when this job ran before (a crash, a retry): texts are looked up before going again. */
  resumed: { since: Date } | null;
  job: JobContext;
  /** Stores one entry's outcome (and tells the organizers). */
  record: (index: number, result: SendResult) => Promise<void>;
}

/** Sends every entry still queued, one by one, recording each outcome as it is known. */
export async function deliverEntries(delivery: Delivery): Promise<void> {
  const { channels, guests } = delivery;
  for (const [index, entry] of delivery.entries.entries()) {
    if (entry.outcome !== 'queued' || delivery.job.signal.aborted) continue;
    const guest = entry.guestId ? guests.get(entry.guestId) : undefined;
    let result: SendResult;
    if (entry.channel === 'push') {
      result = await sendPush(delivery, entry);
    } else if (!guest) {
      result = { outcome: 'failed', reason: 'no longer in the household' };
    } else if (entry.channel === 'email') {
      result = guest.email
        ? await sendEmail(channels, guest.email, delivery.messagesFor(guest).email)
        : { outcome: 'failed', reason: 'no e-mail' };
    } else {
      const phone = phoneOf(guest.phone, channels.defaultCountry);
      result = phone
        ? await sendText(channels, phone, delivery.messagesFor(guest).sms, delivery.resumed)
        : { outcome: 'failed', reason: 'no phone' };
    }
    await delivery.record(index, result);
  }
}

async function sendPush(delivery: Delivery, entry: ChannelEntry): Promise<SendResult> {
  const { push } = delivery.channels;
  if (!push) return { outcome: 'failed', reason: 'push is not set up' };
  try {
    const counts = await push.send(
      {
        key: delivery.push.key,
        topic: delivery.push.topic,
        guestIds: entry.guestIds ?? [],
        message: (language) => ({
          kind: 'reminder',
          id: delivery.push.id,
          ...delivery.messagesFor(null, language).push,
          url: delivery.push.url,
        }),
      },
      delivery.job,
    );
    return counts.sent > 0
      ? { outcome: 'sent' }
      : {
          outcome: 'failed',
          reason: `${counts.failed + counts.removed} of ${counts.total} failed`,
        };
  } catch (error) {
    // Stopping or taken over: the job runs again and the push resumes where it was.
    if (delivery.job.signal.aborted) throw error;
    delivery.channels.logger.warn({ err: error }, 'RSVP push not sent');
    return { outcome: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}
