import { aiEndpointFor } from '../../lib/ai/endpoint';
import type { Feature } from '../../lib/feature';
import { speechRoutes } from './routes';
import { SpeechService } from './service';

/** The speech generator: the AI endpoint when configured, the built-in writer otherwise. */
export const feature: Feature = {
  name: 'speech',
  routes: (ctx) => speechRoutes(new SpeechService(aiEndpointFor(ctx, 'speech')), ctx.logger),
};
