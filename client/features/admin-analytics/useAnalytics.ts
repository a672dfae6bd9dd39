import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { ANALYTICS_REFRESH_MIN_MS, analyticsApi } from '../../../protocol/analytics';
import { topicEvents, type Topic } from '../../../protocol/topics';
import { call, queryKeyOf } from '../../lib/api';
import { useTopic, type TopicHandlers } from '../../lib/realtime/useTopic';

export const analyticsKey = queryKeyOf(analyticsApi.snapshot);

/**
 * Runs `task` at most once every `minMs`: the first call runs at once, calls during the pause
 * collapse into one run at its end, so a burst of pushes costs one refetch, never a stale view.
 */
export function useThrottled(task: () => void, minMs: number): () => void {
  const lastRun = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const taskRef = useRef(task);
  useEffect(() => {
    taskRef.current = task;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    if (timer.current) return;
    const wait = lastRun.current + minMs - Date.now();
    const run = () => {
      timer.current = undefined;
      lastRun.current = Date.now();
      taskRef.current();
    };
    if (wait <= 0) run();
    else timer.current = setTimeout(run, wait);
  }, [minMs]);
}

/** Every event of a topic, each answered by `onPush` (events added to the topic later included). */
function everyEvent<T extends Topic>(topic: T, onPush: () => void): TopicHandlers<T> {
  return Object.fromEntries(
    topicEvents[topic].events.map((event) => [event, onPush]),
  ) as unknown as TopicHandlers<T>;
}

/**
 * The analytics snapshot, kept live: any push on a source topic refetches it, at most once every
 * two seconds. The snapshot is computed from several collections, so refetching the one answer is
 * simpler and safer than patching its figures from each event.
 */
export function useAnalytics() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: analyticsKey, queryFn: () => call(analyticsApi.snapshot) });
  const refresh = useThrottled(
    () => void queryClient.invalidateQueries({ queryKey: analyticsKey }),
    ANALYTICS_REFRESH_MIN_MS,
  );
  useTopic('guests', everyEvent('guests', refresh), refresh);
  useTopic('rsvp', everyEvent('rsvp', refresh), refresh);
  useTopic('moments', everyEvent('moments', refresh), refresh);
  useTopic('guestbook', everyEvent('guestbook', refresh), refresh);
  useTopic('leaderboard', everyEvent('leaderboard', refresh), refresh);
  return query;
}
