/** Messages between the moments bench and the server process it starts (Node's IPC channel). */
export type BenchRequest =
  | { type: 'phase-start' }
  | { type: 'phase-end' }
  /** Emits a moment-shaped event straight to the topic's room: no HTTP, validation or database. */
  | { type: 'broadcast'; content: string }
  | { type: 'stop' };

export interface ServerFigures {
  /** CPU time (user + system) over the phase, as a percentage of one core. */
  cpuPercent: number;
  cpuMs: number;
  eventLoopDelayP99Ms: number;
  eventLoopDelayMaxMs: number;
}

export type BenchReply =
  | { type: 'ready'; port: number }
  | { type: 'phase-started' }
  | { type: 'phase-ended'; figures: ServerFigures }
  | { type: 'failed'; message: string };
