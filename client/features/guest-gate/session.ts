import { useSyncExternalStore } from 'react';
import {
  createGuestSession,
  guestSessionSchema,
  type GuestSession,
} from '../../../protocol/guest-session';

/** localStorage key of the device's guest session. */
export const GUEST_STORAGE_KEY = 'wedding-guest';

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

/** Reads the stored guest; a value that is not a valid session is removed, not trusted. */
function readStored(): GuestSession | null {
  const store = storage();
  const raw = store?.getItem(GUEST_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = guestSessionSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: discarded below.
  }
  store?.removeItem(GUEST_STORAGE_KEY);
  return null;
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
 * Creates and saves the guest session for a first name. Throws when the name is blank. When the
 * browser refuses to store it, the guest still gets in for this visit.
 */
export function signIn(firstName: string): GuestSession {
  const session = createGuestSession(firstName);
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
  try {
    storage()?.removeItem(GUEST_STORAGE_KEY);
  } catch {
    // Nothing stored to remove.
  }
  current = null;
  emit();
}

/** Forgets the in-memory copy so the next read comes from storage; for tests. */
export function resetGuestSessionCache(): void {
  current = undefined;
}
