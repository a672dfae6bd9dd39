import { z } from 'zod';
import { endpoint } from './http';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['up', 'down']),
  /** The answering process (INSTANCE_ID, else host name and process id). */
  instance: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

export const healthApi = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    openOnInviteOnlySite: 'everyone',
    response: healthSchema,
  }),
};
