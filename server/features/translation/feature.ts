import { aiEndpointFor } from '../../lib/ai/endpoint';
import type { Feature } from '../../lib/feature';
import { translationRoutes } from './routes';
import { TranslationService } from './service';

/** 'See translation' on guests' posts, through the AI endpoint, cached per post and language. */
export const feature: Feature = {
  name: 'translation',
  routes: (ctx) => translationRoutes(new TranslationService(aiEndpointFor(ctx), ctx.logger)),
};
