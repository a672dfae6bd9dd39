import type { AppContext, Feature } from '../../lib/feature';
import { createStorage, type ObjectStorage } from '../../lib/storage';
import { moveLegacyOriginals } from './legacy-originals';
import { Renditions } from './renditions';
import { galleryRoutes } from './routes';
import { GalleryService } from './service';
import { PhotoUploads } from './uploads';

const SWEEP_EVERY_MS = 10 * 60_000;

interface Gallery {
  storage: ObjectStorage;
  renditions: Renditions;
  gallery: GalleryService;
  uploads: PhotoUploads;
}

// One per running app (tests start several in one process).
const instances = new WeakMap<AppContext, Gallery>();

export function galleryOf(ctx: AppContext): Gallery {
  let instance = instances.get(ctx);
  if (!instance) {
    const storage = createStorage(ctx.config);
    const renditions = new Renditions(storage, ctx.logger);
    instance = {
      storage,
      renditions,
      gallery: new GalleryService(ctx.hub, storage, renditions, ctx.events),
      uploads: new PhotoUploads(storage, ctx.logger),
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
    const { uploads, storage, renditions } = galleryOf(ctx);
    let closing = false;
    // In the background: a large gallery on S3 takes a while, and until then the local store
    // refuses `original.*` names anyway.
    const migration = moveLegacyOriginals(storage, renditions, ctx.logger, () => closing).catch(
      (error: unknown) => ctx.logger.warn({ err: error }, 'moving originals failed'),
    );
    const timer = setInterval(() => {
      uploads
        .sweepExpired()
        .catch((error: unknown) => ctx.logger.warn({ err: error }, 'upload sweep failed'));
    }, SWEEP_EVERY_MS);
    timer.unref();
    return Promise.resolve(async () => {
      clearInterval(timer);
      closing = true;
      await migration;
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
