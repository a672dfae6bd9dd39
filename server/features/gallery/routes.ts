import { Router } from 'express';
import { galleryApi, type StoreCheck } from '../../../protocol/gallery';
import { galleryRevealApi } from '../../../protocol/gallery-reveal';
import type { Config } from '../../config';
import { mount, mountFile } from '../../lib/http/route';
import type { Logger } from '../../lib/logger';
import { actorOf } from '../moderation/actor';
import type { ObjectStorage } from '../../lib/storage';
import { streamAllOriginals } from './download';
import type { GalleryReveal } from './reveal';
import { namesVideoUpload } from './keys';
import type { GalleryService } from './service';
import type { PhotoUploads } from './uploads';
import type { GalleryVideos } from './videos';
import { mountUploadRoutes, siteOrigin } from './uploads-routes';

export function galleryRoutes(deps: {
  gallery: GalleryService;
  galleryVideos: GalleryVideos;
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
  mountUploadRoutes(router, { uploads, storage, config });
  mount(router, galleryApi.uploadUrl, ({ body, viewer, req }) =>
    uploads.issue(body, viewer, siteOrigin(req, config)),
  );
  mount(router, galleryApi.addGuestPhoto, async ({ body, viewer }) => {
    // A phone out of shots is told before its file is read (the shot itself is taken at record).
    await reveal.ensureShotLeft(viewer.deviceId);
    // A video is recorded as being made; its job makes and publishes it (videos.ts).
    if (namesVideoUpload(body.photoURL)) return deps.galleryVideos.create(body, viewer);
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
