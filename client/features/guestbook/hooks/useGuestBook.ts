import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  GUESTBOOK_FALLBACK_POLL_MS,
  guestbookApi,
  type CreateGuestBookEntryBody,
  type GuestBookEntry,
} from '../../../../protocol/guestbook';
import { call, queryKeyOf } from '../../../lib/api';
import { submit, withFile } from '../../../lib/outbox/outbox';
import { useFallbackPolling } from '../../../lib/realtime/connection';
import { useTopic } from '../../../lib/realtime/useTopic';
import { useMyVideos } from '../../../lib/video/my-videos';
import { withEntry, withoutEntry } from '../guestbook-cache';

const listKey = queryKeyOf(guestbookApi.list);

/** An entry the server stored for this phone (withEntry leaves out one awaiting review). */
export function addToList(queryClient: QueryClient, entry: GuestBookEntry): void {
  queryClient.setQueryData<GuestBookEntry[]>(listKey, (list) => withEntry(list, entry));
}

/** The guest book, kept current by live pushes; polled every 10 s only while the socket is down. */
export function useGuestBookEntries() {
  const queryClient = useQueryClient();
  useTopic(
    'guestbook',
    {
      'guestbook:entry-added': (entry) =>
        queryClient.setQueryData<GuestBookEntry[]>(listKey, (list) => withEntry(list, entry)),
      // An organizer hid or deleted it: it leaves every open page at once.
      'guestbook:entry-removed': ({ id }) =>
        queryClient.setQueryData<GuestBookEntry[]>(listKey, (list) => withoutEntry(list, id)),
    },
    () => queryClient.invalidateQueries({ queryKey: listKey }),
  );
  return useQuery({
    queryKey: listKey,
    queryFn: () => call(guestbookApi.list),
    refetchInterval: useFallbackPolling(GUESTBOOK_FALLBACK_POLL_MS),
  });
}

/**
 * This phone's guest book videos while they are made: their progress, then the book read again
 * once one is ready (its entry then plays it) or refused (its entry says why).
 */
export function useMyGuestBookVideos(): void {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: listKey });
  useMyVideos('guestbook', { onReady: refetch, onFailed: refetch });
}

export function useAddGuestBookEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    // Through the outbox: offline (or on Wi-Fi that drops it) the entry waits on this phone
    // ('always': React Query would otherwise pause the mutation while offline).
    networkMode: 'always',
    // A photo goes with it (`media`): uploaded first, or kept with it offline.
    mutationFn: ({ media, ...body }: CreateGuestBookEntryBody & { media?: Blob }) =>
      submit('guestbook-entry', guestbookApi.create, {
        body,
        file: withFile(media, 'photoUploadURL'),
      }),
    onSuccess: (answer) => {
      if (answer.status === 'queued') return;
      addToList(queryClient, answer.result);
    },
  });
}
