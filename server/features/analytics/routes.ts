import { Router } from 'express';
import { analyticsApi } from '../../../protocol/analytics';
import { mount } from '../../lib/http/route';
import { analyticsSnapshot } from './service';

export function analyticsRoutes(): Router {
  const router = Router();
  mount(router, analyticsApi.snapshot, () => analyticsSnapshot());
  return router;
}
