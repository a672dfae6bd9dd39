import { Router } from 'express';
import { aiApi } from '../../../protocol/ai';
import { mount } from '../../lib/http/route';
import type { AssistantService } from './service';

/** Guest-only: the service answers 401 without an invite-code session. */
export function assistantRoutes(assistant: AssistantService): Router {
  const router = Router();
  mount(router, aiApi.recommendations, ({ viewer, body }) =>
    assistant.recommendations(viewer.guestId, body.language),
  );
  mount(router, aiApi.itinerary, ({ viewer, body }) => assistant.itinerary(viewer.guestId, body.language));
  return router;
}
