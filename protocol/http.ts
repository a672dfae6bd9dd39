import { z } from 'zod';

import { HTTP_MESSAGES } from './http-messages';

export * from './endpoint';
export { HTTP_MESSAGES } from './http-messages';

/** An ObjectId as the API exposes it. */
export const idSchema = z.string().regex(/^[a-f0-9]{24}$/i, HTTP_MESSAGES.invalidId);
export const idParams = z.object({ id: idSchema });

/** Dates cross the wire as ISO strings. */
export const isoDate = z.iso.datetime({ offset: true });

/** The values a message was worded with (protocol/messages.ts). */
const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * What went wrong, in three forms: `message` in English (the spec's words), `code` (a catalog's
 * `<feature>.<key>`, or 'unknown') and the `params` it was worded with, so the page can say it in
 * the guest's language (client/lib/error-text.ts).
 */
const describedSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  params: messageParamsSchema.optional(),
});

/** The JSON body of every error answer. */
export const errorBodySchema = describedSchema.extend({
  /** Why an AI call failed (protocol/ai-failure.ts), so the page can word it in the guest's language. */
  reason: z.string().optional(),
  issues: z.array(describedSchema.extend({ path: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const okSchema = z.object({ ok: z.literal(true) });
