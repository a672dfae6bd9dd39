import { useQuery, useQueryClient } from '@tanstack/react-query';
import { rsvpApi, type OrganizerRsvp } from '../../../protocol/rsvp';
import { call, queryKeyOf } from '../../lib/api';
import { useFallbackPolling } from '../../lib/realtime/connection';
import { useTopic } from '../../lib/realtime/useTopic';
import { withRsvp } from './rsvps-cache';

export const rsvpsKey = queryKeyOf(rsvpApi.list);
const FALLBACK_POLL_MS = 30_000;

/**
 * Every RSVP with the guest it is linked to, live on the organizer-only `rsvp` topic: an answer
 * lands as it is sent and again once it is linked. A guest renamed or removed on the list changes
 * what the rows say, so those pushes refetch.
 */
export function useRsvps() {
  const queryClient = useQueryClient();
  const save = (rsvp: Parameters<typeof withRsvp>[1]) =>
    queryClient.setQueryData<OrganizerRsvp[]>(rsvpsKey, (list) => withRsvp(list, rsvp));
  const refetch = () => queryClient.invalidateQueries({ queryKey: rsvpsKey });
  useTopic('rsvp', { 'rsvp:saved': save, 'rsvp:linked': save }, refetch);
  useTopic(
    'guests',
    { 'guests:saved': () => void refetch(), 'guests:deleted': () => void refetch() },
    refetch,
  );
  return useQuery({
    queryKey: rsvpsKey,
    queryFn: () => call(rsvpApi.list),
    refetchInterval: useFallbackPolling(FALLBACK_POLL_MS),
  });
}
