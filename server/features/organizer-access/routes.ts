import { Router, type RequestHandler } from 'express';
import { ACCESS_DENIED_MESSAGE, ORGANIZER_COOKIE, organizerApi } from '../../../protocol/organizer';
import type { DeviceTokens } from '../../lib/auth/device-token';
import { readCookie, sessionCookieOptions as cookieOptions } from '../../lib/auth/session-token';
import { DEVICE_HEADER, setViewer } from '../../lib/auth/viewer';
import { HttpError } from '../../lib/http/errors';
import { appLimit } from '../../lib/http/rate-limit';
import { mount } from '../../lib/http/route';
import type { OrganizerAccessService } from './service';

export function readOrganizerToken(cookieHeader: string | undefined): string | undefined {
  return readCookie(cookieHeader, ORGANIZER_COOKIE);
}

/** Finds the signed-in guest's id from the request's cookies (the guest-auth feature owns how). */
export type GuestResolver = (cookieHeader: string | undefined) => Promise<string | undefined>;

/** Resolves who is calling before any route runs. */
export function attachViewer(
  access: OrganizerAccessService,
  resolveGuest: GuestResolver,
  devices: DeviceTokens,
): RequestHandler {
  return async (req, res, next) => {
    const token = readOrganizerToken(req.headers.cookie);
    const [expiresAt, guestId] = await Promise.all([
      access.resolve(token),
      resolveGuest(req.headers.cookie),
    ]);
    const device = devices.verify(req.get(DEVICE_HEADER));
    setViewer(res, {
      organizer: expiresAt !== null,
      ...(device
        ? {
            deviceId: device.id,
            deviceKey: devices.keyOf(device.id),
            deviceIssuedAt: device.issuedAt,
          }
        : {}),
      ...(guestId ? { guestId } : {}),
    });
    res.locals.organizerExpiresAt = expiresAt;
    next();
  };
}

export function organizerAccessRoutes(access: OrganizerAccessService): Router {
  const router = Router();

  router.post(
    organizerApi.login.path,
    appLimit((limits) => limits.organizerLogin),
  );

  mount(router, organizerApi.login, async ({ body, req, res }) => {
    const session = await access.login(body.password);
    if (!session) throw new HttpError(401, ACCESS_DENIED_MESSAGE);
    res.cookie(ORGANIZER_COOKIE, session.token, cookieOptions(req, session.expiresAt));
    return { organizer: true, expiresAt: session.expiresAt.toISOString() };
  });

  mount(router, organizerApi.session, ({ res }) => {
    const expiresAt = res.locals.organizerExpiresAt as Date | null;
    return expiresAt ? { organizer: true, expiresAt: expiresAt.toISOString() } : { organizer: false };
  });

  mount(router, organizerApi.logout, async ({ req, res }) => {
    await access.logout(readOrganizerToken(req.headers.cookie));
    res.clearCookie(ORGANIZER_COOKIE, cookieOptions(req));
    return { organizer: false };
  });

  return router;
}
