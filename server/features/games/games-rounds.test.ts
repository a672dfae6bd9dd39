import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { upgradeLegacyAwards } from './awards';
import type { IssuedQuestion } from './issued';
import { GameAwardModel, GameSessionModel, LEGACY_AWARD_INDEX } from './model';
import { device, gamesTestApp } from './test-support';

const { api, act, newBingo, newTrivia, storedTrivia, organizerCookie } = gamesTestApp();

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
    const sessionId = questions
      ? await storedTrivia(phone, questions.questions as IssuedQuestion[], 'Lola')
      : (await newTrivia(phone, 'Lola')).session.id;
    const issued = await issuedOf(sessionId);
    let response;
    for (const [index, question] of issued.questions.entries()) {
      response = await act(phone, sessionId, { action: 'answer', questionIndex: index, answer: question.correctAnswer });
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
    const cookie = await organizerCookie();
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
