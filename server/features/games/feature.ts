import type { Feature } from '../../lib/feature';
import { upgradeLegacyAwards } from './awards';
import { seedPhotoChallenges } from './challenges';
import { aiEndpointFor } from '../../lib/ai/endpoint';
import { AiGameGenerator } from './ai-generator';
import { BuiltInGameGenerator } from './generator';
import { checkForOlderPlayers } from './players';
import { gamesRoutes } from './routes';
import { GamesService } from './service';
import { triviaAnswersSweep } from './sweep';

/**
 * The four guest games. Scores are computed here from what the server issued, never taken from a
 * client; every change of a session's score or completion is announced as 'game.scored'.
 */
export const feature: Feature = {
  name: 'games',
  async init() {
    await seedPhotoChallenges();
    await upgradeLegacyAwards();
    await checkForOlderPlayers();
  },
  sweeps: (ctx) => [triviaAnswersSweep(ctx.config.sweep.triviaAnswersMs)],
  routes(ctx) {
    const builtIn = new BuiltInGameGenerator();
    const bingo = aiEndpointFor(ctx, 'bingo');
    const trivia = aiEndpointFor(ctx, 'trivia');
    const generator =
      bingo && trivia ? new AiGameGenerator({ bingo, trivia }, builtIn, ctx.logger) : builtIn;
    return gamesRoutes(
      new GamesService(generator, ctx.events, { severalProcesses: Boolean(ctx.config.redisUrl) }),
    );
  },
};
