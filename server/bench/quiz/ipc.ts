/**
 * Messages between the quiz bench and the server process it starts (Node's IPC channel):
 * measurement and control only. Phones join and answer over HTTP and hear the run on Socket.IO.
 */
import type { QuizLive } from '../../../protocol/quiz';

/** What a phase measures: the answer burst up to the close, the reveal's fan-out, a bare broadcast. */
export type PhaseKind = 'answers' | 'reveal' | 'bare';

export interface ServerFigures {
  /** CPU time (user + system) during the phase, in ms and as a percentage of one core. */
  cpuMs: number;
  cpuPercent: number;
  wallMs: number;
  eventLoopDelayP99Ms: number;
}

export type BenchRequest =
  | { type: 'phase-start' }
  | { type: 'phase-end' }
  /** Emits this state straight to the `quiz` room: no HTTP, no database, no schema check. */
  | { type: 'bare-broadcast'; live: QuizLive }
  /** When the server published the reveal of this question (its first `quiz:state` in 'reveal'). */
  | { type: 'reveal-sent'; questionIndex: number }
  | { type: 'stop' };

export type BenchReply =
  | { type: 'ready'; port: number }
  | { type: 'phase-started' }
  | { type: 'phase-ended'; figures: ServerFigures }
  /** When the bare broadcast left (the server's clock: the same machine's as the bench's). */
  | { type: 'bare-sent'; at: number }
  | { type: 'reveal-sent'; at: number | null }
  | { type: 'failed'; message: string };
