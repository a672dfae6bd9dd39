// The AI budget's environment variables (server/env-schema.ts reads them): the daily limit, the
// timeout, and each feature's share of the day.
import { z } from 'zod';

/** Requests to the AI endpoint per day (UTC) for the whole site, and how long one may take. */
export const AI_DEFAULTS = {
  AI_DAILY_REQUEST_LIMIT: 500,
  AI_REQUEST_TIMEOUT_SECONDS: 30,
} as const;

/** The features that call the AI endpoint; each spends only its own share of the day. */
export const AI_FEATURES = ['speech', 'assistant', 'translation', 'bingo', 'trivia'] as const;
export type AiFeature = (typeof AI_FEATURES)[number];

/**
 * Percent of AI_DAILY_REQUEST_LIMIT each feature may spend (500 a day: 150, 150, 100, 50, 50).
 * Speeches and the assistant answer one guest each; bingo boards and trivia sets are cached and
 * reused, so a few calls a day serve every guest.
 */
export const AI_DEFAULT_SHARES: Record<AiFeature, number> = {
  speech: 30,
  assistant: 30,
  translation: 20,
  bingo: 10,
  trivia: 10,
};

/** 'trivia=5,speech=40': percentages by feature, the others keeping their default. */
export const aiSharesSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const shares = { ...AI_DEFAULT_SHARES };
    for (const entry of (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const match = /^([a-z]+)\s*=\s*(\d{1,3})$/.exec(entry);
      const feature = match?.[1] as AiFeature | undefined;
      if (!match || !feature || !(AI_FEATURES as readonly string[]).includes(feature)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" must be feature=percent, the feature one of ${AI_FEATURES.join(', ')}`,
        });
        return z.NEVER;
      }
      shares[feature] = Number(match[2]);
    }
    const total = Object.values(shares).reduce((sum, share) => sum + share, 0);
    if (total > 100) {
      ctx.addIssue({ code: 'custom', message: `the shares add up to ${total}%, more than 100%` });
      return z.NEVER;
    }
    return shares;
  });
