import { aiEndpointFor } from '../../lib/ai/endpoint';
import type { Feature } from '../../lib/feature';
import { assistantRoutes } from './routes';
import { AssistantService } from './service';

/** /ai-assistant: recommendations and an itinerary for the signed-in guest. */
export const feature: Feature = {
  name: 'assistant',
  routes: (ctx) => assistantRoutes(new AssistantService(aiEndpointFor(ctx, 'assistant'), ctx.logger)),
};
