import { Router, type Request } from 'express';
import { galleryApi, UPLOAD_MESSAGES, type StoreCheck } from '../../../protocol/gallery';
import { galleryRevealApi } from '../../../protocol/gallery-reveal';
import type { Config } from '../../config';
import { mount, mountFile } from '../../lib/http/route';
import type { Logger } from '../../lib/logger';
import { actorOf } from '../moderation/actor';
import { LocalDiskStorage, type ObjectStorage } from '../../lib/storage';
import { streamAllOriginals } from './download';
import { isLegacyOriginal, PUBLIC_MEDIA_PREFIX } from './keys';
import type { GalleryReveal } from './reveal';
import type { GalleryService } from './service';
import type { PhotoUploads } from './uploads';

/** The address browsers reach this site at: where the local store's upload URLs point. */
function siteOrigin(req: Request, config: Config): string {
  return config.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

export function galleryRoutes(deps: {
  gallery: GalleryService;
  reveal: GalleryReveal;
  uploads: PhotoUploads;
  storage: ObjectStorage;
  config: Config;
  logger: Logger;
  /** What the start-up check of the store found (store-check.ts). */
  storeCheck: () => StoreCheck;
}): Router {
  const { gallery, reveal, uploads, storage, config, logger } = deps;
  const router = Router();
  if (storage instanceof LocalDiskStorage) {
    // The local store's own signed PUTs and photo GETs (S3's part when there is no S3).
    router.use(
      storage.routes({
        publicPrefixes: [PUBLIC_MEDIA_PREFIX],
        // Originals stored beside their renditions before they moved to a private prefix, until
        // the start-up move (legacy-originals.ts) reaches them.
        isPrivate: isLegacyOriginal,
        // A link whose upload was confirmed or discarded is spent.
        uploadLinks: {
          accepts: (key) => uploads.acceptsPut(key),
          spentMessage: UPLOAD_MESSAGES.linkUsed,
        },
      }),
    );
  }
  mount(router, galleryApi.uploadUrl, ({ body, viewer, req }) =>
    uploads.issue(body, viewer, siteOrigin(req, config)),
  );
  mount(router, galleryApi.addGuestPhoto, async ({ body, viewer }) => {
    // A phone out of shots is told before its file is read (the shot itself is taken at record).
    await reveal.ensureShotLeft(viewer.deviceId);
    return uploads.confirm(body, viewer, gallery.record);
  });
  mount(router, galleryApi.photos, () => gallery.list());
  mount(router, galleryRevealApi.state, () => reveal.state());
  mount(router, galleryRevealApi.mine, async ({ viewer }) => ({
    photos: await gallery.mine(viewer.deviceId),
    shotsLeft: await reveal.shotsLeft(viewer.deviceId),
  }));
  mount(router, galleryRevealApi.settings, () => reveal.settings());
  mount(router, galleryRevealApi.saveSettings, ({ body }) => reveal.save(body));
  mount(router, galleryApi.storeCheck, () => deps.storeCheck());
  mount(router, galleryApi.remove, ({ params, req }) =>
    gallery.removeFromGallery(params.id, actorOf(req)),
  );
  mountFile(router, galleryApi.downloadAll, ({ res }) => streamAllOriginals(res, storage, logger));
  return router;
}
