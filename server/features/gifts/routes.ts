import { Router } from 'express';
import { giftsApi } from '../../../protocol/gifts';
import { mount } from '../../lib/http/route';
import { listGifts, recordGift } from './service';

export function giftRoutes(): Router {
  const router = Router();
  mount(router, giftsApi.create, ({ body }) => recordGift(body));
  mount(router, giftsApi.list, () => listGifts());
  return router;
}
