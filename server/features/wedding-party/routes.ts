import { Router } from 'express';
import { weddingPartyApi } from '../../../protocol/wedding-party';
import { mount } from '../../lib/http/route';
import { listWeddingParty } from './service';

export function weddingPartyRoutes(): Router {
  const router = Router();
  mount(router, weddingPartyApi.list, () => listWeddingParty());
  return router;
}
