import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_LIVE_SCREEN, liveScreenApi, type LiveScreenSettings } from '../../../protocol/live-screen';
import { call, queryKeyOf } from '../../lib/api';
import { useFallbackPolling } from '../../lib/realtime/connection';
import { useTopic } from '../../lib/realtime/useTopic';

export const liveScreenKey = queryKeyOf(liveScreenApi.settings);
const FALLBACK_POLL_MS = 30_000;

/** What the organizers chose for `/live`, kept live; the moments wall until it is known. */
export function useLiveScreen(): LiveScreenSettings {
  const queryClient = useQueryClient();
  useTopic(
    'live',
    { 'live:screen': (settings) => queryClient.setQueryData(liveScreenKey, settings) },
    () => queryClient.invalidateQueries({ queryKey: liveScreenKey }),
  );
  const { data } = useQuery({
    queryKey: liveScreenKey,
    queryFn: () => call(liveScreenApi.settings),
    refetchInterval: useFallbackPolling(FALLBACK_POLL_MS),
    retry: 3,
  });
  return data ?? DEFAULT_LIVE_SCREEN;
}
