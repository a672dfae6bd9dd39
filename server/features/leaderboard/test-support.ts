import mongoose from 'mongoose';
import type { GameType } from '../../../protocol/games';
import type { TestApp } from '../../test/harness';
import { seedGameSession } from '../games/seed';

/**
 * What the games feature does when a player scores, for tests of the leaderboard alone: the
 * session is written with its server-computed score, then 'game.scored' is emitted in the app.
 */
export async function scoreSession(
  app: TestApp,
  player: { id: string; name: string; email?: string },
  score: number,
  options: { gameType?: GameType; completed?: boolean; at?: Date } = {},
): Promise<string> {
  const gameType = options.gameType ?? 'trivia';
  const at = options.at ?? new Date();
  const sessionId = await seedGameSession({
    gameType,
    playerId: new mongoose.Types.ObjectId(player.id),
    playerName: player.name,
    playerEmail: player.email ?? null,
    score,
    completed: options.completed ?? true,
    completedAt: options.completed === false ? null : at,
    scoredAt: at,
  });
  await app.server.events.emit('game.scored', {
    playerId: player.id,
    sessionId,
    gameType,
  });
  return sessionId;
}

export const newPlayer = (name: string, email?: string) => ({
  id: new mongoose.Types.ObjectId().toString(),
  name,
  ...(email ? { email } : {}),
});
