import { Router } from 'express';
import { weddingEditApi } from '../../../protocol/wedding-edit';
import { weddingPartyApi } from '../../../protocol/wedding-party';
import { mount } from '../../lib/http/route';
import type { RealtimeHub } from '../../lib/realtime/hub';
import type { PartyPhotoDeps } from './photos';
import { listWeddingParty, replaceWeddingParty } from './service';

export function weddingPartyRoutes(hub: RealtimeHub, photos: PartyPhotoDeps): Router {
  const router = Router();
  mount(router, weddingPartyApi.list, () => listWeddingParty());
  mount(router, weddingEditApi.party, ({ body }) => replaceWeddingParty(body, hub, photos));
  return router;
}
