import { z } from 'zod';
import { endpoint, idParams, isoDate } from './http';

export const MOMENT_MISSING_INFO = 'Missing Information: Please enter your name and share your moment.';

export const momentTypes = ['text', 'photo', 'video', 'gif'] as const;
export const momentTypeSchema = z.enum(momentTypes);
export type MomentType = z.infer<typeof momentTypeSchema>;

/** A stored moment as every client sees it (collection `live_wedding_moments`). */
export const momentSchema = z.object({
  id: z.string(),
  guestName: z.string(),
  guestEmail: z.string().optional(),
  content: z.string(),
  momentType: momentTypeSchema,
  mediaUrl: z.string().optional(),
  hashtags: z.array(z.string()),
  location: z.string().optional(),
  isPublic: z.boolean(),
  likes: z.number().int().min(0),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Moment = z.infer<typeof momentSchema>;

/** Trims, drops a leading '#', removes empties and duplicates (case-insensitive, first spelling kept). */
export function normalizeHashtags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/^#+/, '').trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

const requiredText = (max: number) =>
  z
    .string({ error: MOMENT_MISSING_INFO })
    .trim()
    .min(1, MOMENT_MISSING_INFO)
    .max(max, `Must be at most ${max} characters`);

export const createMomentBodySchema = z
  .object({
    guestName: requiredText(80),
    guestEmail: z.email('Please enter a valid email').optional().or(z.literal('').transform(() => undefined)),
    content: requiredText(2000),
    momentType: momentTypeSchema.default('text'),
    mediaUrl: z.url('mediaUrl must be a valid URL').max(2048).optional(),
    hashtags: z
      .array(z.string().max(50, 'A hashtag must be at most 50 characters'))
      .max(20, 'At most 20 hashtags')
      .default([])
      .transform(normalizeHashtags),
    location: z.string().trim().max(200, 'location must be at most 200 characters').optional(),
    isPublic: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    if (body.momentType === 'text' && body.mediaUrl) {
      ctx.addIssue({ code: 'custom', path: ['mediaUrl'], message: 'mediaUrl is not allowed for a text moment' });
    }
    if (body.momentType !== 'text' && !body.mediaUrl) {
      ctx.addIssue({
        code: 'custom',
        path: ['mediaUrl'],
        message: `mediaUrl is required for a ${body.momentType} moment`,
      });
    }
  });
export type CreateMomentBody = z.input<typeof createMomentBodySchema>;

/** The create answer carries the author's delete token once; only its hash is stored. */
export const createdMomentSchema = momentSchema.extend({ authorToken: z.string() });
export type CreatedMoment = z.infer<typeof createdMomentSchema>;

export const momentLikedSchema = z.object({ id: z.string(), likes: z.number().int().min(0) });
export type MomentLiked = z.infer<typeof momentLikedSchema>;
export const momentDeletedSchema = z.object({ id: z.string() });

/** `recentMoments` counts moments created in the last RECENT_MOMENTS_WINDOW_MS. */
export const momentStatsSchema = z.object({
  totalMoments: z.number().int(),
  totalLikes: z.number().int(),
  recentMoments: z.number().int(),
  momentsByType: z.record(z.string(), z.number().int()),
});
export type MomentStats = z.infer<typeof momentStatsSchema>;

export const momentsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/live-wedding-moments',
    access: 'public',
    response: z.array(momentSchema),
  }),
  stats: endpoint({
    method: 'GET',
    path: '/api/live-wedding-moments/stats',
    access: 'public',
    response: momentStatsSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/live-wedding-moments',
    access: 'public',
    body: createMomentBodySchema,
    response: createdMomentSchema,
    status: 201,
  }),
  like: endpoint({
    method: 'POST',
    path: '/api/live-wedding-moments/:id/like',
    access: 'public',
    params: idParams,
    response: momentLikedSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/live-wedding-moments/:id',
    access: 'public',
    params: idParams,
    response: momentDeletedSchema,
  }),
};
