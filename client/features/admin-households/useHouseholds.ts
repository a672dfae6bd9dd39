import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  weekendEventsApi,
  type OrganizerWeekendEvent,
  type WeekendEventBody,
  type organizerAnswersBodySchema,
} from '../../../protocol/household-events';
import { householdsApi, type Household } from '../../../protocol/households';
import { FALLBACK_POLLING_MS } from '../../../protocol/constants';
import { call, queryKeyOf } from '../../lib/api';
import { useFallbackPolling } from '../../lib/realtime/connection';
import { useTopic } from '../../lib/realtime/useTopic';
import { withEvent, withHousehold, withoutHousehold } from './households-cache';

export const householdsKey = queryKeyOf(householdsApi.list);
export const weekendEventsKey = queryKeyOf(weekendEventsApi.list);
export const rsvpSettingsKey = queryKeyOf(weekendEventsApi.settings);
export const historyKey = (id: string) => queryKeyOf(weekendEventsApi.history, { id });
/** One household's invited events with its answers and question answers, as the server has them. */
export const householdEventsKey = (id: string) =>
  queryKeyOf(weekendEventsApi.householdEvents, { id });
const isHouseholdKey =
  (what: 'history' | 'events') =>
  ({ queryKey: [path] }: { queryKey: readonly unknown[] }) =>
    typeof path === 'string' && new RegExp(`^/api/admin/households/[^/]+/${what}$`).test(path);
const isHistoryKey = isHouseholdKey('history');
const isHouseholdEventsKey = isHouseholdKey('events');

/** Every household's answers read again: an event or the deadline changed them all. */
const refreshAllHouseholdEvents = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: isHouseholdEventsKey });
/** One household's answers and history read again after its answers changed. */
const refreshHousehold = (queryClient: QueryClient, householdId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: historyKey(householdId) }),
    queryClient.invalidateQueries({ queryKey: householdEventsKey(householdId) }),
  ]);

export type OrganizerAnswersBody = z.input<typeof organizerAnswersBodySchema>;

const saveHousehold = (queryClient: QueryClient, household: Household) =>
  queryClient.setQueryData<Household[]>(householdsKey, (list) => withHousehold(list, household));
const saveEvent = (queryClient: QueryClient, event: OrganizerWeekendEvent) =>
  queryClient.setQueryData<OrganizerWeekendEvent[]>(weekendEventsKey, (list) =>
    withEvent(list, event),
  );

/**
 * The organizers' `households` topic: a household or event saved anywhere lands in the cache as
 * pushed; a household's new answers make its answers and history load again, and so does a
 * household saved (a reopening changes whether it can still answer); an event saved or the
 * deadline moved may change every household's events. Missed pushes that cannot be replayed
 * refetch everything this tab shows.
 */
