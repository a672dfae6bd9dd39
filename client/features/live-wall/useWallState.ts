import { useQuery, useQueryClient } from '@tanstack/react-query';
import { moderationApi, type WallState } from '../../../protocol/moderation';
import { call, queryKeyOf } from '../../lib/api';
import { useFallbackPolling } from '../../lib/realtime/connection';
import { useTopic } from '../../lib/realtime/useTopic';

export const wallStateKey = queryKeyOf(moderationApi.wall);
const FALLBACK_POLL_MS = 10_000;

/** Whether the organizers paused the moments wall, kept live on the `live` topic. */
export function useWallState(): WallState | undefined {
  const queryClient = useQueryClient();
  useTopic('live', { 'live:wall': (state) => queryClient.setQueryData(wallStateKey, state) }, () =>
    queryClient.invalidateQueries({ queryKey: wallStateKey }),
  );
  const { data } = useQuery({
    queryKey: wallStateKey,
    queryFn: () => call(moderationApi.wall),
    refetchInterval: useFallbackPolling(FALLBACK_POLL_MS),
    retry: 3,
  });
  return data;
}
