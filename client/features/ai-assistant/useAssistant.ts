import { useQuery } from '@tanstack/react-query';
import { aiApi } from '../../../protocol/ai';
import { ApiError, call, queryKeyOf } from '../../lib/api';

/**
 * The signed-in guest's answers. Both load as soon as the page opens; they are kept for the
 * visit (an AI answer costs a call) and asked again only by the page's buttons.
 */
const answerOptions = { staleTime: Infinity, retry: false } as const;

export const useRecommendations = (guestId: string | undefined) =>
  useQuery({
    queryKey: [...queryKeyOf(aiApi.recommendations), guestId],
    queryFn: () => call(aiApi.recommendations, { body: {} }),
    enabled: guestId !== undefined,
    ...answerOptions,
  });

export const useItinerary = (guestId: string | undefined) =>
  useQuery({
    queryKey: [...queryKeyOf(aiApi.itinerary), guestId],
    queryFn: () => call(aiApi.itinerary, { body: {} }),
    enabled: guestId !== undefined,
    ...answerOptions,
  });

export type AssistantErrorKey = 'timeout' | 'rateLimited' | 'provider' | 'budget' | 'session' | 'other';

/** Which friendly message explains a failed answer (the statuses of AI_FAILURE_STATUS). */
export function assistantErrorKey(error: unknown): AssistantErrorKey {
  if (!(error instanceof ApiError)) return 'other';
  switch (error.status) {
    case 504:
      return 'timeout';
    case 429:
      return 'rateLimited';
    case 502:
      return 'provider';
    case 503:
      return 'budget';
    case 401:
      return 'session';
    default:
      return 'other';
  }
}
