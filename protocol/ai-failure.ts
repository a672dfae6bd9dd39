/** Why an AI call gave no answer; every AI feature reports one of these (server/lib/ai). */
export const aiFailureReasons = [
  'timeout',
  'rate_limited',
  'provider_error',
  'invalid_output',
  'budget_exhausted',
] as const;
export type AiFailureReason = (typeof aiFailureReasons)[number];

/**
 * The status a JSON route answers for each reason (the body carries the reason too). Never 429:
 * on this site a 429 means the guest's own device is sending too fast.
 */
export const AI_FAILURE_STATUS: Record<AiFailureReason, number> = {
  timeout: 504,
  rate_limited: 503,
  provider_error: 502,
  invalid_output: 502,
  budget_exhausted: 503,
};

export const isAiFailureReason = (value: unknown): value is AiFailureReason =>
  typeof value === 'string' && (aiFailureReasons as readonly string[]).includes(value);
