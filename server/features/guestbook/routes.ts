import { Router } from 'express';
import { guestbookApi } from '../../../protocol/guestbook';
import { mount } from '../../lib/http/route';
import type { GuestBookService } from './service';

export function guestBookRoutes(service: GuestBookService): Router {
  const router = Router();
  mount(router, guestbookApi.list, () => service.list());
  mount(router, guestbookApi.create, ({ body, viewer, idempotencyKey }) =>
    service.create(body, viewer, idempotencyKey),
  );
  return router;
}
