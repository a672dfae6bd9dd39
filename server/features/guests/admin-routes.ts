import { Router } from 'express';
import { adminGuestsApi } from '../../../protocol/admin-guests';
import { mount } from '../../lib/http/route';
import type { AdminGuestsService } from './admin-service';
import { importGuests } from './guest-import';
import type { HouseholdsService } from '../households/door';

export function adminGuestsRoutes(
  guests: AdminGuestsService,
  households: HouseholdsService,
): Router {
  const router = Router();
  mount(router, adminGuestsApi.list, () => guests.list());
  mount(router, adminGuestsApi.create, ({ body }) => guests.create(body));
  // Fixed paths before '/:id' ones, so 'restore' or 'bulk' is never read as an id.
  mount(router, adminGuestsApi.restore, ({ body }) => guests.restore(body.guests));
  mount(router, adminGuestsApi.bulk, ({ body }) => guests.bulk(body.ids, body.action));
  // Its larger body (maxBodyBytes) is read only once the caller is an organizer.
  mount(router, adminGuestsApi.import, ({ body }) => importGuests(body.rows, guests, households));
  mount(router, adminGuestsApi.update, ({ params, body }) => guests.update(params.id, body));
  mount(router, adminGuestsApi.setStatus, ({ params, body }) =>
    guests.setStatus(params.id, body.rsvpStatus),
  );
  mount(router, adminGuestsApi.regenerateCode, ({ params }) => guests.regenerateCode(params.id));
  mount(router, adminGuestsApi.remove, ({ params }) => guests.remove(params.id));
  return router;
}
