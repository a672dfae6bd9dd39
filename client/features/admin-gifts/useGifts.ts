import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { giftsApi, type GiftDonation } from '../../../protocol/gifts';
import { call, queryKeyOf } from '../../lib/api';
import { useFallbackPolling } from '../../lib/realtime/connection';
import { useTopic } from '../../lib/realtime/useTopic';
import { withGift } from './gift-tracker';

export const giftsKey = queryKeyOf(giftsApi.list);
const FALLBACK_POLL_MS = 30_000;

const save = (queryClient: QueryClient, gift: GiftDonation) =>
  queryClient.setQueryData<GiftDonation[]>(giftsKey, (list) => withGift(list, gift));

/**
 * Every gift, kept live on the organizer-only `gifts` topic: a gift a guest records on the home
 * page, and another organizer's verification or thank-you, land here at once.
 */
export function useGifts() {
  const queryClient = useQueryClient();
  useTopic(
    'gifts',
    {
      'gift:recorded': (gift) => save(queryClient, gift),
      'gift:updated': (gift) => save(queryClient, gift),
    },
    () => queryClient.invalidateQueries({ queryKey: giftsKey }),
  );
  return useQuery({
    queryKey: giftsKey,
    queryFn: () => call(giftsApi.list),
    refetchInterval: useFallbackPolling(FALLBACK_POLL_MS),
  });
}

export type GiftChange =
  | { kind: 'verify'; id: string; transactionId: string }
  | { kind: 'unverify'; id: string }
  | { kind: 'markThankYou'; id: string; sentOn: string }
  | { kind: 'unmarkThankYou'; id: string };

function send(change: GiftChange): Promise<GiftDonation> {
  const params = { id: change.id };
  switch (change.kind) {
    case 'verify':
      return call(giftsApi.verify, { params, body: { transactionId: change.transactionId } });
    case 'unverify':
      return call(giftsApi.unverify, { params });
    case 'markThankYou':
      return call(giftsApi.markThankYou, { params, body: { sentOn: change.sentOn } });
    case 'unmarkThankYou':
      return call(giftsApi.unmarkThankYou, { params });
  }
}

/** One organizer change to a gift; the answer goes straight into the list. */
export function useChangeGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (gift) => save(queryClient, gift),
  });
}
