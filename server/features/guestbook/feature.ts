import type { Feature } from '../../lib/feature';
import { guestBookRoutes } from './routes';
import { GuestBookService } from './service';

export const feature: Feature = {
  name: 'guestbook',
  routes: (ctx) => guestBookRoutes(new GuestBookService(ctx.hub)),
};
