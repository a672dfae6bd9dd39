import type { Topic } from '../../../protocol/events';
import { INVITE_ONLY_MESSAGE } from '../../../protocol/site-access';
import { topicOpenness } from '../../../protocol/topics';
import type { SiteAccessMode } from '../../../protocol/wedding';
import { siteAccessModeSchema } from '../../../protocol/wedding';
import { passesInviteOnly } from '../../lib/auth/invite-only';
import type { RealtimeHub, SocketData, TopicGate } from '../../lib/realtime/hub';
import { RecentRead } from '../../lib/recent-read';
import { WEDDING_SETTINGS_ID, WeddingSettingsModel } from './model';
import { getWeddingSettings } from './service';

export async function getSiteAccess(): Promise<SiteAccessMode> {
  const stored = await WeddingSettingsModel.findById(WEDDING_SETTINGS_ID, { siteAccess: 1 }).lean();
  const parsed = siteAccessModeSchema.safeParse(
    (stored as { siteAccess?: unknown } | null)?.siteAccess,
  );
  return parsed.success ? parsed.data : 'open';
}

/** How long this process trusts the mode it read: another process's switch applies within it. */
export const SITE_ACCESS_MAX_AGE_MS = 1_000;

/**
 * The mode as the write gate sees it. Every anonymous write asks (a reception's games make
 * hundreds a second), so one read serves them all for a second (RecentRead). The second is split:
 * trusted for half, then refreshed ahead for the other half, so a steady stream of writes never
 * waits for that read and a switch elsewhere still applies within the second.
 */
export const cachedSiteAccess = (read: () => Promise<SiteAccessMode> = getSiteAccess) =>
  new RecentRead(read, SITE_ACCESS_MAX_AGE_MS / 2, SITE_ACCESS_MAX_AGE_MS / 2);

const gateSiteAccess = cachedSiteAccess();

/** Changes the site's access; open pages learn it at once (their gate follows the setting). */
export async function setSiteAccess(
  mode: SiteAccessMode,
  hub: RealtimeHub,
): Promise<SiteAccessMode> {
  await getWeddingSettings(); // seeds the document if it went missing
  await WeddingSettingsModel.updateOne(
    { _id: WEDDING_SETTINGS_ID },
    { $set: { siteAccess: mode } },
  );
  gateSiteAccess.set(mode);
  hub.publish('wedding', 'wedding:updated', await getWeddingSettings());
  if (mode === 'invite-only') await hub.leaveRefusedTopics(inviteOnlyTopicGate);
  return mode;
}

/**
 * Whether the site is invite-only now, as `mount`'s gate asks on every stranger's call to an
 * endpoint that does not declare itself open (protocol/endpoint.ts, `openOnInviteOnlySite`).
 */
export const siteIsInviteOnly = async () => (await gateSiteAccess.get()) === 'invite-only';

/**
 * The same rule for live topics (protocol/topics.ts declares which stay open): a stranger on an
 * invite-only site follows only the settings, a projector link's screen also the wall's topics.
 */
export const inviteOnlyTopicGate: TopicGate = async (topic: Topic, socket: SocketData) => {
  if (passesInviteOnly(topicOpenness(topic), socket)) return undefined;
  return (await siteIsInviteOnly()) ? INVITE_ONLY_MESSAGE : undefined;
};
