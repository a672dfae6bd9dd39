import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { FALLBACK_POLLING_MS } from '../../../protocol/constants';
import {
  timelineApi,
  type ParticipationForm,
  type TimelineEvent,
  type TimelineParticipation,
} from '../../../protocol/timeline';
import { call, queryKeyOf } from '../../lib/api';
import { submit } from '../../lib/outbox/outbox';
import { useFallbackPolling } from '../../lib/realtime/connection';
import { useTopic, type TopicHandlers } from '../../lib/realtime/useTopic';
import { useMyVideos } from '../../lib/video/my-videos';
import { withParticipation, withoutParticipation } from './timeline-cache';

export const timelineEventsKey = queryKeyOf(timelineApi.events);
export const participationsKey = queryKeyOf(timelineApi.participations);

/** A participation the server stored for this phone (a pending one stays out of the list). */
export function addParticipation(queryClient: QueryClient, participation: TimelineParticipation) {
  queryClient.setQueryData<TimelineParticipation[]>(participationsKey, (list) =>
    withParticipation(list, participation),
  );
}

/** How each push on the `timeline` topic changes what guests see. */
export function timelinePushHandlers(queryClient: QueryClient): TopicHandlers<'timeline'> {
  return {
    'timeline:participation': (participation) =>
      queryClient.setQueryData<TimelineParticipation[]>(participationsKey, (list) =>
        withParticipation(list, participation),
      ),
    'timeline:participation-removed': ({ id }) =>
      queryClient.setQueryData<TimelineParticipation[]>(participationsKey, (list) =>
        withoutParticipation(list, id),
      ),
    'timeline:events': (events) =>
      queryClient.setQueryData<TimelineEvent[]>(timelineEventsKey, events),
  };
}

/** Keeps the day and its participations live while mounted; refetches what could not be replayed. */
export function useLiveTimeline(): void {
  const queryClient = useQueryClient();
  useTopic('timeline', timelinePushHandlers(queryClient), () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: timelineEventsKey }),
      queryClient.invalidateQueries({ queryKey: participationsKey }),
    ]),
  );
}

/**
 * This phone's video messages while they are made: their progress, then the messages read again
 * once one is ready (the list keeps the first copy of a message it has, the processing one) or
 * refused.
 */
export function useMyTimelineVideos(): void {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: participationsKey });
  useMyVideos('timeline', { onReady: refetch, onFailed: refetch });
}

/** The day's events in order; polled every 30 s only while the live connection is down. */
export function useTimelineEvents() {
  return useQuery({
    queryKey: timelineEventsKey,
    queryFn: () => call(timelineApi.events),
    refetchInterval: useFallbackPolling(FALLBACK_POLLING_MS.timelineEvents),
  });
}

/** Published messages and reactions, newest first; polled every 10 s only while disconnected. */
export function useParticipations() {
  return useQuery({
    queryKey: participationsKey,
    queryFn: () => call(timelineApi.participations),
    refetchInterval: useFallbackPolling(FALLBACK_POLLING_MS.timelineParticipations),
  });
}

export function useParticipate(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Through the outbox: offline the message or reaction waits on this phone ('always': React
    // Query would otherwise pause the mutation while offline).
    networkMode: 'always',
    mutationFn: (body: ParticipationForm) =>
      submit('timeline-participation', timelineApi.participate, { params: { id: eventId }, body }),
    onSuccess: (answer) => {
      if (answer.status === 'sent') addParticipation(queryClient, answer.result);
    },
  });
}
