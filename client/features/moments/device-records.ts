import { useSyncExternalStore } from 'react';

/**
 * What this device remembers about moments, in localStorage: the delete token the server handed
 * back for each moment shared here (the server keeps only its hash, so it cannot be recovered),
 * and the moments liked here (so the heart stays filled after a reload).
 */
const TOKENS_KEY = 'wedding-moment-tokens';
const LIKES_KEY = 'wedding-moment-likes';
/** Bounded, so a phone used all evening never fills its storage; the oldest are forgotten first. */
const MAX_ENTRIES = 500;

type Records = { tokens: Record<string, string>; likes: string[] };

const listeners = new Set<() => void>();
let records: Records | undefined;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function read<T>(key: string, valid: (value: unknown) => value is T, fallback: T): T {
  try {
    const raw = storage()?.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : fallback;
    return valid(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

const isTokenMap = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((token) => typeof token === 'string');
const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

function current(): Records {
  return (records ??= {
    tokens: read(TOKENS_KEY, isTokenMap, {}),
    likes: read(LIKES_KEY, isIdList, []),
  });
}

function save(next: Records): void {
  records = next;
  try {
    storage()?.setItem(TOKENS_KEY, JSON.stringify(next.tokens));
    storage()?.setItem(LIKES_KEY, JSON.stringify(next.likes));
  } catch {
    // Storage full or refused: remembered for this visit only.
  }
  for (const listener of listeners) listener();
}

export function authorTokenFor(id: string): string | undefined {
  return current().tokens[id];
}

export function rememberAuthorToken(id: string, token: string): void {
  const entries = Object.entries({ ...current().tokens, [id]: token }).slice(-MAX_ENTRIES);
  save({ ...current(), tokens: Object.fromEntries(entries) });
}

export function rememberLiked(id: string): void {
  if (current().likes.includes(id)) return;
  save({ ...current(), likes: [...current().likes, id].slice(-MAX_ENTRIES) });
}

/** Forgets a deleted moment. */
export function forgetMoment(id: string): void {
  const { [id]: _removed, ...tokens } = current().tokens;
  save({ tokens, likes: current().likes.filter((liked) => liked !== id) });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== TOKENS_KEY && event.key !== LIKES_KEY) return;
    records = undefined;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The device's records, re-rendering when they change (here or in another tab). */
export function useDeviceRecords(): Records {
  return useSyncExternalStore(subscribe, current, current);
}

/** Forgets the in-memory copy so the next read comes from storage; for tests. */
export function resetDeviceRecordsCache(): void {
  records = undefined;
}
