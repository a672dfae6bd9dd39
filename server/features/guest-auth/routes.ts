import { Router } from 'express';
import type { DomainEvents } from '../../lib/domain-events';
import { GUEST_COOKIE, SIGN_IN_FAILED_MESSAGE, guestAuthApi } from '../../../protocol/guests';
import { readCookie, sessionCookieOptions } from '../../lib/auth/session-token';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../../protocol/http';
import { HttpError, unauthorized } from '../../lib/http/errors';
import { mount } from '../../lib/http/route';
import type { GuestAuthService } from './service';

export function readGuestToken(cookieHeader: string | undefined): string | undefined {
  return readCookie(cookieHeader, GUEST_COOKIE);
}

export function guestAuthRoutes(auth: GuestAuthService, events?: DomainEvents): Router {
  const router = Router();

  mount(router, guestAuthApi.signIn, async ({ body, req, res }) => {
    const signedIn = await auth.signIn(body.identifier, body.inviteCode, body.identifierType);
    if (!signedIn) throw new HttpError(401, SIGN_IN_FAILED_MESSAGE);
    res.cookie(GUEST_COOKIE, signedIn.token, sessionCookieOptions(req, signedIn.expiresAt));
    return { success: true as const, guest: signedIn.guest };
  });

  mount(router, guestAuthApi.session, async ({ viewer }) => ({
    guest: await auth.profile(viewer.guestId),
  }));

  // A guest's own record: an organizer (who passes 'signed-in') has none to store it in.
  mount(router, guestAuthApi.setLanguage, async ({ viewer, body }) => {
    if (!viewer.guestId || !(await auth.setLanguage(viewer.guestId, body.language)))
      throw unauthorized(SIGN_IN_REQUIRED_MESSAGE);
    return { language: body.language };
  });

  mount(router, guestAuthApi.signOut, async ({ req, res, viewer }) => {
    await auth.signOut(readGuestToken(req.headers.cookie));
    // What the guest left on this phone in their name (push subscriptions) goes with them.
    if (viewer.guestId)
      await events?.emit('guest.signed-out', {
        guestId: viewer.guestId,
        deviceId: viewer.deviceId,
      });
    res.clearCookie(GUEST_COOKIE, sessionCookieOptions(req));
    return { guest: null };
  });

  return router;
}
