import { Router } from 'express';
import { ACCESS_DENIED_MESSAGE, ORGANIZER_COOKIE, organizerApi } from '../../../protocol/organizer';
import { readCookie, sessionCookieOptions as cookieOptions } from '../../lib/auth/session-token';
import { HttpError } from '../../lib/http/errors';
import { mount } from '../../lib/http/route';
import type { OrganizerAccessService } from './service';

export function readOrganizerToken(cookieHeader: string | undefined): string | undefined {
  return readCookie(cookieHeader, ORGANIZER_COOKIE);
}

export function organizerAccessRoutes(access: OrganizerAccessService): Router {
  const router = Router();

  mount(router, organizerApi.login, async ({ body, req, res }) => {
    const session = await access.login(body.password);
    if (!session) throw new HttpError(401, ACCESS_DENIED_MESSAGE);
    res.cookie(ORGANIZER_COOKIE, session.token, cookieOptions(req, session.expiresAt));
    return { organizer: true, expiresAt: session.expiresAt.toISOString() };
  });

  mount(router, organizerApi.session, ({ viewer }) =>
    viewer.organizerExpiresAt
      ? { organizer: true, expiresAt: viewer.organizerExpiresAt.toISOString() }
      : { organizer: false },
  );

  mount(router, organizerApi.logout, async ({ req, res }) => {
    await access.logout(readOrganizerToken(req.headers.cookie));
    res.clearCookie(ORGANIZER_COOKIE, cookieOptions(req));
    return { organizer: false };
  });

  return router;
}
