import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  timelineApi,
  type ModeratedParticipation,
  type TimelineEvent,
  type TimelineEventForm,
} from '../../../protocol/timeline';
import { call, queryKeyOf } from '../../lib/api';
import { useTopic } from '../../lib/realtime/useTopic';
import { timelineEventsKey, useLiveTimeline } from '../timeline/useTimeline';

export const moderationKey = queryKeyOf(timelineApi.moderation);

const upsert = (list: ModeratedParticipation[] | undefined, item: ModeratedParticipation) => {
  if (!list) return list;
  const rest = list.filter((existing) => existing.id !== item.id);
  return [item, ...rest].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
};

/**
 * The organizers' view, live: the day (shared with /timeline's cache) and every guest message with
 * its moderation state, changed by pushes from any organizer's screen.
 */
export function useLiveAdminTimeline(): void {
  const queryClient = useQueryClient();
  useLiveTimeline();
  useTopic(
    'timeline',
    {
      'timeline:moderated': (item) =>
        queryClient.setQueryData<ModeratedParticipation[]>(moderationKey, (list) =>
          upsert(list, item),
        ),
      'timeline:participation-removed': ({ id }) =>
        // A hide arrives as a removal then its new state; a delete only as the removal.
        queryClient.setQueryData<ModeratedParticipation[]>(moderationKey, (list) =>
          list?.filter((item) => item.id !== id || item.status === 'hidden'),
        ),
      'timeline:events': (day) => {
        // Deleting an event deletes its messages too (without a push per message).
        const kept = new Set(day.map((event) => event.id));
        queryClient.setQueryData<ModeratedParticipation[]>(moderationKey, (list) =>
          list?.filter((item) => kept.has(item.timelineEventId)),
        );
      },
    },
    () => queryClient.invalidateQueries({ queryKey: moderationKey }),
  );
}

export function useModerationList() {
  return useQuery({ queryKey: moderationKey, queryFn: () => call(timelineApi.moderation) });
}

export function useAdminEvents() {
  return useQuery({ queryKey: timelineEventsKey, queryFn: () => call(timelineApi.events) });
}

/** Every organizer change answers (or pushes) the day; the cache takes the answer at once. */
export function useEventChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: timelineEventsKey });
  const setDay = (day: TimelineEvent[]) => queryClient.setQueryData(timelineEventsKey, day);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: TimelineEventForm }) =>
        id
          ? call(timelineApi.updateEvent, { params: { id }, body })
          : call(timelineApi.createEvent, { body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => call(timelineApi.deleteEvent, { params: { id } }),
      onSuccess: refresh,
    }),
    reorder: useMutation({
      mutationFn: (ids: string[]) => call(timelineApi.reorderEvents, { body: { ids } }),
      onSuccess: setDay,
    }),
  };
}

export function useModerationActions() {
  const queryClient = useQueryClient();
  const store = (item: ModeratedParticipation) =>
    queryClient.setQueryData<ModeratedParticipation[]>(moderationKey, (list) => upsert(list, item));
  return {
    approve: useMutation({
      mutationFn: (id: string) => call(timelineApi.approve, { params: { id } }),
      onSuccess: store,
    }),
    hide: useMutation({
      mutationFn: (id: string) => call(timelineApi.hide, { params: { id } }),
      onSuccess: store,
    }),
    remove: useMutation({
      mutationFn: (id: string) => call(timelineApi.removeParticipation, { params: { id } }),
      onSuccess: ({ id }) =>
        queryClient.setQueryData<ModeratedParticipation[]>(moderationKey, (list) =>
          list?.filter((item) => item.id !== id),
        ),
    }),
  };
}
