import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { leaderboardApi, type PodiumState } from '../../../../protocol/leaderboard';
import type { LiveScreenSettings } from '../../../../protocol/live-screen';
import { liveScreenApi } from '../../../../protocol/live-screen';
import { call, queryKeyOf } from '../../../lib/api';
import { useTopic } from '../../../lib/realtime/useTopic';
import { liveScreenKey } from '../../live-wall/useLiveScreen';
import { podiumKey } from '../useLeaderboard';

export const playersKey = queryKeyOf(leaderboardApi.players);
export const roundsKey = queryKeyOf(leaderboardApi.rounds);

/** The organizers' list of players (hidden ones too) and rounds, refreshed as scores land. */
export function useOrganizerLeaderboard() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: playersKey }),
      queryClient.invalidateQueries({ queryKey: roundsKey }),
    ]);
  useTopic(
    'leaderboard',
    {
      'leaderboard:updated': () => void refresh(),
      'leaderboard:podium': (podium) => queryClient.setQueryData<PodiumState>(podiumKey, podium),
    },
    refresh,
  );
  const players = useQuery({ queryKey: playersKey, queryFn: () => call(leaderboardApi.players) });
  const rounds = useQuery({ queryKey: roundsKey, queryFn: () => call(leaderboardApi.rounds) });
  return { players, rounds };
}

export function useRevealPodium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revealed: number | null) =>
      revealed === null
        ? call(leaderboardApi.closePodium)
        : call(leaderboardApi.revealPodium, { body: { revealed } }),
    onSuccess: (podium) => queryClient.setQueryData(podiumKey, podium),
  });
}

export function useNewRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(leaderboardApi.newRound),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: roundsKey }),
        queryClient.invalidateQueries({ queryKey: playersKey }),
        queryClient.invalidateQueries({ queryKey: podiumKey }),
      ]),
  });
}

export function useHidePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      call(leaderboardApi.hidePlayer, { params: { id }, body: { hidden } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playersKey }),
  });
}

export function useSaveLiveScreen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LiveScreenSettings) => call(liveScreenApi.saveSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(liveScreenKey, saved),
  });
}
