import { createHmac, randomBytes } from 'node:crypto';
import type { CookieOptions, Request } from 'express';
import { parse as parseCookies } from 'cookie';

/**
 * Session cookies, the same way for organizers and guests: the browser holds a random token, the
 * database only its HMAC under the server's session secret, so a leaked database opens no session.
 */
export class SessionTokens {
  constructor(private readonly secret: () => string) {}

  /** A fresh, unguessable token for a cookie. */
  create(): string {
    return randomBytes(32).toString('base64url');
  }

  /** What is stored in place of the token. */
  hash(token: string): string {
    return createHmac('sha256', this.secret()).update(token).digest('base64url');
  }
}

/**
 * httpOnly and SameSite=Lax: scripts cannot read it and other sites' forms do not carry it.
 * Secure whenever the site is served over https: the request came in over TLS (or a trusted
 * proxy says it did, X-Forwarded-Proto), or PUBLIC_URL is an https address.
 */
export function sessionCookieOptions(req: Request, expires?: Date): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure || req.app.locals.httpsPublicUrl === true,
    path: '/',
    ...(expires ? { expires } : {}),
  };
}

export function readCookie(cookieHeader: string | undefined, name: string): string | undefined {
  return cookieHeader ? parseCookies(cookieHeader)[name] : undefined;
}

export const daysFromNow = (days: number, now = Date.now()) =>
  new Date(now + days * 24 * 60 * 60 * 1000);
