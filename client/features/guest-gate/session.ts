import { useSyncExternalStore } from 'react';
import type { GuestSession } from '../../../protocol/guest-session';
import { GUEST_STORAGE_KEY } from '../../lib/storage-keys';

export { GUEST_STORAGE_KEY };

type Listener = () => void;
const listeners = new Set<Listener>();
let current: GuestSession | null | undefined;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Some privacy modes refuse access to storage altogether.
    return undefined;
  }
}

function discardStored(): null {
  try {
    storage()?.removeItem(GUEST_STORAGE_KEY);
  } catch {
    // Nothing stored to remove.
  }
  return null;
}

/**
 * Reads the stored guest for the gate's first decision. Only the shape the first screen relies on
 * is checked here, so that it needs no schema library; `verifyStoredSession` then holds the value to
 * the protocol's schema and removes it when it is not a valid session.
 */
function readStored(): GuestSession | null {
  const raw = storage()?.getItem(GUEST_STORAGE_KEY);
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return discardStored();
  }
  const firstName = (value as { firstName?: unknown } | null)?.firstName;
  if (typeof firstName !== 'string' || !firstName.trim()) return discardStored();
  verification = verifyStoredSession(value);
  return value as GuestSession;
}

let verification: Promise<void> | undefined;

/** Holds the stored session to the protocol's schema; a value that fails is removed, not trusted. */
async function verifyStoredSession(value: unknown): Promise<void> {
  const { guestSessionSchema } = await import('../../../protocol/guest-session');
  // A value read again meanwhile (another tab) has its own check; this one only judges its own.
  if (guestSessionSchema.safeParse(value).success || current !== value) return;
  discardStored();
  current = null;
  emit();
}

/** Resolves once the stored session has been checked against the schema; for tests. */
export function storedSessionVerified(): Promise<void> {
  return verification ?? Promise.resolve();
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** The signed-in guest on this device, or null. */
export function getGuestSession(): GuestSession | null {
  if (current === undefined) current = readStored();
  return current;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes this tab too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== GUEST_STORAGE_KEY) return;
    current = readStored();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useGuestSession(): GuestSession | null {
  return useSyncExternalStore(subscribe, getGuestSession, () => null);
}

/**
 * Saves a guest session (see `signIn` in ./sign-in). When the browser refuses to store it, the
 * guest still gets in for this visit.
 */
export function saveGuestSession(session: GuestSession): GuestSession {
  try {
    storage()?.setItem(GUEST_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage full or refused: keep the session in memory only.
  }
  current = session;
  emit();
  return session;
}

export function signOut(): void {
  discardStored();
  current = null;
  emit();
}

/** Forgets the in-memory copy so the next read comes from storage; for tests. */
export function resetGuestSessionCache(): void {
  current = undefined;
  verification = undefined;
}
