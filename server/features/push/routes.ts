import { Router } from 'express';
import { pushApi } from '../../../protocol/push';
import { mount } from '../../lib/http/route';
import { countsOf } from './delivery-counts';
import type { PushSubscriptions } from './subscriptions';
import type { VapidKeys } from './vapid';

export function pushRoutes(
  subscriptions: PushSubscriptions,
  vapid: () => Promise<VapidKeys>,
): Router {
  const router = Router();

  mount(router, pushApi.publicKey, async () => ({ publicKey: (await vapid()).publicKey }));

  mount(router, pushApi.subscribe, async ({ viewer, body }) => {
    await subscriptions.subscribe(viewer, body);
    return { endpoint: body.endpoint };
  });

  mount(router, pushApi.unsubscribe, async ({ viewer, body }) => {
    await subscriptions.unsubscribe(viewer, body.endpoint);
    return { endpoint: body.endpoint };
  });

  mount(router, pushApi.counts, ({ params }) => countsOf(params.id));

  return router;
}
