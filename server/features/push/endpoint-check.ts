import dns from 'node:dns/promises';
import { isIP } from 'node:net';
import { mayConnectTo } from '../../lib/images/remote-image';

/**
 * Whether the server may send to this push endpoint: every address its host resolves to is a
 * public one (never loopback, private, link-local or multicast: a subscription must not make the
 * server call into its own network). `allowLoopback` (PUSH_ALLOW_LOOPBACK_ENDPOINTS, tests only)
 * lets a push service on this machine (127.0.0.1, ::1) through. A host that does not resolve is refused too.
 */
export async function endpointAllowed(endpoint: string, allowLoopback: boolean): Promise<boolean> {
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '');
  const allowed = (address: string) => mayConnectTo(address, allowLoopback);
  if (isIP(host)) return allowed(host);
  try {
    const addresses = await dns.lookup(host, { all: true });
    return addresses.length > 0 && addresses.every((a) => allowed(a.address));
  } catch {
    return false;
  }
}

/**
 * endpointAllowed, asked once per host: a delivery to a thousand phones on two push services looks
 * two names up, not a thousand (Node's lookups share four threads).
 */
export function endpointCheckPerHost(allowLoopback: boolean) {
  const byHost = new Map<string, Promise<boolean>>();
  return (endpoint: string): Promise<boolean> => {
    const host = new URL(endpoint).host;
    let answer = byHost.get(host);
    if (!answer) {
      answer = endpointAllowed(endpoint, allowLoopback);
      byHost.set(host, answer);
    }
    return answer;
  };
}
