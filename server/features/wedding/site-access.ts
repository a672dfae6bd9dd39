import type { RequestHandler } from 'express';
import { INVITE_ONLY_MESSAGE } from '../../../protocol/site-access';
import type { SiteAccessMode } from '../../../protocol/wedding';
import { siteAccessModeSchema } from '../../../protocol/wedding';
import { getViewer } from '../../lib/auth/viewer';
import { forbidden } from '../../lib/http/errors';
import type { RealtimeHub } from '../../lib/realtime/hub';
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
 * hundreds a second), so one read serves them all for a second (RecentRead).
 */
export const cachedSiteAccess = (read: () => Promise<SiteAccessMode> = getSiteAccess) =>
  new RecentRead(read, SITE_ACCESS_MAX_AGE_MS);

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
];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * On an invite-only site, the server refuses every guest write (RSVP, moments, likes, guest book,
 * gifts, ...) from a browser with neither a guest session nor an organizer session. Reads stay
 * public: the gate in the client is what keeps strangers from browsing.
 */
export function requireInvitedGuestForWrites(): RequestHandler {
  return (req, res, next) => {
    const viewer = getViewer(res);
    if (SAFE_METHODS.has(req.method) || viewer.organizer || viewer.guestId) return next();
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
