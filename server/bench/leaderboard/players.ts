import { randomBytes } from 'node:crypto';
import { DEVICE_HEADER } from '../../../protocol/http';
import { deviceFor } from '../../test/devices';
import { IDEMPOTENCY_KEY_HEADER } from '../../../protocol/idempotency';
import { BENCH_GAME_HEADER } from '../support/db-floor';
import { clock } from './viewers';

/** One game a player completed: its score as the server computed it, and when it was accepted. */
export interface PlayedGame {
  sessionId: string;
  /** When the last answer was sent, and when its reply (the scored session) came back. */
  sentAt: number;
  repliedAt: number;
  /** The set's score, computed by the server. */
  score: number;
}

/**
 * A guest's phone over HTTP, as the Games section drives the API: its own device id, and trivia
 * played as the page plays it (generate a set, answer each question in order, each answer through
 * the outbox with its Idempotency-Key; the server checks every answer and scores the set on the
 * last one). The phone never sends a score.
 */
export class BenchPhone {
  private readonly deviceId = `bench_${randomBytes(10).toString('hex')}`;

  constructor(
    private readonly baseUrl: string,
    readonly playerName: string,
    private readonly random: () => number,
  ) {}

  /**
   * One call; a write the page sends through its outbox (an answer) carries an Idempotency-Key,
   * the same one on every retry, as the page's does.
   */
  private async call<T>(
    method: string,
    path: string,
    body: unknown,
    idempotencyKey?: string,
    game?: number,
  ): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          [DEVICE_HEADER]: await deviceFor(this.baseUrl, this.deviceId),
          ...(idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {}),
          // Which bench game this is, for the database floor's replay (the app ignores it).
          ...(game === undefined ? {} : { [BENCH_GAME_HEADER]: String(game) }),
        },
        body: JSON.stringify(body),
      });
      // A server error (a database too busy even after the server's own retries): the guest taps
      // again a little later.
      if (response.status >= 500 && attempt < 5) {
        await response.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
        continue;
      }
      if (!response.ok)
        throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    }
  }

  /** Saves the phone's player (the page's 'Save Name & Start Playing!'); answers its id. */
  async savePlayer(): Promise<string> {
    const player = await this.call<{ id: string }>('PUT', '/api/games/player', {
      playerName: this.playerName,
    });
    return player.id;
  }

  /** Plays one trivia set to the end, picking an option at random for each question. */
  async playTrivia(game?: number): Promise<PlayedGame> {
    const { session, questions } = await this.call<{
      session: { id: string };
      questions: { options: string[] }[];
    }>('POST', '/api/games/generate-trivia', { playerName: this.playerName }, undefined, game);
    let last: { score: number; completed: boolean } | undefined;
    let sentAt = Number.NaN;
    for (const [questionIndex, question] of questions.entries()) {
      const answer = Math.floor(this.random() * question.options.length);
      sentAt = clock();
      last = await this.call(
        'PUT',
        `/api/games/sessions/${session.id}`,
        { action: 'answer', questionIndex, answer },
        randomBytes(16).toString('hex'),
        game,
      );
    }
    const repliedAt = clock();
    if (!last?.completed) throw new Error(`trivia session ${session.id} did not complete`);
    return { sessionId: session.id, sentAt, repliedAt, score: last.score };
  }
}
