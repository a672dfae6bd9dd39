import type { Request, RequestHandler } from 'express';
import { HTTP_MESSAGES } from '../../../protocol/http-messages';
import type { Config } from '../../config';
import { errorBody } from './errors';

export const CROSS_SITE_MESSAGE = HTTP_MESSAGES.crossSite;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value === 'null') return 'null';
  try {
    return new URL(value).origin;
  } catch {
    return 'null';
  }
}

/** Where the request says it came from: the Origin header, else the Referer's origin. */
function requestOrigin(req: Request): string | undefined {
  return originOf(req.get('origin')) ?? originOf(req.get('referer'));
}

/**
 * Refuses writes sent by another site's page (CSRF) on top of SameSite=Lax cookies: a non-GET
 * request whose Origin (or Referer) names a site other than this one gets a 403. Requests with
 * neither header (curl, server-to-server) carry no browser cookies by accident and pass. This
 * site is PUBLIC_URL or the host the request was sent to; in development, the Vite dev server
 * on a loopback address (it proxies /api with its own origin).
 */
export function refuseCrossSiteWrites(config: Pick<Config, 'publicUrl' | 'env'>): RequestHandler {
  const publicOrigin = originOf(config.publicUrl);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = requestOrigin(req);
    if (origin === undefined) return next();
    const own = new Set([`${req.protocol}://${req.get('host')}`]);
    if (publicOrigin) own.add(publicOrigin);
    if (own.has(origin)) return next();
    if (
      config.env === 'development' &&
      origin !== 'null' &&
      LOOPBACK.has(new URL(origin).hostname)
    ) {
      return next();
    }
    res.status(403).json(errorBody(CROSS_SITE_MESSAGE));
  };
}
