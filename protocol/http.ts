import { z } from 'zod';

export * from './endpoint';

/** An ObjectId as the API exposes it. */
export const idSchema = z.string().regex(/^[a-f0-9]{24}$/i, 'Invalid id');
export const idParams = z.object({ id: idSchema });

/** Dates cross the wire as ISO strings. */
export const isoDate = z.iso.datetime({ offset: true });

/** The JSON body of every error answer. */
export const errorBodySchema = z.object({
  message: z.string(),
  /** Why an AI call failed (protocol/ai-failure.ts), so the page can word it in the guest's language. */
  reason: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const okSchema = z.object({ ok: z.literal(true) });
