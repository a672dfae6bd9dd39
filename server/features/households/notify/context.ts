import { isContentLanguage, type ContentLanguage } from '../../../../protocol/localized';
import type { GuestRecord } from '../../guests/door';
import { getWeddingSettings } from '../../wedding/service';
import { rsvpDeadline } from '../deadline';
import type { MessageContext } from './messages';

/** The wedding's facts every message of a run shares, read once per run. */
export async function messageBase(siteUrl: string | undefined) {
  const [settings, deadline] = await Promise.all([getWeddingSettings(), rsvpDeadline()]);
  return {
    couple: settings.couple.displayName,
    timeZone: settings.timeZone,
    deadline,
    rsvpUrl: siteUrl ? `${siteUrl}/#rsvp` : null,
    defaultLanguage: settings.defaultLanguage,
  };
}

export type MessageBase = Awaited<ReturnType<typeof messageBase>>;

/** The guest's own language, else the wedding's default one. */
export const languageOf = (
  guest: Pick<GuestRecord, 'language'>,
  base: MessageBase,
): ContentLanguage => (isContentLanguage(guest.language) ? guest.language : base.defaultLanguage);

export function contextFor(
  guest: Pick<GuestRecord, 'language' | 'firstName'> | null,
  base: MessageBase,
  language?: ContentLanguage,
): MessageContext {
  return {
    language: language ?? (guest ? languageOf(guest, base) : base.defaultLanguage),
    firstName: guest?.firstName ?? '',
    couple: base.couple,
    timeZone: base.timeZone,
    deadline: base.deadline,
    rsvpUrl: base.rsvpUrl,
  };
}
