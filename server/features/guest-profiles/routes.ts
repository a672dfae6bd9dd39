import { Router } from 'express';
import { guestProfilesApi } from '../../../protocol/guest-profiles';
import { mount } from '../../lib/http/route';
import type { GuestProfilesService } from './service';

export function guestProfilesRoutes(profiles: GuestProfilesService): Router {
  const router = Router();
  // Every endpoint is 'signed-in': mount() answers anyone else 401 before the body is read.
  mount(router, guestProfilesApi.list, ({ viewer, query }) =>
    profiles.list(viewer, query.interest || undefined),
  );
  mount(router, guestProfilesApi.mine, async ({ viewer }) => ({
    profile: await profiles.mine(viewer),
  }));
  mount(router, guestProfilesApi.save, ({ viewer, body }) => profiles.save(viewer, body));
  mount(router, guestProfilesApi.setAvatar, ({ viewer, body }) =>
    profiles.setAvatar(viewer, body.photoURL),
  );
  mount(router, guestProfilesApi.remove, async ({ viewer }) => {
    await profiles.removeMine(viewer);
    return { profile: null };
  });
  mount(router, guestProfilesApi.get, ({ viewer, params }) => profiles.get(viewer, params.id));
  return router;
}
