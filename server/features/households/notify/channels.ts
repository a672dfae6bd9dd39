import type { Logger } from '../../../lib/logger';
import type { Mailer } from '../../../lib/mail/mailer';
import { DEFAULT_RETRY, withRetry, type RetryPolicy } from '../../../lib/sms/dispatch';
import { toE164 } from '../../../lib/sms/phone';
import type { SmsProvider } from '../../../lib/sms/provider';
import type { GuestPusher } from '../../push/door';
import type { ChannelEntry, Outcome } from './model';

/** How a confirmation or a reminder reaches people: each channel null where it is not set up. */
export interface NotifyChannels {
  mailer: Mailer | null;
  sms: SmsProvider | null;
  /** Numbers written without a country code are this country's (SMS_DEFAULT_COUNTRY). */
  defaultCountry: string;
  push: GuestPusher | null;
  /** PUBLIC_URL: where the RSVP is answered, in the messages; absent, the messages name the site. */
  siteUrl?: string;
  logger: Logger;
  /** Transient text-message failures: tries and waits (tests shorten them). */
  smsRetry?: RetryPolicy;
}

/** 'a***@mail.com': enough for an organizer to tell addresses apart, not to copy one. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** '••• 4321'. */
export function maskPhone(e164: string): string {
  return `••• ${e164.slice(-4)}`;
}

export const phoneOf = (raw: string | null | undefined, defaultCountry: string) =>
  raw ? toE164(raw, defaultCountry) : null;

export interface Contact {
  id: string;
  email?: string | null;
  phone?: string | null;
}

/** The e-mail and text entries for these people, by what is configured and what they have. */
export function contactEntries(channels: NotifyChannels, people: Contact[]): ChannelEntry[] {
  const entries: ChannelEntry[] = [];
  for (const person of people) {
    if (channels.mailer && person.email)
      entries.push(entry('email', person.id, maskEmail(person.email)));
    const phone = phoneOf(person.phone, channels.defaultCountry);
    if (channels.sms && phone) entries.push(entry('sms', person.id, maskPhone(phone)));
  }
  return entries;
}

function entry(channel: ChannelEntry['channel'], guestId: string, to: string): ChannelEntry {
  return { channel, guestId, to, outcome: 'queued' };
}

/** One push entry for the phones of these people: `to` is how many phones. */
export function pushEntry(
  channels: NotifyChannels,
  devices: Map<string, number>,
  guestIds: string[],
): ChannelEntry[] {
  const reached = guestIds.filter((id) => (devices.get(id) ?? 0) > 0);
  const count = reached.reduce((sum, id) => sum + (devices.get(id) ?? 0), 0);
  if (!channels.push || count === 0) return [];
  return [
    { channel: 'push', guestId: null, guestIds: reached, to: String(count), outcome: 'queued' },
  ];
}

export type SendResult = { outcome: Exclude<Outcome, 'queued'>; reason?: string };

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function sendEmail(
  channels: NotifyChannels,
  to: string,
  message: { subject: string; text: string },
): Promise<SendResult> {
  if (!channels.mailer) return { outcome: 'failed', reason: 'mail is not configured' };
  try {
    await channels.mailer.send({ to, subject: message.subject, text: message.text });
    return { outcome: 'sent' };
  } catch (error) {
    channels.logger.warn({ err: error }, 'RSVP mail not sent');
    return { outcome: 'failed', reason: reasonOf(error) };
  }
}

/**
 * A text, retried when the failure is transient. A job run again after a crash (`resumed`) first
 * asks the provider whether the text went out, so it is never sent twice.
 */
export async function sendText(
  channels: NotifyChannels,
  to: string,
  body: string,
  resumed: { since: Date } | null,
): Promise<SendResult> {
  const { sms } = channels;
  if (!sms) return { outcome: 'failed', reason: 'SMS is not configured' };
  if (resumed && (await sms.findAccepted(to, body, resumed.since).catch(() => null)))
    return { outcome: 'sent' };
  const result = await withRetry(() => sms.send(to, body), channels.smsRetry ?? DEFAULT_RETRY);
  if (result.ok) return { outcome: 'sent' };
  channels.logger.warn({ reason: result.error.reason }, 'RSVP text not sent');
  return { outcome: 'failed', reason: result.error.reason };
}
