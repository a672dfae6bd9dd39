import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { quizApi, type MyQuiz, type QuizLive, type QuizRun } from '../../../protocol/quiz';
import { call, queryKeyOf } from '../../lib/api';
import { useFallbackPolling } from '../../lib/realtime/connection';
import { useTopic } from '../../lib/realtime/useTopic';
import { noteServerNow } from './quiz-clock';

export const liveQuizKey = queryKeyOf(quizApi.live);
export const myQuizKey = queryKeyOf(quizApi.mine);

/** While the live connection is down, the quiz page asks for the state this often. */
export const QUIZ_FALLBACK_POLL_MS = 5_000;
/**
 * After a question closes, each phone asks for its own result at a random moment within this
 * window: a thousand phones asking in the same instant would queue behind each other.
 */
export const MINE_SPREAD_MS = 1_000;

async function fetchLive(): Promise<QuizLive> {
  const live = await call(quizApi.live);
  noteServerNow(live.serverNow);
  return live;
}

/**
 * The run as everyone sees it (null: no quiz open), polled only while the socket is down. The quiz
 * pages try a failed read again at once; the home page's entry waits for its next poll or push.
 */
export function useLiveQuiz({
  pollMs = QUIZ_FALLBACK_POLL_MS,
  retry = 2,
}: { pollMs?: number; retry?: number } = {}) {
  return useQuery({
    queryKey: liveQuizKey,
    queryFn: fetchLive,
    refetchInterval: useFallbackPolling(pollMs),
    retry,
  });
}

/** This phone's place in the run: its player, score, rank and answer to the current question. */
export function useMyQuiz(enabled: boolean) {
  return useQuery({
    queryKey: myQuizKey,
    queryFn: () => call(quizApi.mine),
    enabled,
    retry: 2,
  });
}

/** A push older than what the page holds (they may cross a refetch) changes nothing. */
function isOlder(held: QuizRun | null | undefined, pushed: QuizRun | null): boolean {
  return !!held && !!pushed && held.id === pushed.id && pushed.revision < held.revision;
}

/**
 * The phone's own result changes when a question closes (right or wrong, points, rank), and a
 * new run knows nothing of this phone yet.
 */
function changesMine(held: QuizRun | null | undefined, pushed: QuizRun | null): boolean {
  if (!pushed) return false;
  if (!held || held.id !== pushed.id) return true;
  const closed = pushed.phase === 'reveal' || pushed.phase === 'podium';
  return closed && (held.phase !== pushed.phase || held.questionIndex !== pushed.questionIndex);
}

/** Writes a pushed state into the cache; answers whether the phone's own result should be read. */
export function applyQuizState(queryClient: QueryClient, live: QuizLive): boolean {
  const held = queryClient.getQueryData<QuizLive>(liveQuizKey)?.run;
  if (isOlder(held, live.run)) return false;
  noteServerNow(live.serverNow);
  queryClient.setQueryData<QuizLive>(liveQuizKey, live);
  return changesMine(held, live.run);
}

/**
 * Follows the `quiz` topic while mounted. With `withMine` (the phone's quiz page), the phone's own
 * result is read again after each close, spread over MINE_SPREAD_MS.
 */
export function useLiveQuizPushes({ withMine }: { withMine: boolean }): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useTopic(
    'quiz',
    {
      'quiz:state': (live) => {
        if (!applyQuizState(queryClient, live) || !withMine) return;
        clearTimeout(timer.current);
        timer.current = setTimeout(
          () => void queryClient.invalidateQueries({ queryKey: myQuizKey }),
          Math.random() * MINE_SPREAD_MS,
        );
      },
    },
    () =>
      Promise.all([
        queryClient.refetchQueries({ queryKey: liveQuizKey }),
        withMine ? queryClient.refetchQueries({ queryKey: myQuizKey }) : undefined,
      ]),
  );
}

/** This phone's standing in the run shown, or undefined while the one held is another run's. */
export function mineForRun(mine: MyQuiz | undefined, run: QuizRun): MyQuiz | undefined {
  if (!mine) return undefined;
  if (mine.player && mine.runId !== run.id) return undefined;
  return mine;
}
