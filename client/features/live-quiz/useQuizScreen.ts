import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { quizApi, type QuizAnswered, type QuizLive, type QuizRoster } from '../../../protocol/quiz';
import { call, queryKeyOf } from '../../lib/api';
import { useFallbackPolling } from '../../lib/realtime/connection';
import { useTopic } from '../../lib/realtime/useTopic';
import { withServerOffset, type QuizLiveView } from './server-clock';

/** The projector's own key: its cached value carries the server offset as well. */
export const quizScreenLiveKey = ['live-quiz', ...queryKeyOf(quizApi.live)];
export const quizScreenRosterKey = queryKeyOf(quizApi.roster);
const FALLBACK_POLL_MS = 15_000;

/**
 * Keeps the newer of two views of the run: an answer that was on its way while a push arrived must
 * not take the screen back a question. Another run (or none) always replaces it.
 */
function newer(current: QuizLiveView | undefined, incoming: QuizLiveView): QuizLiveView {
  const [was, now] = [current?.run, incoming.run];
  if (current && was && now && was.id === now.id && now.revision < was.revision) return current;
  return incoming;
}

function storeLive(queryClient: QueryClient, live: QuizLive): void {
  queryClient.setQueryData<QuizLiveView>(quizScreenLiveKey, (current) =>
    newer(current, withServerOffset(live)),
  );
}

/** The live run (null when none is open), read once and then replaced by every `quiz:state`. */
export function useQuizLive() {
  const queryClient = useQueryClient();
  useTopic('quiz', { 'quiz:state': (live) => storeLive(queryClient, live) }, () =>
    queryClient.invalidateQueries({ queryKey: quizScreenLiveKey }),
  );
  return useQuery({
    queryKey: quizScreenLiveKey,
    queryFn: async () =>
      newer(
        queryClient.getQueryData<QuizLiveView>(quizScreenLiveKey),
        withServerOffset(await call(quizApi.live)),
      ),
    refetchInterval: useFallbackPolling(FALLBACK_POLL_MS),
    retry: 3,
  });
}

/** The later question's count; on the same question the higher one (counts only grow). */
function latestCount(a: QuizAnswered | null, b: QuizAnswered | null): QuizAnswered | null {
  if (!a || !b) return a ?? b;
  if (a.questionIndex !== b.questionIndex) return a.questionIndex > b.questionIndex ? a : b;
  return a.answered >= b.answered ? a : b;
}

/**
 * What only the shared screens follow: who joined (the lobby) and how many answered the open
 * question: pushed as answers come, and read with the roster (a screen reloaded mid-question).
 */
export function useQuizScreenPushes(runId: string | undefined) {
  const queryClient = useQueryClient();
  const [answered, setAnswered] = useState<QuizAnswered | null>(null);
  useTopic(
    'quiz-screen',
    {
      'quiz:roster': (roster) =>
        queryClient.setQueryData([...quizScreenRosterKey, roster.runId], roster),
      'quiz:answered': setAnswered,
    },
    () => queryClient.invalidateQueries({ queryKey: quizScreenRosterKey }),
  );
  const roster = useQuery({
    // One entry per run: a new run's lobby never starts from the last one's players.
    queryKey: [...quizScreenRosterKey, runId],
    queryFn: () => call(quizApi.roster),
    enabled: Boolean(runId),
    refetchInterval: useFallbackPolling(FALLBACK_POLL_MS),
    retry: 3,
  });
  const rosterOfRun: QuizRoster | null =
    roster.data && roster.data.runId === runId ? roster.data : null;
  const pushed = answered && answered.runId === runId ? answered : null;
  return { roster: rosterOfRun, answered: latestCount(pushed, rosterOfRun?.answered ?? null) };
}
