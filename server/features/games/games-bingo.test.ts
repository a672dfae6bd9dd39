import { describe, expect, it } from 'vitest';
import { gameSessionSchema } from '../../../protocol/games';
import { GameSessionModel } from './model';
import { device, gamesTestApp } from './test-support';

const { emitted, act, newBingo, totalOf } = gamesTestApp();

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
