import { Router } from 'express';
import { weddingPartyApi } from '../../../protocol/wedding-party';
import { mount } from '../../lib/http/route';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { listWeddingParty, replaceWeddingParty } from './service';

export function weddingPartyRoutes(hub: RealtimeHub): Router {
  const router = Router();
  mount(router, weddingPartyApi.list, () => listWeddingParty());
  mount(router, weddingPartyApi.replace, ({ body }) => replaceWeddingParty(body, hub));
  return router;
}
