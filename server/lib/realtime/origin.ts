import type { IncomingMessage } from 'node:http';
import { CROSS_SITE_SOCKET_MESSAGE } from '../../../protocol/events';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host || undefined;
  } catch {
    return undefined; // 'null' (a sandboxed page, a file) or garbage
  }
}

/**
 * Whether a socket's page is this site's own: its Origin is PUBLIC_URL's when that is set, else
 * names the host the request was sent to. A browser always sends Origin with a WebSocket, so a
 * request without one is no page (a test client, a server); it carries no browser cookie by
 * accident and passes, as writes without Origin do (same-origin.ts). In development the Vite
 * dev server on a loopback address passes too (it proxies /socket.io with the page's Origin).
 */
export function socketOriginCheck(site: {
  publicUrl?: string;
  env: string;
}): (request: IncomingMessage) => string | undefined {
  const publicOrigin = site.publicUrl ? new URL(site.publicUrl).origin : undefined;
  return (request) => {
    const origin = request.headers.origin;
    if (origin === undefined) return undefined;
    const host = hostOf(origin);
    if (host !== undefined) {
      if (publicOrigin ? origin === publicOrigin : host === request.headers.host) return undefined;
      if (site.env === 'development' && LOOPBACK.has(new URL(origin).hostname)) return undefined;
    }
    return CROSS_SITE_SOCKET_MESSAGE;
  };
}
