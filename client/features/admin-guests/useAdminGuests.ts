import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  adminGuestsApi,
  type AddGuestForm,
  type AdminGuest,
  type BulkGuestsBody,
  type EditGuestValues,
  type RsvpStatus,
} from '../../../protocol/admin-guests';
import { FALLBACK_POLLING_MS } from '../../../protocol/constants';
import { call, queryKeyOf } from '../../lib/api';
import { useFallbackPolling } from '../../lib/realtime/connection';
import { useTopic } from '../../lib/realtime/useTopic';
import { withGuests, withoutGuests } from './guests-cache';

export const adminGuestsKey = queryKeyOf(adminGuestsApi.list);

function saveRows(queryClient: QueryClient, guests: AdminGuest[]): void {
  queryClient.setQueryData<AdminGuest[]>(adminGuestsKey, (list) => withGuests(list, guests));
}

function dropRows(queryClient: QueryClient, ids: string[]): void {
  queryClient.setQueryData<AdminGuest[]>(adminGuestsKey, (list) => withoutGuests(list, ids));
}

/**
 * The whole guest list, kept live by the organizer-only `guests` topic (another organizer's
 * change lands in the cache at once); polled every 30 s only while the socket is down.
 */
export function useAdminGuests() {
  const queryClient = useQueryClient();
  useTopic(
    'guests',
    {
      'guests:saved': ({ guests }) => saveRows(queryClient, guests),
      'guests:deleted': ({ ids }) => dropRows(queryClient, ids),
      'guests:updated': (status) =>
        queryClient.setQueryData<AdminGuest[]>(adminGuestsKey, (list) =>
          list?.map((guest) =>
            guest.id === status.id
              ? {
                  ...guest,
                  isAuthenticated: status.isAuthenticated,
                  ...(status.lastLoginAt ? { lastLoginAt: status.lastLoginAt } : {}),
                }
              : guest,
          ),
        ),
    },
    () => queryClient.invalidateQueries({ queryKey: adminGuestsKey }),
  );
  return useQuery({
    queryKey: adminGuestsKey,
    queryFn: () => call(adminGuestsApi.list),
    refetchInterval: useFallbackPolling(FALLBACK_POLLING_MS.guestList),
  });
}

export function useAddGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddGuestForm) => call(adminGuestsApi.create, { body }),
    onSuccess: (guest) => saveRows(queryClient, [guest]),
  });
}

export function useEditGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: EditGuestValues }) =>
      call(adminGuestsApi.update, { params: { id }, body: values }),
    onSuccess: (guest) => saveRows(queryClient, [guest]),
  });
}

export function useSetRsvpStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rsvpStatus }: { id: string; rsvpStatus: RsvpStatus }) =>
      call(adminGuestsApi.setStatus, { params: { id }, body: { rsvpStatus } }),
    onSuccess: (guest) => saveRows(queryClient, [guest]),
  });
}

export function useRegenerateInviteCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(adminGuestsApi.regenerateCode, { params: { id } }),
    onSuccess: (guest) => saveRows(queryClient, [guest]),
  });
}

export function useDeleteGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(adminGuestsApi.remove, { params: { id } }),
    onSuccess: (guest) => dropRows(queryClient, [guest.id]),
  });
}

/** Undo of a delete: the deleted rows come back with their ids, codes and answers. */
export function useRestoreGuests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guests: AdminGuest[]) => call(adminGuestsApi.restore, { body: { guests } }),
    onSuccess: (guests) => saveRows(queryClient, guests),
  });
}

export function useBulkGuests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkGuestsBody) => call(adminGuestsApi.bulk, { body }),
    onSuccess: ({ saved, deletedIds }) => {
      saveRows(queryClient, saved);
      dropRows(queryClient, deletedIds);
    },
  });
}

export function useImportGuests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: unknown[]) => call(adminGuestsApi.import, { body: { rows } }),
    // Created and updated rows arrive on the topic too; a refetch also covers a lost socket.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminGuestsKey }),
  });
}
