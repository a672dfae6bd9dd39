import type { Feature } from '../../lib/feature';
import { perApp } from '../../lib/per-app';
import { galleryOf } from '../gallery/feature';
import { migrateProfileModeration } from './migrate';
import { guestProfilesRoutes } from './routes';
import { GuestProfilesService, SIGNED_IN_SEGMENT } from './service';

const serviceOf = perApp((ctx) => {
  const { uploads, storage, renditions } = galleryOf(ctx);
  return new GuestProfilesService({
    hub: ctx.hub,
    events: ctx.events,
    uploads,
    storage,
    renditions,
    logger: ctx.logger,
  });
});

/**
 * "Meet the guests": profiles of guests signed in with an invite code, a directory only they (and
 * organizers) can read, pushed live on the `guest-profiles` topic, under the moderation queue.
 */
export const feature: Feature = {
  name: 'guest-profiles',
  async init(ctx) {
    ctx.hub.setSegments('guest-profiles', (socket) =>
      Promise.resolve(socket.organizer || socket.guestId ? [SIGNED_IN_SEGMENT] : []),
    );
    await migrateProfileModeration();
  },
  routes(ctx) {
    return guestProfilesRoutes(serviceOf(ctx));
  },
  moderation(ctx) {
    const profiles = serviceOf(ctx);
    return {
      kind: 'profiles',
      list: (options) => profiles.moderationList(options),
      approve: (id) => profiles.approve(id),
      hide: (id) => profiles.hide(id),
      remove: (id) => profiles.remove(id),
    };
  },
};
