import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { aiApi, type AssistantLanguage } from '../../../protocol/ai';
import { isAiFailureReason, type AiFailureReason } from '../../../protocol/ai-failure';
import { ApiError, call, queryKeyOf } from '../../lib/api';

/** The page's language, which the answers are written in (the site speaks English or Spanish). */
function useAnswerLanguage(): AssistantLanguage {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage?.startsWith('es') ? 'es' : 'en';
}

/**
 * The signed-in guest's answers. Both load as soon as the page opens; they are kept for the
 * visit (an AI answer costs a call) and asked again only by the page's buttons, or in the other
 * language when the guest switches it.
 */
const answerOptions = { staleTime: Infinity, retry: false } as const;

export function useRecommendations(guestId: string | undefined) {
  const language = useAnswerLanguage();
  return useQuery({
    queryKey: [...queryKeyOf(aiApi.recommendations), guestId, language],
    queryFn: () => call(aiApi.recommendations, { body: { language } }),
    enabled: guestId !== undefined,
    ...answerOptions,
  });
}

export function useItinerary(guestId: string | undefined) {
  const language = useAnswerLanguage();
  return useQuery({
    queryKey: [...queryKeyOf(aiApi.itinerary), guestId, language],
    queryFn: () => call(aiApi.itinerary, { body: { language } }),
    enabled: guestId !== undefined,
    ...answerOptions,
  });
}

export type AssistantErrorKey = AiFailureReason | 'tooFast' | 'session' | 'other';

/**
 * Which friendly message explains a failed answer: the AI failure's reason from the body when the
 * server gives one; otherwise a 429 is this site's own limit on the guest's device.
 */
export function assistantErrorKey(error: unknown): AssistantErrorKey {
  if (!(error instanceof ApiError)) return 'other';
  const reason = error.body?.reason;
  if (isAiFailureReason(reason)) return reason;
  if (error.status === 401) return 'session';
  if (error.status === 429) return 'tooFast';
  return 'other';
}
