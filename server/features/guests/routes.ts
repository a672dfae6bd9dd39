import { Router } from 'express';
import { guestsApi } from '../../../protocol/guests';
import { mount } from '../../lib/http/route';
import type { GuestsService } from './service';

export function guestsRoutes(guests: GuestsService): Router {
  const router = Router();
  mount(router, guestsApi.list, () => guests.list());
  return router;
}
