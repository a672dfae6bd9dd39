import { z } from 'zod';
import { endpoint } from './http';

/** Whether this server can make guests' videos (an ffmpeg was found), for the dashboard. */
export const videoStatusSchema = z.object({ videos: z.enum(['on', 'off']) });
export type VideoStatus = z.infer<typeof videoStatusSchema>;

export const videoStatusApi = {
  status: endpoint({
    method: 'GET',
    path: '/api/admin/videos',
    access: 'organizer',
    response: videoStatusSchema,
  }),
};
