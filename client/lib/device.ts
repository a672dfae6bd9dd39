import {
  DEVICE_ISSUE_PATH,
  DEVICE_TOKEN_PATTERN,
  LEGACY_DEVICE_ID_PATTERN,
} from '../../protocol/device-token';
import { randomHex } from './random-id';

const TOKEN_KEY = 'wedding-device-token';
/** The id a phone made for itself before the server issued identities: claimed once, then gone. */
const LEGACY_KEY = 'wedding-device-id';
const CLAIM_NONCE_KEY = 'wedding-device-claim';

/** After a refused or failed request for an identity, how long before asking again. */
const RETRY_AFTER_FAILURE_MS = 5_000;

let heldInMemory: string | undefined;
let pending: Promise<string | undefined> | undefined;
let nextAttemptAt = 0;

function read(key: string): string | undefined {
  try {
    return localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined; // private browsing without storage
  }
}

function write(key: string, value: string | undefined): void {
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Without storage the identity lives as long as the page.
  }
}

/** The identity the server issued to this browser, when it holds one already. */
export function heldDeviceToken(): string | undefined {
  if (heldInMemory) return heldInMemory;
  const stored = read(TOKEN_KEY);
  if (stored && DEVICE_TOKEN_PATTERN.test(stored)) heldInMemory = stored;
  return heldInMemory;
}

async function requestToken(): Promise<string | undefined> {
  const legacy = read(LEGACY_KEY);
  const legacyId = legacy && LEGACY_DEVICE_ID_PATTERN.test(legacy) ? legacy : undefined;
  let claimNonce: string | undefined;
  if (legacyId) {
    // Kept until the answer arrives: a retry after a lost answer is the same claim.
    claimNonce = read(CLAIM_NONCE_KEY) ?? randomHex();
    write(CLAIM_NONCE_KEY, claimNonce);
  }
  try {
    const response = await fetch(DEVICE_ISSUE_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(legacyId ? { legacyId, claimNonce } : {}),
      credentials: 'include',
    });
    const answer: unknown = response.ok ? await response.json() : undefined;
    const token = (answer as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || !DEVICE_TOKEN_PATTERN.test(token)) {
      nextAttemptAt = Date.now() + RETRY_AFTER_FAILURE_MS;
      return undefined;
    }
    heldInMemory = token;
    write(TOKEN_KEY, token);
    write(LEGACY_KEY, undefined);
    write(CLAIM_NONCE_KEY, undefined);
    return token;
  } catch {
    nextAttemptAt = Date.now() + RETRY_AFTER_FAILURE_MS;
    return undefined;
  }
}

/**
 * This browser's device identity, asked of the server the first time (one request however many
 * callers wait). Undefined while the server cannot be reached or refuses: the request then goes
 * without one, as "no device", and a later call asks again.
 */
export function deviceToken(): Promise<string | undefined> {
  const held = heldDeviceToken();
  if (held) return Promise.resolve(held);
  if (Date.now() < nextAttemptAt) return Promise.resolve(undefined);
  pending ??= requestToken().finally(() => {
    pending = undefined;
  });
  return pending;
}

/** The request headers that carry the identity, when there is one. */
export async function deviceHeaders(header: string): Promise<Record<string, string>> {
  const token = await deviceToken();
  return token ? { [header]: token } : {};
}
