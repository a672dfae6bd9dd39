import { useSyncExternalStore } from 'react';
import { savedPlayerSchema, type SavedPlayer } from '../../../protocol/games';

/** Spec §9: the device's player lives under this local storage key. */
export const PLAYER_STORAGE_KEY = 'wedding-game-player';

const listeners = new Set<() => void>();
let current: SavedPlayer | null | undefined;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function readStored(): SavedPlayer | null {
  const raw = storage()?.getItem(PLAYER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = savedPlayerSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: treated as no saved player (spec: a failed load is only logged).
  }
  console.warn('Ignoring an unreadable saved game player');
  return null;
}

export function getSavedPlayer(): SavedPlayer | null {
  if (current === undefined) current = readStored();
  return current;
}

function set(player: SavedPlayer | null): void {
  current = player;
  if (player) storage()?.setItem(PLAYER_STORAGE_KEY, JSON.stringify(player));
  else storage()?.removeItem(PLAYER_STORAGE_KEY);
  for (const listener of listeners) listener();
}

export const savePlayerLocally = (player: SavedPlayer) => set(player);
export const clearSavedPlayer = () => set(null);

/** Tests start each case from what localStorage holds. */
export function resetSavedPlayerCache(): void {
  current = undefined;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSavedPlayer(): SavedPlayer | null {
  return useSyncExternalStore(subscribe, getSavedPlayer, () => null);
}
