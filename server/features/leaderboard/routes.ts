import { Router } from 'express';
import { leaderboardApi } from '../../../protocol/leaderboard';
import { liveScreenApi } from '../../../protocol/live-screen';
import { mount } from '../../lib/http/route';
import type { LeaderboardService } from './service';

export function leaderboardRoutes(service: LeaderboardService): Router {
  const router = Router();
  mount(router, leaderboardApi.leaderboard, ({ query }) => service.leaderboard(query));
  mount(router, leaderboardApi.liveLeaderboard, () => service.live());
  mount(router, leaderboardApi.podium, () => service.podium());
  mount(router, leaderboardApi.revealPodium, ({ body }) => service.revealPodium(body.revealed));
  mount(router, leaderboardApi.closePodium, () => service.closePodium());
  mount(router, leaderboardApi.rounds, () => service.rounds());
  mount(router, leaderboardApi.newRound, () => service.newRound());
  mount(router, leaderboardApi.players, () => service.players());
  mount(router, leaderboardApi.hidePlayer, ({ params, body }) =>
    service.setHidden(params.id, body.hidden),
  );
  mount(router, liveScreenApi.settings, () => service.liveScreen());
  mount(router, liveScreenApi.saveSettings, ({ body }) => service.saveLiveScreen(body));
  return router;
}
