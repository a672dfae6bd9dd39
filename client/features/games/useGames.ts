import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  gamesApi,
  type GameSession,
  type PlayerBody,
  type SessionAction,
  type StartGameBody,
} from '../../../protocol/games';
import { call, queryKeyOf } from '../../lib/api';

export const photoChallengesKey = queryKeyOf(gamesApi.photoChallenges);
export const mySessionsKey = queryKeyOf(gamesApi.mySessions);

export function usePhotoChallenges(enabled = true) {
  return useQuery({
    queryKey: photoChallengesKey,
    queryFn: () => call(gamesApi.photoChallenges),
    enabled,
    staleTime: 60_000,
  });
}

export function useSavePlayer() {
  return useMutation({ mutationFn: (body: PlayerBody) => call(gamesApi.savePlayer, { body }) });
}

export function useGenerateBingo() {
  return useMutation({ mutationFn: (body: PlayerBody) => call(gamesApi.generateBingo, { body }) });
}

export function useGenerateTrivia() {
  return useMutation({ mutationFn: (body: PlayerBody) => call(gamesApi.generateTrivia, { body }) });
}

export function useStartCollection() {
  return useMutation({
    mutationFn: (body: StartGameBody) => call(gamesApi.createSession, { body }),
  });
}

/** Sends what the player did; the answer is the session as the server re-scored it. */
export function useSessionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: SessionAction }) =>
      call(gamesApi.updateSession, { params: { id }, body: action }),
    onSuccess: (session: GameSession) => {
      queryClient.setQueryData<GameSession[]>(mySessionsKey, (list) =>
        list?.map((item) => (item.id === session.id ? session : item)),
      );
    },
  });
}
