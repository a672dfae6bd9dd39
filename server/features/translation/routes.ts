import { Router } from 'express';
import { translateApi } from '../../../protocol/translate';
import { mount } from '../../lib/http/route';
import type { TranslationService } from './service';
import type { TextTranslationService } from './text-service';

export function translationRoutes(translation: TranslationService, texts: TextTranslationService): Router {
  const router = Router();
  mount(router, translateApi.capabilities, () => ({ translation: translation.available }));
  mount(router, translateApi.post, ({ body }) => translation.translate(body));
  mount(router, translateApi.translate, ({ body }) => texts.translate(body));
  return router;
}
