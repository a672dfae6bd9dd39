import { useQuery, useQueryClient } from '@tanstack/react-query';
import { seatFinderApi, type MySeat } from '../../../protocol/seating';
import { call } from '../../lib/api';
import { useFallbackPolling } from '../../lib/realtime/connection';
import { useTopic } from '../../lib/realtime/useTopic';
import { useSignedInGuest } from '../guest-gate/signed-in-guest';

const FALLBACK_MS = 60_000;

/**
 * The signed-in guest's own table once the seating is published; the `seat` topic pushes a move
 * to this guest's socket alone, and whether the seating is public to everyone.
 */
export function useMySeat() {
  const qc = useQueryClient();
  const guestId = useSignedInGuest()?.id ?? null;
  const key = ['seating-my-seat', guestId] as const;
  useTopic(
    'seat',
    {
      'seat:mine': (seat) => qc.setQueryData<MySeat>(key, seat),
      'seat:published': ({ published }) => {
        if (published) void qc.invalidateQueries({ queryKey: key });
        else qc.setQueryData<MySeat>(key, (seat) => seat && { ...seat, published, table: null });
      },
    },
    () => qc.invalidateQueries({ queryKey: key }),
  );
  return useQuery({
    queryKey: key,
    queryFn: () => call(seatFinderApi.mySeat),
    refetchInterval: useFallbackPolling(FALLBACK_MS),
  });
}
