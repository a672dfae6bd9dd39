import { Router } from 'express';
import { weddingApi } from '../../../protocol/wedding';
import { mount } from '../../lib/http/route';
import { getWeddingSettings } from './service';

export function weddingRoutes(): Router {
  const router = Router();
  mount(router, weddingApi.settings, () => getWeddingSettings());
  return router;
}