export function useLiveHouseholds(): void {
  const queryClient = useQueryClient();
  useTopic(
    'households',
    {
      'households:saved': (household) => {
        saveHousehold(queryClient, household);
        void queryClient.invalidateQueries({ queryKey: householdEventsKey(household.id) });
      },
      'households:removed': ({ id }) =>
        queryClient.setQueryData<Household[]>(householdsKey, (list) => withoutHousehold(list, id)),
      'households:event-saved': (event) => {
        saveEvent(queryClient, event);
        void refreshAllHouseholdEvents(queryClient);
      },
      'households:answers': ({ householdId }) => void refreshHousehold(queryClient, householdId),
      // Another organizer moved the deadline: shown at once, and every household's "can still
      // answer" read again.
      'households:settings': (settings) => {
        queryClient.setQueryData(rsvpSettingsKey, settings);
        void refreshAllHouseholdEvents(queryClient);
      },
    },
    () =>
      Promise.all([
        ...[householdsKey, weekendEventsKey, rsvpSettingsKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
        queryClient.invalidateQueries({ predicate: isHistoryKey }),
        refreshAllHouseholdEvents(queryClient),
      ]),
  );
}

export function useHouseholds() {
  return useQuery({
    queryKey: householdsKey,
    queryFn: () => call(householdsApi.list),
    refetchInterval: useFallbackPolling(FALLBACK_POLLING_MS.guestList),
  });
}

export function useWeekendEvents() {
  return useQuery({
    queryKey: weekendEventsKey,
    queryFn: () => call(weekendEventsApi.list),
    refetchInterval: useFallbackPolling(FALLBACK_POLLING_MS.guestList),
  });
}

export function useRsvpSettings() {
  return useQuery({ queryKey: rsvpSettingsKey, queryFn: () => call(weekendEventsApi.settings) });
}

export function useHistory(householdId: string) {
  return useQuery({
    queryKey: historyKey(householdId),
    queryFn: () => call(weekendEventsApi.history, { params: { id: householdId } }),
  });
}

export function useHouseholdEvents(householdId: string) {
  return useQuery({
    queryKey: householdEventsKey(householdId),
    queryFn: () => call(weekendEventsApi.householdEvents, { params: { id: householdId } }),
  });
}

export function useSetDeadline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deadline: string | null) =>
      call(weekendEventsApi.setSettings, { body: { deadline } }),
    // Whether each household can still change its answers moved with the deadline.
    onSuccess: (settings) => {
      queryClient.setQueryData(rsvpSettingsKey, settings);
      void refreshAllHouseholdEvents(queryClient);
    },
  });
}

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: WeekendEventBody }) =>
      id
        ? call(weekendEventsApi.update, { params: { id }, body })
        : call(weekendEventsApi.create, { body }),
    // Another event may have lost its seating mark: that one arrives pushed. The households'
    // events (invited or not, meals, questions) are read again.
    onSuccess: (event) => {
      saveEvent(queryClient, event);
      void refreshAllHouseholdEvents(queryClient);
    },
  });
}

/**
 * The organizers' changes to households. A write answers with the household it changed; the
 * households it took members from arrive pushed, and are refetched too when the socket is down.
 */
export function useHouseholdChanges() {
  const queryClient = useQueryClient();
  const save = (household: Household) => saveHousehold(queryClient, household);
  const saveAndRefresh = (household: Household) => {
    save(household);
    return queryClient.invalidateQueries({ queryKey: householdsKey });
  };
  return {
    rename: useMutation({
      mutationFn: ({ id, name }: { id: string; name: string }) =>
        call(householdsApi.rename, { params: { id }, body: { name } }),
      onSuccess: save,
    }),
    setCompanionsAllowed: useMutation({
      mutationFn: ({ id, companionsAllowed }: { id: string; companionsAllowed: number }) =>
        call(householdsApi.setCompanionsAllowed, { params: { id }, body: { companionsAllowed } }),
      onSuccess: save,
    }),
    create: useMutation({
      mutationFn: (memberIds: string[]) => call(householdsApi.create, { body: { memberIds } }),
      onSuccess: saveAndRefresh,
    }),
    moveMember: useMutation({
      mutationFn: ({ id, guestId }: { id: string; guestId: string }) =>
        call(householdsApi.moveMember, { params: { id }, body: { guestId } }),
      onSuccess: saveAndRefresh,
    }),
    merge: useMutation({
      mutationFn: ({ id, householdId }: { id: string; householdId: string }) =>
        call(householdsApi.merge, { params: { id }, body: { householdId } }),
      onSuccess: saveAndRefresh,
    }),
  };
}

export function useHouseholdAnswers(householdId: string) {
  const queryClient = useQueryClient();
  const refresh = () => refreshHousehold(queryClient, householdId);
  return {
    answerFor: useMutation({
      mutationFn: (body: OrganizerAnswersBody) =>
        call(weekendEventsApi.answerFor, { params: { id: householdId }, body }),
      onSuccess: refresh,
    }),
    reopen: useMutation({
      mutationFn: () => call(weekendEventsApi.reopen, { params: { id: householdId } }),
      // The household itself arrives pushed with its reopened mark; the list is refetched too.
      onSuccess: () =>
        Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: householdsKey })]),
    }),
  };
}
