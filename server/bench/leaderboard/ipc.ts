/** Messages between the leaderboard bench and the server process it starts (Node's IPC channel). */

export interface ServerFigures {
  /** CPU time (user + system) during the measured phase, as a percentage of one core. */
  cpuPercent: number;
  eventLoopDelayP50Ms: number;
  eventLoopDelayP99Ms: number;
  eventLoopDelayMaxMs: number;
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
  /**
   * What the games feature does when a player finishes a game: write the scored session, then emit
   * 'game.scored' (the leaderboard recomputes the player's row before the emit resolves).
   */
  | { type: 'score'; seq: number; playerId: string; playerName: string; points: number }
  | { type: 'standings' }
  | { type: 'stop' };

export type BenchReply =
  | { type: 'ready'; port: number }
  | { type: 'phase-started' }
  | { type: 'phase-ended'; figures: ServerFigures }
  /** `acceptedAt`: performance.timeOrigin + performance.now() when the score was accepted. */
  | { type: 'scored'; seq: number; acceptedAt: number }
  | { type: 'score-failed'; seq: number; message: string }
  | { type: 'standings'; standings: DatabaseStanding[] }
  | { type: 'failed'; message: string };
