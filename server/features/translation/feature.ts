import { aiEndpointFor } from '../../lib/ai/endpoint';
import type { Feature } from '../../lib/feature';
import { translationRoutes } from './routes';
import { TranslationService } from './service';
import { TextTranslationService } from './text-service';
import { textTranslationsSweep } from './sweep';

/**
 * 'See translation' on guests' posts, and the organizers' drafts of their texts in the other
 * language (/api/translate), through the AI endpoint's translation share, cached per post, or per
 * text, and language.
 */
export const feature: Feature = {
  name: 'translation',
  sweeps: (ctx) => [textTranslationsSweep(ctx.config.sweep.textTranslationsMs)],
  routes: (ctx) => {
    const endpoint = aiEndpointFor(ctx, 'translation');
    return translationRoutes(
      new TranslationService(endpoint, ctx.logger),
      new TextTranslationService(endpoint, ctx.logger),
    );
  },
};
