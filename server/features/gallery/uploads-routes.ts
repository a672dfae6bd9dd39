import type { Request, Router } from 'express';
import { UPLOAD_MESSAGES } from '../../../protocol/gallery';
import { uploadsApi } from '../../../protocol/uploads';
import type { Config } from '../../config';
import { mount } from '../../lib/http/route';
import { LocalDiskStorage, localStoreRoutes, type ObjectStorage } from '../../lib/storage';
import { isLegacyOriginal, PUBLIC_MEDIA_PREFIX } from './keys';
import { MultipartUploads } from './uploads-multipart';
import type { PhotoUploads } from './uploads';

/** The address browsers reach this site at: where the local store's upload URLs point. */
export function siteOrigin(req: Request, config: Config): string {
  return config.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** The upload endpoints besides the single PUT's link: the disk store's own, and multipart. */
export function mountUploadRoutes(
  router: Router,
  deps: { uploads: PhotoUploads; storage: ObjectStorage; config: Config },
): void {
  const { uploads, storage, config } = deps;
  if (storage instanceof LocalDiskStorage) {
    // The local store's own signed PUTs and photo GETs (S3's part when there is no S3).
    router.use(
      localStoreRoutes(storage, {
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
  const multipart = new MultipartUploads(storage, uploads, config.uploads.partBytes);
  mount(router, uploadsApi.startMultipart, ({ body, viewer }) => multipart.start(body, viewer));
  mount(router, uploadsApi.signPart, ({ body, viewer, req }) =>
    multipart.signPart(body, viewer, siteOrigin(req, config)),
  );
  mount(router, uploadsApi.listParts, ({ body, viewer }) => multipart.listParts(body, viewer));
  mount(router, uploadsApi.completeMultipart, ({ body, viewer, req }) =>
    multipart.complete(body, viewer, siteOrigin(req, config)),
  );
  mount(router, uploadsApi.abortMultipart, ({ body, viewer }) => multipart.abort(body, viewer));
}
