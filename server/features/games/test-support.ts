import { afterAll, beforeAll, expect, vi } from 'vitest';
import { deviceFor } from '../../test/devices';
import {
  issuedBingoSchema,
  issuedTriviaSchema,
  type GameSession,
  type IssuedBingo,
  type IssuedTrivia,
} from '../../../protocol/games';
import { DEVICE_HEADER } from '../../../protocol/http';
import { IDEMPOTENCY_KEY_HEADER } from '../../../protocol/idempotency';
import { DomainEvents, type DomainEventMap } from '../../lib/domain-events';
import { startTestApp, type TestApp } from '../../test/harness';
import type { IssuedQuestion } from './issued';
import { GamePlayerModel, GameSessionModel, type GamePlayerDocument } from './model';
import { newTriviaSession } from './new-sessions';

/** A valid device id per name: one phone. */
export const device = (name: string) => `dev_${name}_`.padEnd(24, 'x');

/**
 * Starts the app for one games test file (before its tests, closed after them) and answers the
 * guests' calls to it, and every 'game.scored' emitted with the session's score as stored then.
 */
export function gamesTestApp() {
  const emitted: (DomainEventMap['game.scored'] & { storedScore?: number })[] = [];
  const realEmit = DomainEvents.prototype.emit;
  vi.spyOn(DomainEvents.prototype, 'emit').mockImplementation(async function (this: DomainEvents, name, event) {
    if (name === 'game.scored') {
      const scored = event as DomainEventMap['game.scored'];
      const stored = await GameSessionModel.findById(scored.sessionId).lean();
      emitted.push({ ...scored, storedScore: stored?.score });
    }
    return realEmit.call(this, name, event);
  });

  let app: TestApp;
  beforeAll(async () => {
    // One phone here plays more than a guest's minute of writes (the rounds test plays two rounds).
    app = await startTestApp({ WRITE_LIMIT_PER_DEVICE: '200' });
  });
  afterAll(() => app.close());

  async function api(
    path: string,
    options: { method?: string; body?: unknown; deviceId?: string; cookie?: string; idempotencyKey?: string } = {},
  ) {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.deviceId) headers[DEVICE_HEADER] = await deviceFor(app.url, options.deviceId);
    if (options.cookie) headers.cookie = options.cookie;
    if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
    const response = await fetch(`${app.url}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const act = (deviceId: string, sessionId: string, body: unknown, idempotencyKey?: string) =>
    api(`/api/games/sessions/${sessionId}`, { method: 'PUT', deviceId, body, idempotencyKey });

  async function newBingo(deviceId: string, playerName = 'Ana'): Promise<IssuedBingo> {
    const { status, body } = await api('/api/games/generate-bingo', { method: 'POST', deviceId, body: { playerName } });
    expect(status).toBe(201);
    return issuedBingoSchema.parse(body);
  }

  async function newTrivia(deviceId: string, playerName = 'Ana', language?: 'en' | 'es'): Promise<IssuedTrivia> {
    const { status, body } = await api('/api/games/generate-trivia', { method: 'POST', deviceId, body: { playerName, language } });
    expect(status).toBe(201);
    return issuedTriviaSchema.parse(body);
  }

  const totalOf = async (deviceId: string) => {
    return (await listMine(deviceId)).reduce((sum, session) => sum + session.score, 0);
  };

  /**
   * A trivia set of the device's player that this app did not issue (an older version's, or one
   * asking given questions), stored as the server stores a set; answers its id.
   */
  async function storedTrivia(deviceId: string, questions: IssuedQuestion[], playerName = 'Ana'): Promise<string> {
    const saved = await api('/api/games/player', { method: 'PUT', deviceId, body: { playerName } });
    const player = await GamePlayerModel.findById(saved.body.id).lean<GamePlayerDocument>();
    const created = await GameSessionModel.create(newTriviaSession(player!, questions));
    return created._id.toString();
  }

  /** The device's games, as its 'my games' list shows them. */
  const listMine = async (deviceId: string) =>
    (await api('/api/games/sessions', { deviceId })).body as unknown as GameSession[];

  const organizerCookie = () => app.organizerCookie();

  /** The device id inside the identity the app issued to the phone called `label`. */
  const deviceIdOf = async (label: string) => (await deviceFor(app.url, label)).split('.')[1];

  return { emitted, api, act, newBingo, newTrivia, storedTrivia, totalOf, listMine, organizerCookie, deviceIdOf };
}
