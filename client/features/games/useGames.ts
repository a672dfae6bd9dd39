import type { Translate } from '../../lib/use-strings';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  gameSessionSchema,
  gamesApi,
  type GameLanguage,
  type GameSession,
  type PlayerBody,
  type SessionAction,
  type StartGameBody,
} from '../../../protocol/games';
import { call, queryKeyOf } from '../../lib/api';
import { submit } from '../../lib/outbox/outbox';
import { useOutboxSettled } from '../../lib/outbox/hooks';
import '../../lib/outbox/strings';
import { toast } from '../../lib/ui/use-toast';

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

/** The page's language: boards, questions and seeded challenges are shown in it. */
export function useGameLanguage(): GameLanguage {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage?.startsWith('es') ? 'es' : 'en';
}

/** A new board, written in the page's language. */
export function useGenerateBingo() {
  const language = useGameLanguage();
  return useMutation({
    mutationFn: (body: PlayerBody) => call(gamesApi.generateBingo, { body: { ...body, language } }),
  });
}

/** A new trivia set, written in the page's language. */
export function useGenerateTrivia() {
  const language = useGameLanguage();
  return useMutation({
    mutationFn: (body: PlayerBody) => call(gamesApi.generateTrivia, { body: { ...body, language } }),
  });
}

export function useStartCollection() {
  return useMutation({
    mutationFn: (body: StartGameBody) => call(gamesApi.createSession, { body }),
  });
}

function withSession(queryClient: QueryClient, session: GameSession): void {
  queryClient.setQueryData<GameSession[]>(mySessionsKey, (list) =>
    list?.map((item) => (item.id === session.id ? session : item)),
  );
}

/**
 * Sends what the player did, through the outbox: offline, an answer or a found item waits on this
 * phone (in order) and is scored once sent. A sent answer is the session as the server re-scored it.
 */
export function useSessionAction() {
  const queryClient = useQueryClient();
  useOutboxSettled('game-action', (settled) => {
    if (settled.outcome === 'sent')
      withSession(queryClient, gameSessionSchema.parse(settled.result));
  });
  return useMutation({
    // 'always': React Query would otherwise pause the mutation while offline.
    networkMode: 'always',
    mutationFn: ({ id, action }: { id: string; action: SessionAction }) =>
      submit('game-action', gamesApi.updateSession, { params: { id }, body: action }),
    onSuccess: (answer) => {
      if (answer.status === 'sent') withSession(queryClient, answer.result);
    },
  });
}

/** Tells the player an action waits on this phone, to be sent once back online. */
export function tellKeptOnPhone(t: Translate<'games'>): void {
  toast({ title: t('toast.keptOnPhoneTitle'), description: t('outbox:savedOnPhone') });
}
