import { KeyedSerialQueue } from '../../lib/keyed-serial-queue';
import type { GameSessionDocument } from './model';

/**
 * How writes to one session stay exact when actions on it race. In this process they take turns:
 * FerretDB 1.x applies even a conditional update as an unisolated read-modify-write, so the
 * revision check alone is only enough on MongoDB (where it keeps several processes exact).
 */
export class SessionTurns {
  private readonly queue = new KeyedSerialQueue();

  constructor(private readonly severalProcesses: boolean) {}

  /**
   * Runs the task after the session's earlier ones: one queue per session, whatever the letter
   * case of its id in the URL (ids are hex).
   */
  run<T>(sessionId: string, task: () => Promise<T>): Promise<T> {
    return this.queue.run(sessionId.toLowerCase(), task);
  }

  /**
   * The filter of a write to an open session. Several processes (REDIS_URL) need the revision read
   * in it, so that a write based on a stale read matches nothing. One process needs only the `_id`:
   * its queue already runs a session's actions one after another on a fresh read, and FerretDB 1.x
   * answers any filter beyond a lone `_id` by scanning the whole collection (a trivia answer then
   * cost 10-50 ms instead of 2 ms once a few hundred games were stored).
   */
  openSession(session: Pick<GameSessionDocument, '_id' | 'rev'>) {
    return this.severalProcesses
      ? { _id: session._id, rev: session.rev ?? 0, completed: false }
      : { _id: session._id };
  }
}
