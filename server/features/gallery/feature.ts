import type { AppContext, Feature } from '../../lib/feature';
import { createStorage, type ObjectStorage } from '../../lib/storage';
import { galleryRoutes } from './routes';
import { GalleryService } from './service';
import { PhotoUploads } from './uploads';

interface Gallery {
  storage: ObjectStorage;
  gallery: GalleryService;
  uploads: PhotoUploads;
}

// One per running app (tests start several in one process).
const instances = new WeakMap<AppContext, Gallery>();

export function galleryOf(ctx: AppContext): Gallery {
  let instance = instances.get(ctx);
  if (!instance) {
    const storage = createStorage(ctx.config);
    instance = {
      storage,
      gallery: new GalleryService(ctx.hub, storage, ctx.logger, ctx.events),
      uploads: new PhotoUploads(storage, ctx.logger, ctx.config.uploads),
    };
    instances.set(ctx, instance);
  }
  return instance;
}

/**
 * Photo sharing: presigned uploads straight to storage (local disk or S3), checked and processed
 * on confirmation, the gallery pushed live on the `gallery` topic, photos under the organizers'
 * moderation, and the ZIP of every original.
 */
export const feature: Feature = {
  name: 'gallery',
  init(ctx) {
    const { uploads } = galleryOf(ctx);
    const timer = setInterval(() => {
      Promise.all([uploads.sweepExpired(), uploads.sweepIncoming()]).catch((error: unknown) =>
        ctx.logger.warn({ err: error }, 'upload sweep failed'),
      );
    }, ctx.config.uploads.sweepEveryMs);
    timer.unref();
    return Promise.resolve(() => {
      clearInterval(timer);
      return Promise.resolve();
    });
  },
  routes(ctx) {
    return galleryRoutes({ ...galleryOf(ctx), config: ctx.config, logger: ctx.logger });
  },
  moderation(ctx) {
    const { gallery } = galleryOf(ctx);
    return {
      kind: 'photos',
      list: (options) => gallery.moderationList(options),
      approve: (id) => gallery.approve(id),
      hide: (id) => gallery.hide(id),
      remove: async (id) => {
        await gallery.remove(id);
      },
    };
  },
};
