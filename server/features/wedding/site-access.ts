import { Router, type RequestHandler } from 'express';
import type { NamedEndpoint } from '../../../protocol/contract';
import type { Topic } from '../../../protocol/events';
import type { Endpoint } from '../../../protocol/http';
import { INVITE_ONLY_MESSAGE } from '../../../protocol/site-access';
import type { SiteAccessMode } from '../../../protocol/wedding';
import { siteAccessModeSchema } from '../../../protocol/wedding';
import { getViewer, type Viewer } from '../../lib/auth/viewer';
import { forbidden } from '../../lib/http/errors';
import type { RealtimeHub, SocketData, TopicGate } from '../../lib/realtime/hub';
import { RecentRead } from '../../lib/recent-read';
import {
  OPEN_TO_STRANGERS,
  PROJECTOR_READS,
  PROJECTOR_TOPICS,
  STRANGER_TOPICS,
} from './invite-only-policy';
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
 * Writes that stay open on an invite-only site: signing in and out, a device identity (the
 * sign-in's own limits key on it), and the links of the update e-mails (confirming and unsubscribing work without signing in).
 */
const ALWAYS_OPEN = [
  '/api/guest-auth',
  '/api/device',
  '/api/admin/session',
  '/api/newsletter/confirm',
  '/api/newsletter/unsubscribe',
  // A projector link's screen trading its token for the projector cookie.
  '/api/projector-session',
];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Invited guests and organizers see everything their session allows, whatever the mode. */
const invited = (viewer: Pick<Viewer, 'organizer' | 'guestId'>) =>
  viewer.organizer || Boolean(viewer.guestId);

/**
 * On an invite-only site, the server refuses every guest write (RSVP, moments, likes, guest book,
 * gifts, ...) from a browser with neither a guest session nor an organizer session (reads:
 * requireInvitedGuestForReads).
 */
export function requireInvitedGuestForWrites(): RequestHandler {
  return (req, res, next) => {
    const viewer = getViewer(res);
    if (SAFE_METHODS.has(req.method) || invited(viewer)) return next();
    const path = req.originalUrl.split('?')[0];
    if (ALWAYS_OPEN.includes(path)) return next();
    gateSiteAccess
      .get()
      .then(
        (mode) => next(mode === 'invite-only' ? forbidden(INVITE_ONLY_MESSAGE) : undefined),
        next,
      );
  };
}

/**
 * On an invite-only site, a stranger reads only what invite-only-policy.ts opens to them (the
 * welcome, signing in, the basic facts); a projector link's screen also the wall's and the
 * leaderboard's data. Every other public read of the contract answers 403. Organizer reads have
 * their own guard (organizer-guard.ts).
 */
export function requireInvitedGuestForReads(endpoints: readonly NamedEndpoint[]): Router {
  const router = Router();
  const open = new Set<Endpoint>(OPEN_TO_STRANGERS);
  const projector = new Set<Endpoint>(PROJECTOR_READS);
  for (const { endpoint } of endpoints) {
    if (endpoint.access !== 'public' || endpoint.method !== 'GET' || open.has(endpoint)) continue;
    router.get(endpoint.path, (_req, res, next) => {
      const viewer = getViewer(res);
      if (invited(viewer) || (viewer.projectorLinkId && projector.has(endpoint))) return next();
      gateSiteAccess
        .get()
        .then(
          (mode) => next(mode === 'invite-only' ? forbidden(INVITE_ONLY_MESSAGE) : undefined),
          next,
        );
    });
  }
  return router;
}

/** The same rule for live topics: a stranger on an invite-only site follows only the settings. */
export const inviteOnlyTopicGate: TopicGate = async (topic: Topic, socket: SocketData) => {
  if (invited(socket)) return undefined;
  const allowed = socket.projectorLinkId ? PROJECTOR_TOPICS : STRANGER_TOPICS;
  if (allowed.includes(topic)) return undefined;
  return (await gateSiteAccess.get()) === 'invite-only' ? INVITE_ONLY_MESSAGE : undefined;
};
