import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Fetching a picture an organizer gave as a link, so the site serves its own copy (its CSP names
 * only itself). The server makes the request, so the link must not reach what only the server can:
 * loopback, private networks, link-local (a cloud's metadata service), multicast. Every address a
 * name resolves to is checked where the connection is made, redirects included, so a name that
 * resolves elsewhere the second time (DNS rebinding) is refused too.
 */
export interface RemoteImageOptions {
  /** Tests only (REMOTE_IMAGES_ALLOW_LOOPBACK): a photo host on 127.0.0.1. Never by default. */
  allowLoopback?: boolean;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
}

export type RemoteImageFailure =
  'bad-address' | 'refused-address' | 'unreachable' | 'too-large' | 'not-image';

export class RemoteImageError extends Error {
  constructor(
    message: string,
    readonly reason: RemoteImageFailure,
  ) {
    super(message);
    this.name = 'RemoteImageError';
  }
}

/** A link's picture may be as large as a guest's upload (protocol/gallery.ts). */
export const REMOTE_IMAGE_MAX_BYTES = 10_485_760;
export const REMOTE_IMAGE_TIMEOUT_MS = 10_000;

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/**
 * Whether the server may connect to this address for a link (a photo link, a push endpoint):
 * never one on its own networks (loopback only when a test allows it).
 */
export function mayConnectTo(address: string, allowLoopback: boolean): boolean {
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  if (allowLoopback && LOOPBACK.check(ip, family)) return true;
  return !NOT_PUBLIC.check(ip, family);
}

const refused = () =>
  new RemoteImageError(
    'The link points to an address the server may not fetch.',
    'refused-address',
  );

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** dns.lookup, refusing a name any of whose addresses the server may not reach. */
function checkedLookup(allowLoopback: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      if (addresses.length === 0 || !addresses.every((a) => mayConnectTo(a.address, allowLoopback)))
        return callback(refused() as NodeJS.ErrnoException, '');
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

function request(url: URL, options: Required<RemoteImageOptions>, signal: AbortSignal) {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !mayConnectTo(literal, options.allowLoopback)) throw refused();
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = client.get(url, {
      agent: false,
      signal,
      lookup: checkedLookup(options.allowLoopback) as never,
      headers: { accept: 'image/*', 'user-agent': 'wedding-site photo copier' },
    });
    req.once('response', resolve);
    req.once('error', reject);
  });
}

async function bodyOf(response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new RemoteImageError('The picture at the link is too large.', 'too-large');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The bytes of the picture at `link` (http or https, redirects followed a few times), within the
 * size and time limits. Throws RemoteImageError: the caller words it for the organizer.
 */
export async function fetchRemoteImage(
  link: string,
  options: RemoteImageOptions = {},
): Promise<Buffer> {
  const settings: Required<RemoteImageOptions> = {
    allowLoopback: options.allowLoopback ?? false,
    maxBytes: options.maxBytes ?? REMOTE_IMAGE_MAX_BYTES,
    timeoutMs: options.timeoutMs ?? REMOTE_IMAGE_TIMEOUT_MS,
    maxRedirects: options.maxRedirects ?? 3,
  };
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new RemoteImageError('The link is not a web address.', 'bad-address');
  }
  const signal = AbortSignal.timeout(settings.timeoutMs);
  for (let hop = 0; ; hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new RemoteImageError('The link is not a web address.', 'bad-address');
    let response: http.IncomingMessage;
    try {
      response = await request(url, settings, signal);
    } catch (error) {
      if (error instanceof RemoteImageError) throw error;
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof RemoteImageError) throw cause;
      throw new RemoteImageError('The link could not be reached.', 'unreachable');
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location && hop < settings.maxRedirects) {
      response.resume();
      url = new URL(location, url);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new RemoteImageError(`The link answered ${status}.`, 'unreachable');
    }
    if (!/^image\//i.test(response.headers['content-type'] ?? '')) {
      response.resume();
      throw new RemoteImageError('The link does not lead to a picture.', 'not-image');
    }
    if (Number(response.headers['content-length'] ?? 0) > settings.maxBytes) {
      response.destroy();
      throw new RemoteImageError('The picture at the link is too large.', 'too-large');
    }
    try {
      return await bodyOf(response, settings.maxBytes);
    } catch (error) {
      if (error instanceof RemoteImageError) throw error;
      throw new RemoteImageError('The link could not be reached.', 'unreachable');
    }
  }
}
