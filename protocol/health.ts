import { z } from 'zod';
import { endpoint } from './http';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof healthSchema>;

export const healthApi = {
  health: endpoint({ method: 'GET', path: '/api/health', access: 'public', response: healthSchema }),
};
