import { Router, type Request } from 'express';
import { rateLimit, type Options } from 'express-rate-limit';
import {
  GUEST_COOKIE,
  GUEST_SIGN_IN_RATE_LIMIT,
  SIGN_IN_FAILED_MESSAGE,
  guestAuthApi,
} from '../../../protocol/guests';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../../../protocol/organizer';
import { readCookie, sessionCookieOptions } from '../../lib/auth/session-token';
import { HttpError } from '../../lib/http/errors';
import { mount } from '../../lib/http/route';
import type { GuestAuthService } from './service';

export function readGuestToken(cookieHeader: string | undefined): string | undefined {
  return readCookie(cookieHeader, GUEST_COOKIE);
}

/** The code as the server compares it, so 'abc' and 'ABC ' share one allowance. */
function codeKey(req: Request): string {
  const code: unknown = (req.body as { inviteCode?: unknown } | undefined)?.inviteCode;
  return typeof code === 'string' ? code.trim().toUpperCase().slice(0, 64) : '';
}

const failedSignIns = (limit: number, extra: Partial<Options> = {}) =>
  rateLimit({
    windowMs: GUEST_SIGN_IN_RATE_LIMIT.windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // Only failures count: a household signing in one phone after another is never held back.
    skipSuccessfulRequests: true,
    handler: (_req, res) => {
      res.status(429).json({ message: TOO_MANY_ATTEMPTS_MESSAGE });
    },
    ...extra,
  });

export function guestAuthRoutes(auth: GuestAuthService): Router {
  const router = Router();

  router.post(guestAuthApi.signIn.path, failedSignIns(GUEST_SIGN_IN_RATE_LIMIT.perAddress));
  router.post(
    guestAuthApi.signIn.path,
    failedSignIns(GUEST_SIGN_IN_RATE_LIMIT.perCode, {
      identifier: 'guest-sign-in-per-code',
      keyGenerator: (req) => `code:${codeKey(req)}`,
      skip: (req) => codeKey(req) === '',
    }),
  );

  mount(router, guestAuthApi.signIn, async ({ body, req, res }) => {
    const signedIn = await auth.signIn(body.identifier, body.inviteCode, body.identifierType);
    if (!signedIn) throw new HttpError(401, SIGN_IN_FAILED_MESSAGE);
    res.cookie(GUEST_COOKIE, signedIn.token, sessionCookieOptions(req, signedIn.expiresAt));
    return { success: true as const, guest: signedIn.guest };
  });

  mount(router, guestAuthApi.session, async ({ viewer }) => ({
    guest: await auth.profile(viewer.guestId),
  }));

  mount(router, guestAuthApi.signOut, async ({ req, res }) => {
    await auth.signOut(readGuestToken(req.headers.cookie));
    res.clearCookie(GUEST_COOKIE, sessionCookieOptions(req));
    return { guest: null };
  });

  return router;
}
