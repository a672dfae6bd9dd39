import { Router, type CookieOptions, type Request, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { parse as parseCookies } from 'cookie';
import {
  ACCESS_DENIED_MESSAGE,
  LOGIN_RATE_LIMIT,
  ORGANIZER_COOKIE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  organizerApi,
} from '../../../protocol/organizer';
import { DEVICE_HEADER, parseDeviceId, setViewer } from '../../lib/auth/viewer';
import { HttpError } from '../../lib/http/errors';
import { mount } from '../../lib/http/route';
import type { OrganizerAccessService } from './service';

export function readOrganizerToken(cookieHeader: string | undefined): string | undefined {
  return cookieHeader ? parseCookies(cookieHeader)[ORGANIZER_COOKIE] : undefined;
}

/** Resolves who is calling before any route runs. */
export function attachViewer(access: OrganizerAccessService): RequestHandler {
  return async (req, res, next) => {
    const token = readOrganizerToken(req.headers.cookie);
    const expiresAt = await access.resolve(token);
    setViewer(res, { organizer: expiresAt !== null, deviceId: parseDeviceId(req.get(DEVICE_HEADER)) });
    res.locals.organizerExpiresAt = expiresAt;
    next();
  };
}

function cookieOptions(req: Request, expires?: Date): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', ...(expires ? { expires } : {}) };
}

export function organizerAccessRoutes(access: OrganizerAccessService): Router {
  const router = Router();

  router.post(
    organizerApi.login.path,
    rateLimit({
      windowMs: LOGIN_RATE_LIMIT.windowMs,
      limit: LOGIN_RATE_LIMIT.attempts,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      // Successful sign-ins do not use up the allowance of someone who types their password right.
      skipSuccessfulRequests: true,
      handler: (_req, res) => {
        res.status(429).json({ message: TOO_MANY_ATTEMPTS_MESSAGE });
      },
    }),
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
