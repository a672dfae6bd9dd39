import { PUSH_TTL_SECONDS } from '../../../protocol/push';
import { endpointAllowed } from './endpoint-check';
import type { VapidKeys } from './vapid';
import { loadWebPush } from './web-push';

/** What a push service made of one push. */
export type PushOutcome =
  | { status: 'sent'; attempts: number }
  | { status: 'removed'; attempts: number; reason: string }
  | { status: 'failed'; attempts: number; reason: string };

export interface SenderOptions {
  vapid: VapidKeys;
  subject: string;
  allowLoopback: boolean;
  /** Tries of one push answered 429, 5xx or not at all (default 4). */
  maxAttempts?: number;
  /** The wait after the first of those; doubled after each (default 1 s, at most 30 s). */
  backoffMs?: number;
  signal?: AbortSignal;
  /**
   * Whether the endpoint may be called (default: endpointAllowed, asked each time); a delivery
   * passes one that asks once per host.
   */
  allowed?: (endpoint: string) => Promise<boolean>;
  /**
   * The VAPID Authorization header for the endpoint's push service (default: signed for this
   * push); a delivery passes vapidAuthorizations, which signs once per push service.
   */
  authorization?: (endpoint: string) => string;
}

type WebPush = Awaited<ReturnType<typeof loadWebPush>>;

/** How long a VAPID JWT is valid (RFC 8292 allows at most 24 hours; web-push's default). */
const VAPID_JWT_SECONDS = 12 * 60 * 60;
/** A JWT with less than this left is signed again. */
const VAPID_RENEW_SECONDS = 60 * 60;

/**
 * The VAPID Authorization header (RFC 8292) for each push service, signed once per push service
 * (the endpoint's origin, the JWT's audience) and reused until an hour before it expires, where
 * web-push left to itself signs a new one for every push: the ES256 signature (and the key's
 * conversion to PEM before it) is about three quarters of the CPU web-push spends on a push.
 */
export function vapidAuthorizations(
  webpush: WebPush,
  vapid: VapidKeys,
  subject: string,
  nowSeconds = () => Math.floor(Date.now() / 1000),
): (endpoint: string) => string {
  const byAudience = new Map<string, { header: string; expires: number }>();
  return (endpoint) => {
    const audience = new URL(endpoint).origin;
    const now = nowSeconds();
    let signed = byAudience.get(audience);
    if (!signed || signed.expires - now < VAPID_RENEW_SECONDS) {
      const expires = now + VAPID_JWT_SECONDS;
      const { publicKey, privateKey } = vapid;
      const headers = webpush.getVapidHeaders(
        audience,
        subject,
        publicKey,
        privateKey,
        'aes128gcm',
        expires,
      );
      signed = { header: headers.Authorization, expires };
      byAudience.set(audience, signed);
    }
    return signed.header;
  };
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: string;
  /** Names the push at the push service: a repeat replaces one not yet delivered. */
  topic: string;
  /** How long the push service keeps it for a phone that is off (default PUSH_TTL_SECONDS). */
  ttlSeconds?: number;
}

/** How long one request to a push service may take. */
export const REQUEST_TIMEOUT_MS = 15_000;
const MAX_BACKOFF_MS = 30_000;

const statusOf = (error: unknown) => (error as { statusCode?: number }).statusCode;

/** A push service's Retry-After (seconds), when it sent one. */
function retryAfterMs(error: unknown): number | undefined {
  const headers = (error as { headers?: Record<string, string> }).headers;
  const seconds = Number(headers?.['retry-after']);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Sends one push, encrypted for the subscription's keys (aes128gcm), urgency high, kept by the
 * push service for an hour unless the target says otherwise. 404 and 410 mean the phone unsubscribed: `removed`. 429, 5xx and a
 * push service that does not answer are tried again with backoff; any other answer is `failed`.
 * The endpoint's addresses are checked again here: its host may resolve elsewhere since.
 */
export async function sendPush(target: PushTarget, options: SenderOptions): Promise<PushOutcome> {
  const maxAttempts = options.maxAttempts ?? 4;
  let backoff = options.backoffMs ?? 1_000;
  const allowed = options.allowed ?? ((url) => endpointAllowed(url, options.allowLoopback));
  if (!(await allowed(target.endpoint)))
    return { status: 'failed', attempts: 0, reason: 'refused address' };
  const webpush = await loadWebPush();
  const authorization =
    options.authorization ?? vapidAuthorizations(webpush, options.vapid, options.subject);
  let reason = '';
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        target.payload,
        {
          // Signed here, not by web-push: without vapidDetails (and nothing set globally with
          // setVapidDetails) it adds no Authorization of its own.
          headers: { Authorization: authorization(target.endpoint) },
          TTL: target.ttlSeconds ?? PUSH_TTL_SECONDS,
          urgency: 'high',
          topic: target.topic,
          contentEncoding: 'aes128gcm',
          timeout: REQUEST_TIMEOUT_MS,
        },
      );
      return { status: 'sent', attempts: attempt };
    } catch (error) {
      const status = statusOf(error);
      reason = status ? `HTTP ${status}` : error instanceof Error ? error.message : String(error);
      if (status === 404 || status === 410) return { status: 'removed', attempts: attempt, reason };
      const retryable = status === undefined || status === 429 || status >= 500;
      if (!retryable || attempt === maxAttempts || options.signal?.aborted)
        return { status: 'failed', attempts: attempt, reason };
      await wait(Math.min(MAX_BACKOFF_MS, retryAfterMs(error) ?? backoff), options.signal);
      backoff *= 2;
    }
  }
  return { status: 'failed', attempts: maxAttempts, reason };
}
