import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Vendor } from '../../../protocol/planning';
import {
  calendarApi,
  type CalendarSettings,
  type PlannedEvent,
  type PlannedEventInput,
} from '../../../protocol/planning-calendar';
import { compareVendors, vendorsApi, type VendorInput } from '../../../protocol/vendors';
import { call, queryKeyOf } from '../../lib/api';
import { useFallbackPolling } from '../../lib/realtime/connection';
import { useTopic } from '../../lib/realtime/useTopic';

export const vendorsKey = queryKeyOf(vendorsApi.list);
export const eventsKey = queryKeyOf(calendarApi.list);
export const settingsKey = queryKeyOf(calendarApi.settings);
const FALLBACK_POLL_MS = 30_000;

/** The list with `item` put in (replacing the one with its id), kept in `order`. */
function withItem<T extends { id: string }>(
  list: T[] | undefined,
  item: T,
  order: (a: T, b: T) => number,
): T[] | undefined {
  if (!list) return list;
  return [...list.filter((entry) => entry.id !== item.id), item].sort(order);
}
const withoutId = <T extends { id: string }>(list: T[] | undefined, id: string) =>
  list?.filter((entry) => entry.id !== id);

const byDate = (a: PlannedEvent, b: PlannedEvent) =>
  a.date.localeCompare(b.date) || a.id.localeCompare(b.id);

const saveVendor = (queryClient: QueryClient, vendor: Vendor) =>
  queryClient.setQueryData<Vendor[]>(vendorsKey, (list) =>
    withItem(list, vendor, (a, b) => compareVendors(a, b)),
  );
const saveEvent = (queryClient: QueryClient, event: PlannedEvent) =>
  queryClient.setQueryData<PlannedEvent[]>(eventsKey, (list) => withItem(list, event, byDate));

/** Every vendor, kept live on the organizer-only `vendors` topic. */
export function useVendors() {
  const queryClient = useQueryClient();
  useTopic(
    'vendors',
    {
      'vendor:saved': (vendor) => saveVendor(queryClient, vendor),
      'vendor:deleted': ({ id }) =>
        queryClient.setQueryData<Vendor[]>(vendorsKey, (list) => withoutId(list, id)),
    },
    () => queryClient.invalidateQueries({ queryKey: vendorsKey }),
  );
  return useQuery({
    queryKey: vendorsKey,
    queryFn: () => call(vendorsApi.list),
    refetchInterval: useFallbackPolling(FALLBACK_POLL_MS),
  });
}

export function useSaveVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: VendorInput }) =>
      id ? call(vendorsApi.update, { params: { id }, body }) : call(vendorsApi.create, { body }),
    onSuccess: (vendor) => saveVendor(queryClient, vendor),
  });
}

export function useDeleteVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(vendorsApi.remove, { params: { id } }),
    onSuccess: ({ id }) =>
      queryClient.setQueryData<Vendor[]>(vendorsKey, (list) => withoutId(list, id)),
  });
}

/** The calendar's events (with their reminders' state) and its settings, live on `calendar`. */
export function useCalendar() {
  const queryClient = useQueryClient();
  useTopic(
    'calendar',
    {
      'calendar:event-saved': (event) => saveEvent(queryClient, event),
      'calendar:event-deleted': ({ id }) =>
        queryClient.setQueryData<PlannedEvent[]>(eventsKey, (list) => withoutId(list, id)),
      'calendar:settings': (settings) =>
        queryClient.setQueryData<CalendarSettings>(settingsKey, settings),
    },
    () => queryClient.invalidateQueries({ queryKey: eventsKey }),
  );
  return useQuery({
    queryKey: eventsKey,
    queryFn: () => call(calendarApi.list),
    refetchInterval: useFallbackPolling(FALLBACK_POLL_MS),
  });
}

export function useCalendarSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: () => call(calendarApi.settings) });
}

export function useRotateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(calendarApi.rotateFeed),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: PlannedEventInput }) =>
      id ? call(calendarApi.update, { params: { id }, body }) : call(calendarApi.create, { body }),
    onSuccess: (event) => saveEvent(queryClient, event),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(calendarApi.remove, { params: { id } }),
    onSuccess: ({ id }) =>
      queryClient.setQueryData<PlannedEvent[]>(eventsKey, (list) => withoutId(list, id)),
  });
}
