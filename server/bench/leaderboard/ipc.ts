/**
 * Messages between the leaderboard bench and the server process it starts (Node's IPC channel):
 * measurement and control only. Scores enter through the games' HTTP endpoints, never here; the
 * server only reports when it accepted each one.
 */
import type { CommandCost } from '../support/db-profile';

export interface ServerFigures {
  /** CPU time (user + system) during the measured phase, as a percentage of one core. */
  cpuPercent: number;
  eventLoopDelayP50Ms: number;
  eventLoopDelayP99Ms: number;
  eventLoopDelayMaxMs: number;
  /** With `--profile-db`: the database commands of the measured phase, costliest first. */
  commands?: CommandCost[];
}

/** A player's standing as the database holds it, in rank order. */
export interface DatabaseStanding {
  id: string;
  totalScore: number;
  /** Sum of the player's session scores, read from game_sessions: the rows' source of truth. */
  sessionsTotal: number;
}

export type BenchRequest =
  | { type: 'phase-start' }
  | { type: 'phase-end' }
  | { type: 'standings' }
  /** Emits a leaderboard push straight to the room, with this player's total (bare broadcast). */
  | { type: 'bare-broadcast'; playerId: string; total: number }
  | { type: 'stop' };

export type BenchReply =
  | { type: 'ready'; port: number }
  | { type: 'phase-started' }
  /** `recorded`: commands written for the database floor (BENCH_FLOOR_FILE), if any. */
  | { type: 'phase-ended'; figures: ServerFigures; recorded?: number }
  | { type: 'bare-sent'; at: number }
  /**
   * A score accepted: the games feature scored the session and the leaderboard recomputed the
   * player's row ('game.scored' handled). `at`: performance.timeOrigin + performance.now().
   */
  | { type: 'accepted'; sessionId: string; at: number }
  | { type: 'standings'; standings: DatabaseStanding[] }
  | { type: 'failed'; message: string };
