import type { Feature } from '../../lib/feature';
import { perApp } from '../../lib/per-app';
import { GuestView } from './guest-view';
import { seatingRoutes } from './routes';
import { SeatingService } from './service';

/**
 * The seating chart: organizers' tables and assignments (topic `seating`), and once published,
 * each signed-in guest's own table (topic `seat`, one segment per guest id).
 */
const seatingOf = perApp((ctx) => {
  const guests = new GuestView(ctx.hub);
  return { guests, seating: new SeatingService(ctx.hub, guests) };
});

export const feature: Feature = {
  name: 'seating',
  async init(ctx) {
    ctx.hub.setSegments('seat', async (socket) => (socket.guestId ? [socket.guestId] : []));
    ctx.events.on('guests.deleted', ({ ids }) => seatingOf(ctx).seating.freeSeatsOf(ids));
  },
  routes(ctx) {
    const { seating, guests } = seatingOf(ctx);
    return seatingRoutes(seating, guests);
  },
};
