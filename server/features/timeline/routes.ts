import { Router } from 'express';
import { timelineApi } from '../../../protocol/timeline';
import { mount } from '../../lib/http/route';
import { actorOf } from '../moderation/actor';
import { listEvents, type TimelineEventsService } from './events-service';
import type { TimelineParticipationsService } from './participations-service';
import { presentModerated } from './present';

export function timelineRoutes(
  events: TimelineEventsService,
  participations: TimelineParticipationsService,
): Router {
  const router = Router();
  mount(router, timelineApi.events, () => listEvents());
  mount(router, timelineApi.participations, () => participations.listForGuests());
  mount(router, timelineApi.participate, ({ params, body, viewer, idempotencyKey }) =>
    participations.participate(params.id, body, viewer, idempotencyKey),
  );
  mount(router, timelineApi.createEvent, ({ body }) => events.create(body));
  mount(router, timelineApi.updateEvent, ({ params, body }) => events.update(params.id, body));
  mount(router, timelineApi.deleteEvent, ({ params }) => events.remove(params.id));
  mount(router, timelineApi.reorderEvents, ({ body }) => events.reorder(body.ids));
  mount(router, timelineApi.moderation, async () =>
    (await participations.listForOrganizers()).map(presentModerated),
  );
  // Organizers' actions here land in the moderation log too, as in the Moderation tab.
  mount(router, timelineApi.approve, ({ params, req }) =>
    participations.approve(params.id, actorOf(req)),
  );
  mount(router, timelineApi.hide, ({ params, req }) =>
    participations.hide(params.id, actorOf(req)),
  );
  mount(router, timelineApi.removeParticipation, ({ params, req }) =>
    participations.remove(params.id, actorOf(req)),
  );
  return router;
}
