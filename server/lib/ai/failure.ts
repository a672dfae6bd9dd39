import type OpenAI from 'openai';

import type { AiFailureReason } from '../../../protocol/ai-failure';

export type { AiFailureReason } from '../../../protocol/ai-failure';

const DEFAULT_MESSAGES: Record<AiFailureReason, string> = {
  timeout: 'The AI service took too long to answer.',
  rate_limited: 'The AI service is busy (rate limited).',
  provider_error: 'The AI service answered with an error.',
  invalid_output: 'The AI service gave an answer that could not be used, twice.',
  budget_exhausted: "Today's allowance of AI requests is used up.",
};

/** Why an AI call gave no usable answer; routes turn the reason into the guest's message. */
export class AiFailure extends Error {
  /**
   * `message` is answered to guests as it is: a fixed sentence, never an error's own text (which
   * may name hosts and addresses); that goes in `cause`, for the logs.
   */
  constructor(
    readonly reason: AiFailureReason,
    message?: string,
    options?: { cause?: unknown },
  ) {
    super(message ?? DEFAULT_MESSAGES[reason], options);
    this.name = 'AiFailure';
  }
}

/** The openai client's error classes, from the module endpoint.ts loads when first used. */
export type OpenAiErrors = Pick<
  typeof OpenAI,
  'APIUserAbortError' | 'APIConnectionTimeoutError' | 'APIError'
>;

/** True for the caller's own cancel (its AbortSignal fired): not a failure to report. */
export function isAbort(error: unknown, openai?: OpenAiErrors): boolean {
  return (
    (openai !== undefined && error instanceof openai.APIUserAbortError) ||
    (error instanceof Error && error.name === 'AbortError')
  );
}

/**
 * The AiFailure an error of the openai client stands for. A caller's abort is passed through
 * unchanged; a body that is not JSON (a proxy's error page, a truncated answer) is invalid output.
 */
export function toAiFailure(error: unknown, openai?: OpenAiErrors): unknown {
  if (error instanceof AiFailure || isAbort(error, openai)) return error;
  if (openai && error instanceof openai.APIConnectionTimeoutError) return new AiFailure('timeout');
  if (openai && error instanceof openai.APIError) {
    if (error.status === 429) return new AiFailure('rate_limited');
    const status = error.status ? ` (${error.status})` : '';
    return new AiFailure('provider_error', `The AI service answered with an error${status}.`);
  }
  if (error instanceof SyntaxError)
    return new AiFailure('invalid_output', undefined, { cause: error });
  return new AiFailure('provider_error', undefined, { cause: error });
}
