/**
 * A TEST-ONLY server program for the end-to-end tests of the leaderboard while the games' scoring
 * endpoints are not on this branch: the real app (from the sources, serving the built client), plus
 * a control listener on a second loopback port (TEST_SCORING_PORT) that does what the games feature
 * does when a player scores: write the session, then emit 'game.scored' in the app. This file is
 * never bundled (the build only bundles server/main.ts) and the app's own port has no such route.
 *
 *   node --import tsx server/test/scoring-server.ts   (with PORT, MONGODB_URI, TEST_SCORING_PORT)
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import mongoose from 'mongoose';
import { createServer } from '../app';
import { GameSessionModel } from '../features/games/model';
import { loadConfig } from '../config';
import { connectDatabase } from '../lib/db';
import { createLogger } from '../lib/logger';

const scoringPort = Number(process.env.TEST_SCORING_PORT);
if (!Number.isInteger(scoringPort) || scoringPort <= 0) throw new Error('TEST_SCORING_PORT is required');

const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = await connectDatabase({ uri: config.mongodbUri, dataDir: config.dataDir, logger });
const clientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));
const server = await createServer({ config, logger, clientDir });
await new Promise<void>((resolve) => server.httpServer.listen(config.port, config.host, resolve));

interface ScoreRequest {
  playerId: string;
  playerName: string;
  score: number;
  gameType?: 'bingo' | 'trivia' | 'photo_challenge' | 'scavenger_hunt';
}

const control = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    void (async () => {
      try {
        const score = JSON.parse(body) as ScoreRequest;
        const gameType = score.gameType ?? 'trivia';
        const now = new Date();
        const session = await GameSessionModel.create({
          gameType,
          playerId: new mongoose.Types.ObjectId(score.playerId),
          playerName: score.playerName,
          score: score.score,
          completed: true,
          completedAt: now,
          scoredAt: now,
        });
        await server.events.emit('game.scored', { playerId: score.playerId, sessionId: String(session._id), gameType });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ sessionId: String(session._id) }));
      } catch (error) {
        res.writeHead(500).end(String(error));
      }
    })();
  });
});
await new Promise<void>((resolve) => control.listen(scoringPort, '127.0.0.1', resolve));

const shutdown = async () => {
  control.close();
  await server.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
