import type { AnnouncementReach, RecipientType } from '../../../protocol/announcements';
import type { ContentLanguage } from '../../../protocol/localized';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { pushPhonesFor } from '../push/door';
import { recipientSegments } from './audience';
import { recipientsOf } from './recipients';

/**
 * Whom an announcement to `recipientType` would reach if sent now, by the same rules its sending
 * follows (audience.ts for the banner, recipients.ts for the texts, the push feature's audience for
 * phones): the dashboard shows it before sending.
 */
export async function reachOf(
  recipientType: RecipientType,
  options: {
    hub: RealtimeHub;
    smsConfigured: boolean;
    defaultCountry: string;
    defaultLanguage: ContentLanguage;
  },
): Promise<AnnouncementReach> {
  const [openPages, pushPhones, texts] = await Promise.all([
    recipientSegments(recipientType).then((segments) =>
      options.hub.countGuestPages('notices', segments),
    ),
    pushPhonesFor(recipientType),
    recipientsOf(
      { recipientType, title: '', message: '' },
      options.defaultCountry,
      options.defaultLanguage,
    ),
  ]);
  return {
    recipientType,
    openPages,
    pushPhones,
    textMessages: texts.recipients.length,
    smsConfigured: options.smsConfigured,
    signedInGuestsOnly: recipientType !== 'all',
  };
}
