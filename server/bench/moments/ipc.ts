import type { ProfileSummary } from '../support/cpu-profile';

/** Messages between the moments bench and the server process it starts (Node's IPC channel). */

/** What a phase measures: moments shared over REST, or the bare broadcast they are compared with. */
export type PhaseKind = 'moments' | 'bare';

export type BenchRequest =
  | { type: 'phase-start'; kind: PhaseKind }
  | { type: 'phase-end' }
  /** The figures of every phase of a kind since the last `figures` of that kind. */
  | { type: 'figures'; kind: PhaseKind }
  /** Emits a moment-shaped event straight to the topic's room: no HTTP, validation or database. */
  | { type: 'broadcast'; content: string }
  /** The process's memory after two full collections (with --expose-gc), and its open sockets. */
  | { type: 'memory' }
  | { type: 'stop' };

export interface ServerMemory {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** Engine.IO connections open in this process. */
  sockets: number;
  /** Whether a full collection ran first (the process was started with --expose-gc). */
  collected: boolean;
}

export interface ServerFigures {
  /** CPU time (user + system) over the phases, as a percentage of one core. */
  cpuPercent: number;
  cpuMs: number;
  eventLoopDelayP99Ms: number;
  eventLoopDelayMaxMs: number;
  wallMs: number;
  /** With --profile: where the CPU went, by self time. */
  profile?: ProfileSummary;
  /** With --profile: the room broadcasts of the phases, per event (sockets: their room sizes). */
  broadcasts?: { event: string; count: number; sockets: number }[];
}

export type BenchReply =
  | { type: 'ready'; port: number }
  | { type: 'phase-started' }
  | { type: 'phase-ended' }
  | { type: 'figures'; figures: ServerFigures }
  | { type: 'memory'; memory: ServerMemory }
  | { type: 'failed'; message: string };
