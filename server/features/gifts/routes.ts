import { Router } from 'express';
import { giftsApi } from '../../../protocol/gifts';
import { mount } from '../../lib/http/route';
import type { GiftsService } from './service';

export function giftRoutes(service: GiftsService): Router {
  const router = Router();
  mount(router, giftsApi.create, ({ body }) => service.record(body));
  mount(router, giftsApi.list, () => service.list());
  mount(router, giftsApi.verify, ({ params, body }) =>
    service.verify(params.id, body.transactionId),
  );
  mount(router, giftsApi.unverify, ({ params }) => service.unverify(params.id));
  mount(router, giftsApi.markThankYou, ({ params, body }) =>
    service.markThankYou(params.id, body.sentOn),
  );
  mount(router, giftsApi.unmarkThankYou, ({ params }) => service.unmarkThankYou(params.id));
  return router;
}
