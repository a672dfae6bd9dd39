import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { noticesApi, type PublicAnnouncement } from '../../../protocol/announcements';
import { call, queryKeyOf } from '../../lib/api';
import { useConnectionStatus, useFallbackPolling } from '../../lib/realtime/connection';
import { useTopic } from '../../lib/realtime/useTopic';
import { withNotice } from './notices-cache';

export const noticesKey = queryKeyOf(noticesApi.list);
const FALLBACK_POLL_MS = 30_000;

/**
 * The sent announcements addressed to this viewer, kept live: a push adds one at once, a
 * reconnect that could not replay what it missed refetches, and while the socket is down the
 * list is polled. `onPushed` hears each announcement pushed while mounted (the wall's overlay).
 */
export function useNotices(onPushed?: (notice: PublicAnnouncement) => void) {
  const queryClient = useQueryClient();
  const pushedRef = useRef(onPushed);
  useEffect(() => {
    pushedRef.current = onPushed;
  });
  useTopic(
    'notices',
    {
      'announcement:sent': (notice) => {
        queryClient.setQueryData<PublicAnnouncement[]>(noticesKey, (list) =>
          withNotice(list, notice),
        );
        pushedRef.current?.(notice);
      },
    },
    () => queryClient.invalidateQueries({ queryKey: noticesKey }),
  );
  const status = useConnectionStatus();
  useEffect(() => {
    if (status === 'connected' && queryClient.getQueryState(noticesKey)?.status === 'error')
      void queryClient.refetchQueries({ queryKey: noticesKey });
  }, [status, queryClient]);
  return useQuery({
    queryKey: noticesKey,
    queryFn: () => call(noticesApi.list),
    refetchInterval: useFallbackPolling(FALLBACK_POLL_MS),
  });
}
