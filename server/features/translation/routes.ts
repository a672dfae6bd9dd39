import { Router } from 'express';
import { translateApi } from '../../../protocol/translate';
import { mount } from '../../lib/http/route';
import type { TranslationService } from './service';

export function translationRoutes(translation: TranslationService): Router {
  const router = Router();
  mount(router, translateApi.capabilities, () => ({ translation: translation.available }));
  mount(router, translateApi.post, ({ body }) => translation.translate(body));
  return router;
}
