import { Router } from 'express';
import { siteAccessApi } from '../../../protocol/site-access';
import { weddingApi } from '../../../protocol/wedding';
import { mount } from '../../lib/http/route';
import { getWeddingSettings } from './service';
import { setSiteAccess } from './site-access';

export function weddingRoutes(): Router {
  const router = Router();
  mount(router, weddingApi.settings, () => getWeddingSettings());
  mount(router, siteAccessApi.update, async ({ body }) => ({ mode: await setSiteAccess(body.mode) }));
  return router;
}
