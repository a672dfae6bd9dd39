import {
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  announcementsApi,
  type Announcement,
  type CreateAnnouncementBody,
} from '../../../protocol/announcements';
import { pushApi, type AnnouncementPushCounts } from '../../../protocol/push';
import { call, queryKeyOf } from '../../lib/api';
import { useFallbackPolling } from '../../lib/realtime/connection';
import { useTopic } from '../../lib/realtime/useTopic';
import { withAnnouncement, withoutAnnouncement } from './announcements-cache';

export const announcementsKey = queryKeyOf(announcementsApi.list);
const FALLBACK_POLL_MS = 30_000;
/** An announcement's push counts (GET once, then as the server pushes them). */
export const pushCountsKey = (id: string) => ['announcement-push', id] as const;

const save = (queryClient: QueryClient, announcement: Announcement) =>
  queryClient.setQueryData<Announcement[]>(announcementsKey, (list) =>
    withAnnouncement(list, announcement),
  );

/**
 * Every announcement, kept live on the organizer-only `announcements` topic: another organizer's
 * draft, a scheduled send going out and its delivery figures land here at once, and the push
 * counts (sent, failed, removed) as the phones are reached.
 */
export function useAnnouncements() {
  const queryClient = useQueryClient();
  useTopic(
    'announcements',
    {
      'announcement:saved': (announcement) => save(queryClient, announcement),
      'announcement:push': (counts) => queryClient.setQueryData(pushCountsKey(counts.id), counts),
      'announcement:deleted': ({ id }) =>
        queryClient.setQueryData<Announcement[]>(announcementsKey, (list) =>
          withoutAnnouncement(list, id),
        ),
    },
    () => queryClient.invalidateQueries({ queryKey: announcementsKey }),
  );
  return useQuery({
    queryKey: announcementsKey,
    queryFn: () => call(announcementsApi.list),
    refetchInterval: useFallbackPolling(FALLBACK_POLL_MS),
  });
}

export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateAnnouncementBody }) =>
      id
        ? call(announcementsApi.update, { params: { id }, body })
        : call(announcementsApi.create, { body }),
    onSuccess: (announcement) => save(queryClient, announcement),
  });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(announcementsApi.remove, { params: { id } }),
    onSuccess: ({ id }) =>
      queryClient.setQueryData<Announcement[]>(announcementsKey, (list) =>
        withoutAnnouncement(list, id),
      ),
  });
}

export function useSendAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(announcementsApi.send, { params: { id } }),
    onSuccess: (announcement) => save(queryClient, announcement),
  });
}

/**
 * One announcement's push counts: read once as stored (a dashboard opened after the send), then
 * kept live by the topic's `announcement:push`. Not read for one that has not gone out.
 */
export function usePushCounts(id: string, sent: boolean): AnnouncementPushCounts | undefined {
  return useQuery<AnnouncementPushCounts>({
    queryKey: pushCountsKey(id),
    queryFn: sent ? () => call(pushApi.counts, { params: { id } }) : skipToken,
  }).data;
}
