import { aiEndpointFor } from '../../lib/ai/endpoint';
import type { Feature } from '../../lib/feature';
import { AiVenueAdvisor } from './ai-advisor';
import { venuesRoutes } from './routes';
import { VenuesService } from './service';

export const feature: Feature = {
  name: 'venues',
  routes: (ctx) => {
    // The venue tips are guest assistance: they spend the assistant's share of the AI budget.
    const endpoint = aiEndpointFor(ctx, 'assistant');
    return venuesRoutes(new VenuesService(endpoint && new AiVenueAdvisor(endpoint, ctx.logger)));
  },
};
