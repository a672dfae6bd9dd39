import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  weekendEventsApi,
  type EventAnswersBody,
  type HouseholdEvent,
  type MyEvents,
} from '../../../../protocol/household-events';
import { householdsApi, type CompanionsBody } from '../../../../protocol/households';
import { call } from '../../../lib/api';
import { useFallbackPolling } from '../../../lib/realtime/connection';
import { useTopic } from '../../../lib/realtime/useTopic';

/** Without the live connection, the page looks again this often (as the guest list does). */
const FALLBACK_MS = 30_000;

// Keyed by the signed-in guest: another member's session on this phone reads its own household.
export const myHouseholdKey = (guestId: string) => ['household-mine', guestId] as const;
export const myEventsKey = (guestId: string) => ['household-mine-events', guestId] as const;

export function useMyHousehold(guestId: string) {
  return useQuery({
    queryKey: myHouseholdKey(guestId),
    queryFn: () => call(householdsApi.mine),
    refetchInterval: useFallbackPolling(FALLBACK_MS),
  });
}

export function useMyEvents(guestId: string) {
  return useQuery({
    queryKey: myEventsKey(guestId),
    queryFn: () => call(weekendEventsApi.mine),
    refetchInterval: useFallbackPolling(FALLBACK_MS),
  });
}

/**
 * The household's own topic: another member, or an organizer (an answer taken on the phone, a
 * reopening), changed something; the page reads its household and events again.
 */
export function useMyHouseholdLive(guestId: string) {
  const queryClient = useQueryClient();
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: myHouseholdKey(guestId) }),
      queryClient.invalidateQueries({ queryKey: myEventsKey(guestId) }),
    ]);
  useTopic('my-household', { 'my-household:changed': () => void refetch() }, refetch);
}

export function useNameCompanions(guestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanionsBody) => call(householdsApi.nameCompanions, { body }),
    onSuccess: (household) => {
      queryClient.setQueryData(myHouseholdKey(guestId), household);
      // The events' people are the household's: their answers are read again with them.
      void queryClient.invalidateQueries({ queryKey: myEventsKey(guestId) });
    },
  });
}

export function useAnswerEvent(guestId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventAnswersBody) =>
      call(weekendEventsApi.answer, { params: { eventId }, body }),
    onSuccess: (saved: HouseholdEvent) =>
      queryClient.setQueryData<MyEvents>(
        myEventsKey(guestId),
        (mine) =>
          mine && {
            ...mine,
            events: mine.events.map((item) => (item.event.id === saved.event.id ? saved : item)),
          },
      ),
    // Refused: the deadline may have passed or the event changed meanwhile; the page reads it again
    // (past the deadline, the answers as sent replace the form).
    onError: () => void queryClient.invalidateQueries({ queryKey: myEventsKey(guestId) }),
  });
}
