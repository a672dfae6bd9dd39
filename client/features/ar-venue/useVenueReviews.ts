import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  arVenueApi,
  type CreateVenueReviewBody,
  type VenueReview,
} from '../../../protocol/ar-venue';
import { call, queryKeyOf } from '../../lib/api';
import { useFallbackPolling } from '../../lib/realtime/connection';
import { useTopic } from '../../lib/realtime/useTopic';
import { withReview, withoutReview } from './reviews-cache';

const reviewsKey = queryKeyOf(arVenueApi.reviews);
/** Only while the live connection is down. */
const FALLBACK_POLL_MS = 30_000;

/** Both venues' reviews, newest first, kept current by pushes on the `venues` topic. */
export function useVenueReviews() {
  const queryClient = useQueryClient();
  useTopic(
    'venues',
    {
      'venue:review-added': (review) =>
        queryClient.setQueryData<VenueReview[]>(reviewsKey, (list) => withReview(list, review)),
      // An organizer hid or deleted it: it leaves every open page at once.
      'venue:review-removed': ({ id }) =>
        queryClient.setQueryData<VenueReview[]>(reviewsKey, (list) => withoutReview(list, id)),
    },
    () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  );
  return useQuery({
    queryKey: reviewsKey,
    queryFn: () => call(arVenueApi.reviews),
    refetchInterval: useFallbackPolling(FALLBACK_POLL_MS),
  });
}

export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateVenueReviewBody) => call(arVenueApi.createReview, { body }),
    onSuccess: (review) =>
      queryClient.setQueryData<VenueReview[]>(reviewsKey, (list) => withReview(list, review)),
  });
}
