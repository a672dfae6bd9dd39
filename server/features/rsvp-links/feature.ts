import type { Feature } from '../../lib/feature';
import { rsvpLinksRoutes } from './routes';
import { RsvpLinksService } from './service';

/** Bridges RSVPs and the guest list: neither feature imports the other. */
export const feature: Feature = {
  name: 'rsvp-links',
  routes: (ctx) => {
    const links = new RsvpLinksService(ctx.hub);
    ctx.events.on('rsvp.saved', (event) => links.onRsvpSaved(event));
    return rsvpLinksRoutes(links);
  },
};
