import path from 'node:path';
import { Router, type Request } from 'express';
import { galleryApi, UPLOAD_MESSAGES, type StoreCheck } from '../../../protocol/gallery';
import type { Config } from '../../config';
import { getViewer } from '../../lib/auth/viewer';
import { errorBody, unauthorized } from '../../lib/http/errors';
import { mount } from '../../lib/http/route';
import type { Logger } from '../../lib/logger';
import { actorOf } from '../moderation/actor';
import { LOCAL_UPLOADS_PATH, LocalDiskStorage, type ObjectStorage } from '../../lib/storage';
import { streamAllOriginals } from './download';
import { isLegacyOriginal, PUBLIC_MEDIA_PREFIX } from './keys';
import type { GalleryService } from './service';
import type { PhotoUploads } from './uploads';

/** The address browsers reach this site at: where the local store's upload URLs point. */
function siteOrigin(req: Request, config: Config): string {
  return config.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

export function galleryRoutes(deps: {
  gallery: GalleryService;
  uploads: PhotoUploads;
  storage: ObjectStorage;
  config: Config;
  logger: Logger;
  /** What the start-up check of the store found (store-check.ts). */
  storeCheck: () => StoreCheck;
}): Router {
  const { gallery, uploads, storage, config, logger } = deps;
  const router = Router();
  if (storage instanceof LocalDiskStorage) {
    // Before the store's own PUT route: a link whose upload was confirmed or discarded is spent.
    router.put(`${LOCAL_UPLOADS_PATH}/{*key}`, (req, res, next) => {
      // Judged on the key the store will write, decoded and normalised as it does.
      let key: string;
      try {
        key = path.posix.normalize(
          decodeURIComponent(req.path.slice(LOCAL_UPLOADS_PATH.length + 1)),
        );
      } catch {
        return next();
      }
      // Other keys were never signed for a browser: the store refuses them itself.
      if (!key.startsWith('incoming/')) return next();
      uploads.acceptsPut(key).then((accepts) => {
        if (accepts) return next();
        // The body is not read: the connection closes after the answer.
        res.set('connection', 'close').status(409).json(errorBody(UPLOAD_MESSAGES.linkUsed));
      }, next);
    });
    router.use(
      storage.routes({
        publicPrefixes: [PUBLIC_MEDIA_PREFIX],
        // Originals stored beside their renditions before they moved to a private prefix, until
        // the start-up move (legacy-originals.ts) reaches them.
        isPrivate: isLegacyOriginal,
      }),
    );
  }
  mount(router, galleryApi.uploadUrl, ({ body, viewer, req }) =>
    uploads.issue(body, viewer, siteOrigin(req, config)),
  );
  mount(router, galleryApi.addGuestPhoto, ({ body, viewer }) =>
    uploads.confirm(body, viewer, gallery.record),
  );
  mount(router, galleryApi.photos, () => gallery.list());
  mount(router, galleryApi.storeCheck, () => deps.storeCheck());
  mount(router, galleryApi.remove, ({ params, req }) =>
    gallery.removeFromGallery(params.id, actorOf(req)),
  );
  // The answer is a file, not JSON: mounted by hand (the organizer guard already ran).
  router.get(galleryApi.downloadAll.path, (_req, res, next) => {
    if (!getViewer(res).organizer) return next(unauthorized());
    streamAllOriginals(res, storage, logger).catch((error: unknown) => {
      if (!res.headersSent) next(error);
      else res.destroy(error as Error);
    });
  });
  return router;
}
