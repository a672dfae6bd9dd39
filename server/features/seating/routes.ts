import { Router } from 'express';
import { seatFinderApi, seatingApi } from '../../../protocol/seating';
import { mount } from '../../lib/http/route';
import type { GuestView } from './guest-view';
import type { SeatingService } from './service';

export function seatingRoutes(seating: SeatingService, guests: GuestView): Router {
  const router = Router();
  mount(router, seatingApi.tables, () => seating.tables());
  mount(router, seatingApi.createTable, ({ body }) => seating.createTable(body));
  mount(router, seatingApi.moveTable, ({ params, body }) => seating.moveTable(params.id, body));
  mount(router, seatingApi.updateTable, ({ params, body }) => seating.updateTable(params.id, body));
  mount(router, seatingApi.deleteTable, ({ params }) => seating.deleteTable(params.id));
  mount(router, seatingApi.assignments, () => seating.assignments());
  mount(router, seatingApi.createAssignment, ({ body }) => seating.createAssignment(body));
  mount(router, seatingApi.updateAssignment, ({ params, body }) =>
    seating.updateAssignment(params.id, body),
  );
  mount(router, seatingApi.deleteAssignment, ({ params }) => seating.deleteAssignment(params.id));
  mount(router, seatingApi.importableGuests, () => seating.importableGuests());
  mount(router, seatingApi.importGuests, ({ body }) => seating.importGuests(body));
  mount(router, seatingApi.publication, async () => ({ published: await guests.published() }));
  mount(router, seatingApi.setPublication, ({ body }) => guests.setPublished(body.published));
  mount(router, seatFinderApi.mySeat, ({ viewer }) => guests.mySeat(viewer));
  mount(router, seatFinderApi.findSeat, ({ query }) => guests.find(query.name));
  return router;
}
