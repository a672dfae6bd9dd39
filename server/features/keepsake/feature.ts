import type { AppContext, Feature } from '../../lib/feature';
import { galleryOf } from '../gallery/feature';
import { quizResultsOf } from '../quiz/door';
import { lapsedMyPostsLocksSweep } from './download-lock';
import { keepsakeRoutes } from './routes';
import { KeepsakeService } from './service';

// One service per running app (tests start several in one process).
const services = new WeakMap<AppContext, KeepsakeService>();

export function keepsakeOf(ctx: AppContext): KeepsakeService {
  let service = services.get(ctx);
  if (!service) {
    service = new KeepsakeService(galleryOf(ctx).storage, ctx.hub, ctx.logger, ctx.jobs);
    // The live quizzes' podiums go in the book and the site.
    service.quizResults = quizResultsOf(ctx);
    services.set(ctx, service);
  }
  return service;
}

/**
 * The keepsake: organizers build one ZIP of everything guests shared (site, book, originals,
 * data.json) in the background; guests may download their own posts when the couple allows it.
 */
export const feature: Feature = {
  name: 'keepsake',
  async init(ctx) {
    const service = keepsakeOf(ctx);
    // A build an older version left running is handed to the job runner at start-up.
    await service
      .adoptStalled()
      .catch((error: unknown) => ctx.logger.warn({ err: error }, 'keepsake take-over failed'));
    return () => service.close();
  },
  sweeps() {
    return [lapsedMyPostsLocksSweep()];
  },
  routes(ctx) {
    return keepsakeRoutes(keepsakeOf(ctx), galleryOf(ctx).storage, ctx.logger);
  },
};
