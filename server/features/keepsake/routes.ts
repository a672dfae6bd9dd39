import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { KEEPSAKE_MESSAGES, KEEPSAKE_ZIP_NAME, keepsakeApi } from '../../../protocol/keepsake';
import { TOO_MANY_WRITES_MESSAGE } from '../../../protocol/http';
import { forbidden, HttpError } from '../../lib/http/errors';
import { mount, mountFile } from '../../lib/http/route';
import type { Logger } from '../../lib/logger';
import type { ObjectStorage } from '../../lib/storage';
import { lockMyPosts } from './download-lock';
import { countMine, ownFilters, streamMyPosts } from './mine';
import type { KeepsakeService } from './service';

export function keepsakeRoutes(
  service: KeepsakeService,
  storage: ObjectStorage,
  logger: Logger,
): Router {
  const router = Router();
  mount(router, keepsakeApi.status, () => service.status());
  mount(router, keepsakeApi.start, ({ body }) => service.start(body));
  mount(router, keepsakeApi.settings, ({ body }) => service.saveSettings(body));

  mountFile(router, keepsakeApi.download, async ({ res }) => {
    const stream = await service.download();
    res.status(200);
    res.setHeader('content-type', 'application/zip');
    res.setHeader('content-disposition', `attachment; filename="${KEEPSAKE_ZIP_NAME}"`);
    res.setHeader('cache-control', 'no-store');
    await pipeline(stream, res);
  });

  mount(router, keepsakeApi.myPostsInfo, async ({ viewer }) => {
    const zero = { moments: 0, photos: 0, guestBook: 0, timelineMessages: 0 };
    if (!(await service.settings()).guestDownloads) return { enabled: false, ...zero };
    return { enabled: true, ...(await countMine(viewer)) };
  });

  // Costly for a GET (limited as a guest write): one at a time per identity in every process.
  mountFile(router, keepsakeApi.myPostsDownload, async ({ viewer, res }) => {
    if (!(await service.settings()).guestDownloads)
      throw forbidden(KEEPSAKE_MESSAGES.guestDownloadsOff);
    ownFilters(viewer);
    const who = viewer.guestId ? `guest:${viewer.guestId}` : `device:${viewer.deviceId}`;
    const release = await lockMyPosts(who);
    if (!release) throw new HttpError(429, TOO_MANY_WRITES_MESSAGE);
    try {
      await streamMyPosts(res, viewer, storage, logger);
    } finally {
      // Unreleased (the database away), the lock's lease lapses on its own.
      await release().catch((error: unknown) =>
        logger.warn({ err: error }, 'own posts download lock not released'),
      );
    }
  });
  return router;
}
