import type { Feature } from '../../lib/feature';
import { mediaSettingsRoutes } from './routes';

/**
 * The organizers' media settings: whether guests may share videos, and how long, how large and
 * how much per phone an hour, within the operator's environment. Read through door.ts by the video
 * accept path and the transcode job.
 */
export const feature: Feature = {
  name: 'media-settings',
  routes(ctx) {
    return mediaSettingsRoutes(ctx.config);
  },
};
