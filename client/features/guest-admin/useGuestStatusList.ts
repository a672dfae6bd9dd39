import { useQuery, useQueryClient } from '@tanstack/react-query';
import { guestsApi, type GuestStatus } from '../../../protocol/guests';
import { call, queryKeyOf } from '../../lib/api';
import { useFallbackPolling } from '../../lib/realtime/connection';
import { useTopic } from '../../lib/realtime/useTopic';
import { statusOf, withGuestStatuses, withoutGuests } from './guest-status-cache';

export const guestStatusListKey = queryKeyOf(guestsApi.list);
/** The spec's guest-list refresh, used only while the live connection is down. */
export const GUEST_LIST_FALLBACK_POLL_MS = 30_000;

/**
 * Who has signed in, live: a guest's sign-in (and any change on the admin guest list) is pushed on
 * the organizers' `guests` topic and written into the cache; polling only while disconnected.
 */
export function useGuestStatusList() {
  const queryClient = useQueryClient();
  const update = (change: (list: GuestStatus[] | undefined) => GuestStatus[] | undefined) =>
    queryClient.setQueryData<GuestStatus[]>(guestStatusListKey, change);
  useTopic(
    'guests',
    {
      'guests:updated': (guest) => update((list) => withGuestStatuses(list, [guest])),
      'guests:saved': ({ guests }) =>
        update((list) => withGuestStatuses(list, guests.map(statusOf))),
      'guests:deleted': ({ ids }) => update((list) => withoutGuests(list, ids)),
    },
    () => queryClient.invalidateQueries({ queryKey: guestStatusListKey }),
  );
  return useQuery({
    queryKey: guestStatusListKey,
    queryFn: () => call(guestsApi.list),
    refetchInterval: useFallbackPolling(GUEST_LIST_FALLBACK_POLL_MS),
  });
}
