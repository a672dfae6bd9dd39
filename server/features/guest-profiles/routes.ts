import { Router } from 'express';
import { GUEST_PROFILE_MESSAGES, guestProfilesApi } from '../../../protocol/guest-profiles';
import { getViewer } from '../../lib/auth/viewer';
import { HttpError } from '../../lib/http/errors';
import { mount } from '../../lib/http/route';
import type { GuestProfilesService } from './service';

export function guestProfilesRoutes(profiles: GuestProfilesService): Router {
  const router = Router();
  // A guest's own profile: without a guest session, 401 before the body is even read.
  router.all([guestProfilesApi.save.path, guestProfilesApi.setAvatar.path], (req, res, next) => {
    next(
      req.method !== 'GET' && !getViewer(res).guestId
        ? new HttpError(401, GUEST_PROFILE_MESSAGES.signInFirst)
        : undefined,
    );
  });
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
