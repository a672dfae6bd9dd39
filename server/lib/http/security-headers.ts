import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { MAP_TILE_ORIGIN } from '../../../protocol/outside-hosts';
import type { Config } from '../../config';

/**
 * Helmet's headers with the site's Content Security Policy. The CSP names the site, its photo
 * store when that is elsewhere (uploads go to the address browsers use for it,
 * S3_PUBLIC_ENDPOINT; photos show from the public URL) and protocol/outside-hosts.ts's few hosts:
 * never any host. Inline scripts run only by their hash (the first screen's boot script).
 */
export function securityHeaders(config: Config, scriptHashes: readonly string[]): RequestHandler {
  const siteOrigin = config.publicUrl ? new URL(config.publicUrl).origin : undefined;
  const photoOrigins = [
    ...new Set(
      [config.s3?.publicEndpoint, config.s3?.publicUrl].flatMap((url) =>
        url ? [new URL(url).origin] : [],
      ),
    ),
  ].filter((origin) => origin !== siteOrigin);
  // 'self' covers the site's own WebSocket in current browsers; the public address names it too.
  const socketOrigins = siteOrigin ? [siteOrigin.replace(/^http/, 'ws')] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'", ...scriptHashes],
        'img-src': ["'self'", 'data:', 'blob:', MAP_TILE_ORIGIN, ...photoOrigins],
        'media-src': ["'self'", 'blob:', ...photoOrigins],
        'connect-src': ["'self'", ...socketOrigins, MAP_TILE_ORIGIN, ...photoOrigins],
        'worker-src': ["'self'", 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        // Guests reach the site over plain http on a LAN or localhost too.
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
