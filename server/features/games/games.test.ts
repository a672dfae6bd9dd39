import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  gameSessionSchema,
  issuedBingoSchema,
  issuedTriviaSchema,
  type GameSession,
  type IssuedBingo,
  type IssuedTrivia,
} from '../../../protocol/games';
import { DEVICE_HEADER } from '../../../protocol/http';
import { DomainEvents, type DomainEventMap } from '../../lib/domain-events';
import { startTestApp, type TestApp } from '../../test/harness';
import { awardKeys, grantAwards, upgradeLegacyAwards } from './awards';
import { loadWeddingFacts } from './generator';
import type { IssuedQuestion } from './issued';
import { triviaPool } from './wedding-pools';
import { checkForOlderPlayers } from './players';
import { GameAwardModel, GamePlayerModel, GameSessionModel, LEGACY_AWARD_INDEX } from './model';

/** Every 'game.scored' with the session's score as stored when it was emitted. */
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

const device = (name: string) => `dev_${name}_`.padEnd(24, 'x');

async function api(path: string, options: { method?: string; body?: unknown; deviceId?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.deviceId) headers[DEVICE_HEADER] = options.deviceId;
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(`${app.url}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const act = (deviceId: string, sessionId: string, body: unknown) =>
  api(`/api/games/sessions/${sessionId}`, { method: 'PUT', deviceId, body });

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
  const { body } = await api('/api/games/sessions', { deviceId });
  return (body as unknown as GameSession[]).reduce((sum, session) => sum + session.score, 0);
};

describe('players', () => {
  it('refuses a player without a device id or a name, storing nothing', async () => {
    const before = await GamePlayerModel.countDocuments();
    const noDevice = await api('/api/games/player', { method: 'PUT', body: { playerName: 'Ana' } });
    expect(noDevice.status).toBe(400);
    expect(noDevice.body.message).toMatch(/device id/i);
    const blank = await api('/api/games/player', { method: 'PUT', deviceId: device('blank'), body: { playerName: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Player Name Required: Please enter your name to start playing!');
    expect(await GamePlayerModel.countDocuments()).toBe(before);
  });

  it('keeps one player per phone (a new name renames it) and two Marias on two phones apart', async () => {
    const first = await api('/api/games/player', { method: 'PUT', deviceId: device('maria1'), body: { playerName: ' Maria ' } });
    const second = await api('/api/games/player', { method: 'PUT', deviceId: device('maria2'), body: { playerName: 'Maria' } });
    expect(first.body.name).toBe('Maria');
    expect(second.body.id).not.toBe(first.body.id);
    const renamed = await api('/api/games/player', {
      method: 'PUT',
      deviceId: device('maria1'),
      body: { playerName: 'Maria G.', playerEmail: 'maria@example.com' },
    });
    expect(renamed.body).toEqual({ id: first.body.id, name: 'Maria G.', email: 'maria@example.com' });
    const stored = await GamePlayerModel.find({ _id: { $in: [first.body.id, second.body.id] } }).lean();
    expect(stored).toHaveLength(2);
    expect(stored.every((player) => /^[a-f0-9]{64}$/.test(player.deviceHash))).toBe(true);
    expect(stored.some((player) => player.deviceHash.includes('maria'))).toBe(false);
  });
});

describe('a player made before ids followed from the device', () => {
  it('is found by its device hash and keeps its id, its sessions and its name changes', async () => {
    const phone = device('older');
    const olderId = new mongoose.Types.ObjectId();
    const deviceHash = createHash('sha256').update(phone).digest('hex');
    await GamePlayerModel.collection.insertOne({ _id: olderId, deviceHash, name: 'Rosa', email: null });
    await checkForOlderPlayers();

    const saved = await api('/api/games/player', { method: 'PUT', deviceId: phone, body: { playerName: 'Rosa M.' } });
    expect(saved.body).toEqual({ id: olderId.toString(), name: 'Rosa M.', email: null });
    const { session } = await newTrivia(phone, 'Rosa M.');
    expect((await GameSessionModel.findById(session.id).lean())?.playerId.toString()).toBe(olderId.toString());
    expect(await GamePlayerModel.countDocuments({ deviceHash })).toBe(1);
  });
});

describe('a trivia set\'s awards, granted in one insert', () => {
  it('count again for the session that holds them (a repeated request), never for another', async () => {
    const playerId = new mongoose.Types.ObjectId();
    const sessionId = new mongoose.Types.ObjectId();
    const award = (key: string, session = sessionId) => ({ playerId, round: 1, key, sessionId: session, points: 10 });
    expect((await grantAwards([award('trivia:a'), award('trivia:b')])).map((given) => given.key)).toEqual(['trivia:a', 'trivia:b']);
    // The same request again (its answer was lost): both still count for this session, plus a new one.
    expect((await grantAwards([award('trivia:a'), award('trivia:b'), award('trivia:c')])).map((given) => given.key)).toEqual([
      'trivia:a',
      'trivia:b',
      'trivia:c',
    ]);
    // Another session of the player earns nothing for questions already scored this round.
    const other = new mongoose.Types.ObjectId();
    expect(await grantAwards([award('trivia:a', other), award('trivia:d', other)])).toEqual([award('trivia:d', other)]);
    expect(await GameAwardModel.countDocuments({ playerId })).toBe(4);
  });
});

describe('a rename', () => {
  it("renames the player's sessions and tells the leaderboard", async () => {
    const phone = device('rename');
    const { session } = await newBingo(phone, 'Pepe');
    const before = emitted.length;
    await api('/api/games/player', { method: 'PUT', deviceId: phone, body: { playerName: 'José' } });
    expect((await GameSessionModel.findById(session.id).lean())?.playerName).toBe('José');
    expect(emitted.slice(before)).toEqual([expect.objectContaining({ sessionId: session.id, gameType: 'bingo' })]);
    // Saving the same details again changes nothing and says nothing.
    await api('/api/games/player', { method: 'PUT', deviceId: phone, body: { playerName: 'José' } });
    expect(emitted.length).toBe(before + 1);
  });
});

describe('bingo', () => {
  it('issues 25 items and awards 100 for a real line of the issued board, once', async () => {
    const phone = device('bingo1');
    const { items, session } = await newBingo(phone);
    expect(items).toHaveLength(25);
    expect(session.items).toEqual(items);
    const stored = await GameSessionModel.findById(session.id).lean();
    expect((stored?.issued as { items: string[] }).items).toEqual(items);

    const tooFew = await act(phone, session.id, { action: 'claim-bingo', checkedCells: [0, 1, 2, 3, 6] });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.message).toMatch(/No bingo yet/);
    expect((await GameSessionModel.findById(session.id).lean())?.score).toBe(0);

    const offBoard = await act(phone, session.id, { action: 'claim-bingo', checkedCells: [0, 1, 2, 3, 25] });
    expect(offBoard.status).toBe(400);

    const win = await act(phone, session.id, { action: 'claim-bingo', checkedCells: [2, 7, 12, 17, 22], score: 999 });
    expect(win.status).toBe(200);
    const won = gameSessionSchema.parse(win.body);
    expect(won).toMatchObject({ score: 100, completed: true, checkedCells: [2, 7, 12, 17, 22] });
    expect(emitted.filter((event) => event.sessionId === session.id)).toEqual([
      { playerId: expect.any(String), sessionId: session.id, gameType: 'bingo', storedScore: 100 },
    ]);

    const replay = await act(phone, session.id, { action: 'claim-bingo', checkedCells: [0, 6, 12, 18, 24] });
    expect(replay.body.score).toBe(100);
    // A second board won by the same player says bingo but scores nothing more.
    const again = await newBingo(phone);
    const secondWin = await act(phone, again.session.id, { action: 'claim-bingo', checkedCells: [0, 1, 2, 3, 4] });
    expect(secondWin.body).toMatchObject({ completed: true, score: 0 });
    expect(await totalOf(phone)).toBe(100);
  });

  it('gives two racing claims of one player 100 points in all', async () => {
    const phone = device('bingorace');
    const [a, b] = await Promise.all([newBingo(phone), newBingo(phone)]);
    await Promise.all([
      act(phone, a.session.id, { action: 'claim-bingo', checkedCells: [0, 5, 10, 15, 20] }),
      act(phone, b.session.id, { action: 'claim-bingo', checkedCells: [4, 9, 14, 19, 24] }),
      act(phone, a.session.id, { action: 'claim-bingo', checkedCells: [0, 5, 10, 15, 20] }),
    ]);
    expect(await totalOf(phone)).toBe(100);
  });

  it("hides another phone's session (404) and refuses unknown or malformed ids", async () => {
    const { session } = await newBingo(device('owner'));
    const other = await act(device('intruder'), session.id, { action: 'claim-bingo', checkedCells: [0, 1, 2, 3, 4] });
    expect(other.status).toBe(404);
    expect((await GameSessionModel.findById(session.id).lean())?.completed).toBe(false);
    expect((await act(device('owner'), 'a'.repeat(24), { action: 'claim-bingo', checkedCells: [] })).status).toBe(404);
    expect((await act(device('owner'), 'nope', { action: 'claim-bingo', checkedCells: [] })).status).toBe(400);
    const wrongGame = await act(device('owner'), session.id, { action: 'answer', questionIndex: 0, answer: 0 });
    expect(wrongGame.status).toBe(400);
  });
});

describe('trivia', () => {
  it('serves questions without answers and scores 10 per correct answer, answering each', async () => {
    const phone = device('trivia1');
    const { questions, session } = await newTrivia(phone);
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(questions)).not.toMatch(/correctAnswer/);
    const issued = (await GameSessionModel.findById(session.id).lean())?.issued as {
      questions: { correctAnswer: number; options: string[] }[];
    };
    let last: GameSession | undefined;
    for (const [index, question] of issued.questions.entries()) {
      // Right on the even questions, wrong on the odd ones.
      const answer = index % 2 === 0 ? question.correctAnswer : (question.correctAnswer + 1) % question.options.length;
      const response = await act(phone, session.id, { action: 'answer', questionIndex: index, answer, score: 1000 });
      expect(response.status).toBe(200);
      last = gameSessionSchema.parse(response.body);
      expect(last.answers?.[index]).toEqual({
        questionIndex: index,
        answer,
        correct: index % 2 === 0,
        correctAnswer: question.correctAnswer,
      });
      if (index < issued.questions.length - 1) expect(last.completed).toBe(false);
    }
    const rightAnswers = Math.ceil(issued.questions.length / 2);
    expect(last).toMatchObject({ completed: true, score: rightAnswers * 10 });
    expect(emitted.filter((event) => event.sessionId === session.id)).toEqual([
      expect.objectContaining({ gameType: 'trivia', storedScore: rightAnswers * 10 }),
    ]);
    const replay = await act(phone, session.id, { action: 'answer', questionIndex: 0, answer: 0 });
    expect(replay.status).toBe(409);
  });

  it('refuses answers out of order, twice, or off the options', async () => {
    const phone = device('trivia2');
    const { session } = await newTrivia(phone);
    expect((await act(phone, session.id, { action: 'answer', questionIndex: 1, answer: 0 })).status).toBe(400);
    expect((await act(phone, session.id, { action: 'answer', questionIndex: 0, answer: 9 })).status).toBe(400);
    const results = await Promise.all([
      act(phone, session.id, { action: 'answer', questionIndex: 0, answer: 0 }),
      // The same session written with its id in capitals still waits its turn.
      act(phone, session.id.toUpperCase(), { action: 'answer', questionIndex: 0, answer: 1 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const stored = await GameSessionModel.findById(session.id).lean();
    expect((stored?.progress as { answers: unknown[] }).answers).toHaveLength(1);
  });

  it('counts a question once per player: the same set played again scores nothing', async () => {
    const phone = device('trivia3');
    const play = async () => {
      const { session } = await newTrivia(phone);
      const issued = (await GameSessionModel.findById(session.id).lean())?.issued as {
        questions: { correctAnswer: number; question: string }[];
      };
      let response;
      for (const [index, question] of issued.questions.entries()) {
        response = await act(phone, session.id, { action: 'answer', questionIndex: index, answer: question.correctAnswer });
      }
      return { score: response?.body.score as number, questions: issued.questions.map((q) => q.question) };
    };
    const first = await play();
    expect(first.score).toBe(first.questions.length * 10);
    // Replay until a set overlaps the first one; its known questions score 0.
    const second = await play();
    const fresh = second.questions.filter((question) => !first.questions.includes(question));
    expect(second.score).toBe(fresh.length * 10);
  });
});

describe('photo challenges and the scavenger hunt', () => {
  it('seeds the challenges and lists only active ones to guests', async () => {
    const { body } = await api('/api/games/photo-challenges');
    const list = body as unknown as { difficulty: string; points: number; isActive: boolean }[];
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.every((c) => c.isActive)).toBe(true);
    const ranges: Record<string, [number, number]> = { Easy: [5, 10], Medium: [15, 20], Hard: [25, 30] };
    for (const c of list) {
      const [min, max] = ranges[c.difficulty];
      expect(c.points).toBeGreaterThanOrEqual(min);
      expect(c.points).toBeLessThanOrEqual(max);
    }
  });

  it("awards the server's points once, removes them when un-marked, ignores replays", async () => {
    const phone = device('hunt1');
    const start = await api('/api/games/sessions', {
      method: 'POST',
      deviceId: phone,
      body: { gameType: 'scavenger_hunt', playerName: 'Ana', score: 500, completed: true },
    });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ score: 0, completed: false, completedItems: [] });
    const id = start.body.id as string;
    const restart = await api('/api/games/sessions', { method: 'POST', deviceId: phone, body: { gameType: 'scavenger_hunt', playerName: 'Ana' } });
    expect(restart.body.id).toBe(id);

    const mark = (itemId: string, completed: boolean) => act(phone, id, { action: 'mark', itemId, completed, score: 1000 });
    const eventsBefore = emitted.length;
    await Promise.all([mark('2', true), mark('2', true), mark('10', true)]);
    expect(await totalOf(phone)).toBe(40);
    expect(emitted.length - eventsBefore).toBe(2);
    const unmarked = await mark('2', false);
    expect(unmarked.body).toMatchObject({ score: 20, completedItems: ['10'], completed: true });
    const replayUnmark = await mark('2', false);
    expect(replayUnmark.body.score).toBe(20);
    expect((await mark('11', true)).status).toBe(404);
    expect(await GameAwardModel.countDocuments({ sessionId: id })).toBe(1);
  });

  it('lets organizers add, edit and retire challenges; guests cannot', async () => {
    const body = { challenge: 'Photograph the sunset over the water', difficulty: 'Hard', points: 25 };
    expect((await api('/api/games/photo-challenges', { method: 'POST', body })).status).toBe(401);
    const cookie = await app.organizerCookie();
    const created = await api('/api/games/photo-challenges', { method: 'POST', body, cookie });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const phone = device('photo1');
    const start = await api('/api/games/sessions', { method: 'POST', deviceId: phone, body: { gameType: 'photo_challenge', playerName: 'Bo' } });
    const marked = await act(phone, start.body.id as string, { action: 'mark', itemId: id, completed: true });
    expect(marked.body).toMatchObject({ score: 25, completedItems: [id] });

    const retired = await api(`/api/games/photo-challenges/${id}`, { method: 'PUT', body: { isActive: false }, cookie });
    expect(retired.body.isActive).toBe(false);
    const guestList = (await api('/api/games/photo-challenges')).body as unknown as { id: string }[];
    expect(guestList.map((c) => c.id)).not.toContain(id);
    const all = (await api('/api/games/photo-challenges/all', { cookie })).body as unknown as { id: string }[];
    expect(all.map((c) => c.id)).toContain(id);
    expect((await api('/api/games/photo-challenges/all')).status).toBe(401);
    expect((await api(`/api/games/photo-challenges/${'b'.repeat(24)}`, { method: 'PUT', body: { points: 5 }, cookie })).status).toBe(404);
    const bad = await api('/api/games/photo-challenges', { method: 'POST', body: { ...body, difficulty: 'Extreme' }, cookie });
    expect(bad.status).toBe(400);
  });

  it('gives the seeded challenges their Spanish text while they say what they were seeded with', async () => {
    type Listed = { id: string; challenge: string; challengeEs?: string };
    const list = async () => (await api('/api/games/photo-challenges')).body as unknown as Listed[];
    const rings = (await list()).find((c) => c.challenge === 'Snap a close-up of the wedding rings');
    expect(rings?.challengeEs).toBe('Haga un primer plano de los anillos de boda');
    const cookie = await app.organizerCookie();
    const own = await api('/api/games/photo-challenges', { method: 'POST', body: { challenge: 'Find the cake topper', difficulty: 'Easy', points: 5 }, cookie });
    expect(own.body).not.toHaveProperty('challengeEs');
    // An organizer's edit shows as entered, in both languages; putting the seeded text back restores the Spanish.
    const edited = await api(`/api/games/photo-challenges/${rings!.id}`, { method: 'PUT', body: { challenge: 'Snap the rings on a cushion' }, cookie });
    expect(edited.body).not.toHaveProperty('challengeEs');
    expect((await list()).find((c) => c.id === rings!.id)).not.toHaveProperty('challengeEs');
    const restored = await api(`/api/games/photo-challenges/${rings!.id}`, { method: 'PUT', body: { challenge: rings!.challenge }, cookie });
    expect(restored.body.challengeEs).toBe(rings!.challengeEs);
  });
});

describe("content in the page's language", () => {
  const storedQuestions = async (id: string) =>
    ((await GameSessionModel.findById(id).lean())?.issued as { questions: IssuedQuestion[] }).questions;
  /** Answers every question of a trivia session right; the session's final score. */
  const playRight = async (phone: string, id: string) => {
    let response;
    for (const [index, question] of (await storedQuestions(id)).entries()) {
      response = await act(phone, id, { action: 'answer', questionIndex: index, answer: question.correctAnswer });
    }
    return response?.body.score as number;
  };

  it('writes the board and the questions in Spanish for a Spanish page, English by default', async () => {
    const phone = device('spanish1');
    const board = await api('/api/games/generate-bingo', { method: 'POST', deviceId: phone, body: { playerName: 'Lucía', language: 'es' } });
    expect(board.status).toBe(201);
    const items = issuedBingoSchema.parse(board.body).items;
    expect(items.filter((item) => /^(Alguien|Un invitado|Charla con|Una anécdota)/.test(item)).length).toBeGreaterThanOrEqual(5);
    expect(items.filter((item) => /^(Someone|A guest|Chat with|A story)/.test(item))).toEqual([]);
    const spanish = await newTrivia(phone, 'Lucía', 'es');
    expect(spanish.questions.every((q) => q.question.startsWith('¿'))).toBe(true);
    expect((await storedQuestions(spanish.session.id)).every((q) => typeof q.key === 'string')).toBe(true);
    const english = await newTrivia(phone, 'Lucía');
    expect(english.questions.some((q) => q.question.startsWith('¿'))).toBe(false);
    const french = await api('/api/games/generate-trivia', { method: 'POST', deviceId: phone, body: { playerName: 'Lucía', language: 'fr' } });
    expect(french.status).toBe(400);
    expect(french.body.message).toMatch(/language must be 'en' or 'es'/);
  });

  it('counts a question once per player whatever language it was asked in', async () => {
    const phone = device('spanish2');
    const english = await newTrivia(phone, 'Lucía', 'en');
    const englishQuestions = await storedQuestions(english.session.id);
    expect(await playRight(phone, english.session.id)).toBe(englishQuestions.length * 10);

    // A Spanish set asking the same questions (their Spanish twins, found by key) and one more.
    const spanishPool = triviaPool(await loadWeddingFacts(), 'es');
    const asked = new Set(englishQuestions.map((q) => q.key));
    const twins = spanishPool.filter((seed) => asked.has(seed.key));
    const fresh = spanishPool.find((seed) => !asked.has(seed.key))!;
    expect(twins.length).toBeGreaterThanOrEqual(3);
    const spanish = await newTrivia(phone, 'Lucía', 'es');
    const questions: IssuedQuestion[] = [...twins, fresh].map((seed) => ({
      key: seed.key,
      question: seed.question,
      options: [seed.answer, ...seed.distractors.slice(0, 2)],
      correctAnswer: 0,
    }));
    expect(questions.some((q) => englishQuestions.some((e) => e.question === q.question))).toBe(false);
    await GameSessionModel.updateOne({ _id: spanish.session.id }, { $set: { issued: { questions } } });
    expect(await playRight(phone, spanish.session.id)).toBe(10);
    expect(await totalOf(phone)).toBe((englishQuestions.length + 1) * 10);
  });

  it('still counts a question issued before keys (none stored) by its text', async () => {
    const phone = device('spanish3');
    const { session } = await newTrivia(phone, 'Lucía');
    const keyless = (await storedQuestions(session.id)).map(({ question, options, correctAnswer }) => ({ question, options, correctAnswer }));
    await GameSessionModel.updateOne({ _id: session.id }, { $set: { issued: { questions: keyless } } });
    expect(await playRight(phone, session.id)).toBe(keyless.length * 10);
    const keys = (await GameAwardModel.find({ sessionId: session.id }).lean()).map((award) => award.key).sort();
    expect(keys).toEqual(keyless.map((q) => awardKeys.trivia(q.question)).sort());
    // The same text again, in an older session too, scores nothing.
    const again = await newTrivia(phone, 'Lucía');
    await GameSessionModel.updateOne({ _id: again.session.id }, { $set: { issued: { questions: keyless } } });
    expect(await playRight(phone, again.session.id)).toBe(0);
  });
});

describe('bad input', () => {
  it('refuses an unknown game type and an oversize body, storing nothing', async () => {
    const before = await GameSessionModel.countDocuments();
    const unknown = await api('/api/games/sessions', { method: 'POST', deviceId: device('bad'), body: { gameType: 'poker', playerName: 'Ana' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('gameType must be one of: bingo, photo_challenge, trivia, scavenger_hunt');
    const big = await api('/api/games/generate-bingo', {
      method: 'POST',
      deviceId: device('bad'),
      body: JSON.stringify({ playerName: 'x'.repeat(200_000) }),
    });
    expect(big.status).toBe(413);
    const noName = await api('/api/games/generate-trivia', { method: 'POST', deviceId: device('bad'), body: {} });
    expect(noName.status).toBe(400);
    expect(await GameSessionModel.countDocuments()).toBe(before);
  });
});

describe('an older database', () => {
  it('brings an older database up to rounds: its round-less unique index goes, its awards join the round', async () => {
    await GameAwardModel.collection.createIndex({ playerId: 1, key: 1 }, { unique: true, name: LEGACY_AWARD_INDEX });
    const legacy = await GameAwardModel.collection.insertOne({
      playerId: new mongoose.Types.ObjectId(),
      key: 'bingo',
      sessionId: new mongoose.Types.ObjectId(),
      points: 100,
    });
    await upgradeLegacyAwards();
    await upgradeLegacyAwards();
    const names = (await GameAwardModel.collection.indexes()).map((index) => index.name);
    expect(names).not.toContain(LEGACY_AWARD_INDEX);
    expect((await GameAwardModel.findById(legacy.insertedId).lean())?.round).toBe(1);
  });
});

describe('rounds', () => {
  type Issued = { questions: { correctAnswer: number; question: string }[] };
  const issuedOf = async (id: string) => (await GameSessionModel.findById(id).lean())?.issued as Issued;

  /** Plays a trivia set right to the end; `questions` replaces what was issued (the same set again). */
  async function playTrivia(phone: string, questions?: Issued) {
    const { session } = await newTrivia(phone, 'Lola');
    if (questions) await GameSessionModel.updateOne({ _id: session.id }, { $set: { issued: questions } });
    const issued = await issuedOf(session.id);
    let response;
    for (const [index, question] of issued.questions.entries()) {
      response = await act(phone, session.id, { action: 'answer', questionIndex: index, answer: question.correctAnswer });
    }
    return { score: response?.body.score as number, issued };
  }
  const bingoWin = async (phone: string) => {
    const { session } = await newBingo(phone, 'Lola');
    return (await act(phone, session.id, { action: 'claim-bingo', checkedCells: [0, 1, 2, 3, 4] })).body.score as number;
  };
  const leaderboardRow = async (phone: string) => {
    const player = await api('/api/games/player', { method: 'PUT', deviceId: phone, body: { playerName: 'Lola' } });
    const { body } = await api('/api/games/leaderboard?limit=500');
    return (body.leaderboard as { id: string; totalScore: number }[]).find((entry) => entry.id === player.body.id);
  };

  it('lets a player earn again in a new round what they earned in the last one, once per round', async () => {
    const phone = device('rounds');
    const cookie = await app.organizerCookie();
    const hunt = await api('/api/games/sessions', { method: 'POST', deviceId: phone, body: { gameType: 'scavenger_hunt', playerName: 'Lola' } });
    const huntId = hunt.body.id as string;

    // Round 1: a bingo win, a trivia set all right, a scavenger task; replays score nothing.
    expect(await bingoWin(phone)).toBe(100);
    const first = await playTrivia(phone);
    const setPoints = first.issued.questions.length * 10;
    expect(first.score).toBe(setPoints);
    expect((await act(phone, huntId, { action: 'mark', itemId: '2', completed: true })).body.score).toBe(20);
    expect(await bingoWin(phone)).toBe(0);
    expect((await playTrivia(phone, first.issued)).score).toBe(0);
    expect((await leaderboardRow(phone))?.totalScore).toBe(100 + setPoints + 20);

    const round = await api('/api/games/leaderboard/rounds', { method: 'POST', cookie });
    expect(round.status).toBe(201);
    expect(await leaderboardRow(phone)).toBeUndefined();

    // Round 2: the same win, the same questions and the same task count again, and show.
    const reopened = await api('/api/games/sessions', { method: 'POST', deviceId: phone, body: { gameType: 'scavenger_hunt', playerName: 'Lola' } });
    expect(reopened.body).toMatchObject({ id: huntId, score: 0, completedItems: [], completed: false });
    expect(await bingoWin(phone)).toBe(100);
    expect((await playTrivia(phone, first.issued)).score).toBe(setPoints);
    expect((await act(phone, huntId, { action: 'mark', itemId: '2', completed: true })).body).toMatchObject({
      score: 20,
      completedItems: ['2'],
    });
    expect((await leaderboardRow(phone))?.totalScore).toBe(100 + setPoints + 20);

    // ... and once only within round 2.
    expect(await bingoWin(phone)).toBe(0);
    expect((await playTrivia(phone, first.issued)).score).toBe(0);
    expect((await act(phone, huntId, { action: 'mark', itemId: '2', completed: true })).body.score).toBe(20);
    expect((await leaderboardRow(phone))?.totalScore).toBe(100 + setPoints + 20);
    expect(await GameAwardModel.countDocuments({ key: 'bingo', round: 2 })).toBe(1);
  });
});
