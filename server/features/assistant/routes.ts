import { Router } from 'express';
import { aiApi } from '../../../protocol/ai';
import { mount } from '../../lib/http/route';
import type { AssistantService } from './service';

/** Guest-only ('signed-in' in the contract); the service answers 401 to an organizer, who has no guest record. */
export function assistantRoutes(assistant: AssistantService): Router {
  const router = Router();
  mount(router, aiApi.recommendations, ({ viewer, body }) =>
    assistant.recommendations(viewer.guestId, body.language),
  );
  mount(router, aiApi.itinerary, ({ viewer, body }) => assistant.itinerary(viewer.guestId, body.language));
  return router;
}
