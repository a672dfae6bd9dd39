import { Router, type Request } from 'express';
import { galleryApi, UPLOAD_MESSAGES } from '../../../protocol/gallery';
import type { Config } from '../../config';
import { getViewer } from '../../lib/auth/viewer';
import { unauthorized } from '../../lib/http/errors';
import { mount } from '../../lib/http/route';
import type { Logger } from '../../lib/logger';
import { actorOf } from '../moderation/actor';
import { LOCAL_UPLOADS_PATH, LocalDiskStorage, type ObjectStorage } from '../../lib/storage';
import { streamAllOriginals } from './download';
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
}): Router {
  const { gallery, uploads, storage, config, logger } = deps;
  const router = Router();
  if (storage instanceof LocalDiskStorage) {
    // Before the store's own PUT route: a link whose upload was confirmed or discarded is spent.
    router.put(`${LOCAL_UPLOADS_PATH}/{*key}`, (req, res, next) => {
      const key = req.path.slice(LOCAL_UPLOADS_PATH.length + 1);
      // Other keys were never signed for a browser: the store refuses them itself.
      if (!key.startsWith('incoming/')) return next();
      uploads.acceptsPut(key).then((accepts) => {
        if (accepts) return next();
        // The body is not read: the connection closes after the answer.
        res.set('connection', 'close').status(409).json({ message: UPLOAD_MESSAGES.linkUsed });
      }, next);
    });
    router.use(storage.routes({ publicPrefixes: ['photos/'] }));
  }
  mount(router, galleryApi.uploadUrl, ({ body, viewer, req }) =>
    uploads.issue(body, viewer, siteOrigin(req, config)),
  );
  mount(router, galleryApi.addGuestPhoto, ({ body, viewer }) =>
    uploads.confirm(body, viewer, gallery.record),
  );
  mount(router, galleryApi.photos, () => gallery.list());
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
