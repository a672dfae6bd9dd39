import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  quizApi,
  type QuizAnswered,
  type QuizHostActionBody,
  type QuizRoster,
} from '../../../protocol/quiz';
import { ApiError, call, queryKeyOf } from '../../lib/api';
import { useTopic } from '../../lib/realtime/useTopic';
import { applyQuizState, liveQuizKey } from '../quiz/useLiveQuiz';

export const hostSessionKey = queryKeyOf(quizApi.hostSession);
export const hostQuizzesKey = queryKeyOf(quizApi.hostQuizzes);
const [ROSTER_PATH] = queryKeyOf(quizApi.roster);
/** A run's roster: kept per run, so a new run never shows the last one's players. */
export const rosterKey = (runId: string) => [ROSTER_PATH, runId] as const;
/** The last `quiz:answered` push (no read answers it: it is counted live). */
export const answeredKey = ['quiz-host', 'answered'] as const;

/** Whether this browser may host: an organizer, or a host link's session. */
export function useHostSession() {
  return useQuery({
    queryKey: hostSessionKey,
    queryFn: () => call(quizApi.hostSession),
    retry: 2,
  });
}

export function useHostQuizzes(enabled: boolean) {
  return useQuery({
    queryKey: hostQuizzesKey,
    queryFn: () => call(quizApi.hostQuizzes),
    enabled,
    retry: 2,
  });
}

/**
 * Who joined the run (the count is exact), for the lobby. A read that crossed a push may be older
 * than it: players only join, so the larger count is the newer.
 */
export function useRoster(runId: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: rosterKey(runId ?? ''),
    queryFn: async () => {
      const fresh = await call(quizApi.roster);
      const held = queryClient.getQueryData<QuizRoster | null>(rosterKey(runId ?? ''));
      return held && fresh && held.runId === fresh.runId && held.count > fresh.count ? held : fresh;
    },
    enabled: runId !== undefined,
    retry: 2,
  });
}

/** How many answered the question open, as last pushed (null before any push). */
export function useAnswered(): QuizAnswered | null {
  return (
    useQuery<QuizAnswered | null>({
      queryKey: answeredKey,
      queryFn: () => null,
      // Nothing to read: only pushes fill it.
      enabled: false,
    }).data ?? null
  );
}

/** The shared screens' topic: joins and how many answered the question open. */
export function useQuizScreenPushes(): void {
  const queryClient = useQueryClient();
  useTopic(
    'quiz-screen',
    {
      'quiz:roster': (roster) =>
        queryClient.setQueryData<QuizRoster | null>(rosterKey(roster.runId), roster),
      'quiz:answered': (answered) => queryClient.setQueryData<QuizAnswered>(answeredKey, answered),
    },
    () => queryClient.refetchQueries({ queryKey: [ROSTER_PATH] }),
  );
}

/** The host's answers the run's state at once; a refused one (409: moved on) reads it again. */
export function useHostAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizHostActionBody) => call(quizApi.hostAction, { body }),
    onSuccess: (live) => {
      applyQuizState(queryClient, live);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.refetchQueries({ queryKey: liveQuizKey });
    },
  });
}

/** Trades a host link's token for the host session (a cookie), then says who this browser is. */
export function useOpenHostSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(quizApi.openHostSession, { body: { token } }),
    onSuccess: (session) => queryClient.setQueryData(hostSessionKey, session),
  });
}
