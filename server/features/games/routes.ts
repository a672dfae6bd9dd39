import { Router } from 'express';
import { gamesApi } from '../../../protocol/games';
import { mount } from '../../lib/http/route';
import { createChallenge, listChallenges, updateChallenge } from './challenges';
import type { GamesService } from './service';

export function gamesRoutes(service: GamesService): Router {
  const router = Router();
  mount(router, gamesApi.photoChallenges, () => listChallenges({ includeRetired: false }));
  mount(router, gamesApi.allPhotoChallenges, () => listChallenges({ includeRetired: true }));
  mount(router, gamesApi.createPhotoChallenge, ({ body }) => createChallenge(body));
  mount(router, gamesApi.updatePhotoChallenge, ({ params, body }) => updateChallenge(params.id, body));
  mount(router, gamesApi.savePlayer, ({ body, viewer }) => service.savePlayer(body, viewer));
  mount(router, gamesApi.mySessions, ({ viewer }) => service.mySessions(viewer));
  mount(router, gamesApi.createSession, ({ body, viewer }) => service.startCollection(body, viewer));
  mount(router, gamesApi.updateSession, ({ params, body, viewer, idempotencyKey }) =>
    service.act(params.id, body, viewer, idempotencyKey),
  );
  mount(router, gamesApi.generateBingo, ({ body, viewer }) => service.generateBingo(body, viewer));
  mount(router, gamesApi.generateTrivia, ({ body, viewer }) => service.generateTrivia(body, viewer));
  return router;
}
