import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  LEADERBOARD_FALLBACK_POLL_MS,
  LIVE_LEADERBOARD_FALLBACK_POLL_MS,
  leaderboardApi,
  type LeaderboardResponse,
  type LeaderboardUpdate,
  type PodiumState,
} from '../../../protocol/leaderboard';
import { call, queryKeyOf } from '../../lib/api';
import { useConnectionStatus, useFallbackPolling } from '../../lib/realtime/connection';
import { useTopic } from '../../lib/realtime/useTopic';
import { LIVE_VIEW, applyUpdate, type LeaderboardView } from './leaderboard-cache';

const [LIST_PATH] = queryKeyOf(leaderboardApi.leaderboard);
export const liveLeaderboardKey = queryKeyOf(leaderboardApi.liveLeaderboard);
export const podiumKey = queryKeyOf(leaderboardApi.podium);

export const leaderboardKey = (view: LeaderboardView) =>
  [LIST_PATH, view.sortBy, view.gameType ?? 'all', view.limit] as const;

function viewOfKey(key: QueryKey): LeaderboardView | undefined {
  if (key[0] === liveLeaderboardKey[0] && key.length === 1) return LIVE_VIEW;
  if (key[0] !== LIST_PATH || key.length !== 4) return undefined;
  const [, sortBy, gameType, limit] = key as unknown as [
    string,
    LeaderboardView['sortBy'],
    string,
    number,
  ];
  return {
    sortBy,
    gameType: gameType === 'all' ? undefined : (gameType as LeaderboardView['gameType']),
    limit,
  };
}

const isLeaderboardKey = (key: QueryKey) => viewOfKey(key) !== undefined;

/** Views a push could not rebuild are refetched together, at most once a second. */
const REFETCH_DEBOUNCE_MS = 1000;
const pendingRefetch = new WeakMap<
  QueryClient,
  { keys: Map<string, QueryKey>; timer: ReturnType<typeof setTimeout> }
>();

function refetchSoon(queryClient: QueryClient, key: QueryKey): void {
  let pending = pendingRefetch.get(queryClient);
  if (!pending) {
    const keys = new Map<string, QueryKey>();
    const timer = setTimeout(() => {
      pendingRefetch.delete(queryClient);
      for (const queryKey of keys.values())
        void queryClient.invalidateQueries({ queryKey, exact: true });
    }, REFETCH_DEBOUNCE_MS);
    pending = { keys, timer };
    pendingRefetch.set(queryClient, pending);
  }
  pending.keys.set(JSON.stringify(key), key);
}

/** Writes one push into every cached leaderboard view; views it cannot rebuild are refetched. */
export function applyPushToCache(queryClient: QueryClient, update: LeaderboardUpdate): void {
  for (const [key, current] of queryClient.getQueriesData<LeaderboardResponse>({
    predicate: (query) => isLeaderboardKey(query.queryKey),
  })) {
    const view = viewOfKey(key)!;
    const { data, exact } = applyUpdate(current, update, view);
    if (data && data !== current) queryClient.setQueryData(key, data);
    if (!exact) refetchSoon(queryClient, key);
  }
  // The live view is always kept, even before anyone asked for it: the projector opens on it.
  if (!queryClient.getQueryData(liveLeaderboardKey)) {
    const { data } = applyUpdate(undefined, update, LIVE_VIEW);
    if (data) queryClient.setQueryData(liveLeaderboardKey, data);
  }
}

/**
 * Keeps every leaderboard view and the podium live while mounted; when missed pushes cannot be
 * replayed, everything is refetched.
 */
export function useLiveLeaderboardPushes(onUpdate?: (update: LeaderboardUpdate) => void): void {
  const queryClient = useQueryClient();
  useTopic(
    'leaderboard',
    {
      'leaderboard:updated': (update) => {
        applyPushToCache(queryClient, update);
        onUpdate?.(update);
      },
      'leaderboard:podium': (podium) => queryClient.setQueryData<PodiumState>(podiumKey, podium),
    },
    () =>
      Promise.all([
        queryClient.invalidateQueries({ predicate: (query) => isLeaderboardKey(query.queryKey) }),
        queryClient.invalidateQueries({ queryKey: podiumKey }),
      ]),
  );
  // Opened while the server was down: load what failed as soon as the connection is up.
  const status = useConnectionStatus();
  useEffect(() => {
    if (status === 'connected')
      void queryClient.refetchQueries({
        predicate: (query) =>
          query.state.status === 'error' &&
          (isLeaderboardKey(query.queryKey) || query.queryKey[0] === podiumKey[0]),
      });
  }, [status, queryClient]);
}

/** The home card's view; polled every 30 s only while the live connection is down. */
export function useLeaderboard(view: LeaderboardView) {
  return useQuery({
    queryKey: leaderboardKey(view),
    queryFn: () =>
      call(leaderboardApi.leaderboard, {
        query: { sortBy: view.sortBy, gameType: view.gameType ?? 'all', limit: view.limit },
      }),
    placeholderData: (previous) => previous,
    refetchInterval: useFallbackPolling(LEADERBOARD_FALLBACK_POLL_MS),
  });
}

/** The projector's top ten; polled every 10 s only while the live connection is down. */
export function useLiveLeaderboard() {
  return useQuery({
    queryKey: liveLeaderboardKey,
    queryFn: () => call(leaderboardApi.liveLeaderboard),
    refetchInterval: useFallbackPolling(LIVE_LEADERBOARD_FALLBACK_POLL_MS),
    retry: 3,
  });
}

export function usePodium() {
  return useQuery({
    queryKey: podiumKey,
    queryFn: () => call(leaderboardApi.podium),
    refetchInterval: useFallbackPolling(LIVE_LEADERBOARD_FALLBACK_POLL_MS),
    retry: 3,
  });
}
