import { Router } from 'express';
import { householdsApi } from '../../../protocol/households';
import { mount } from '../../lib/http/route';
import type { HouseholdsService } from './service';

export function householdsRoutes(service: HouseholdsService): Router {
  const router = Router();
  mount(router, householdsApi.mine, ({ viewer }) => service.mine(viewer.guestId));
  mount(router, householdsApi.nameCompanions, ({ body, viewer }) =>
    service.nameCompanions(viewer.guestId, body),
  );
  mount(router, householdsApi.list, () => service.list());
  mount(router, householdsApi.create, ({ body }) => service.create(body.memberIds));
  mount(router, householdsApi.moveMember, ({ params, body }) =>
    service.moveMember(params.id, body.guestId),
  );
  mount(router, householdsApi.merge, ({ params, body }) =>
    service.merge(params.id, body.householdId),
  );
  mount(router, householdsApi.setCompanionsAllowed, ({ params, body }) =>
    service.setCompanionsAllowed(params.id, body.companionsAllowed),
  );
  return router;
}
