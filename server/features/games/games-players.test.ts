import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { checkForOlderPlayers } from './players';
import { GamePlayerModel, GameSessionModel } from './model';
import { device, gamesTestApp } from './test-support';

const { emitted, api, newBingo, newTrivia, deviceIdOf } = gamesTestApp();

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
    // Stored by an older version under this phone's device id (the one its identity carries).
    const deviceHash = createHash('sha256').update(await deviceIdOf(phone)).digest('hex');
    await GamePlayerModel.collection.insertOne({ _id: olderId, deviceHash, name: 'Rosa', email: null });
    await checkForOlderPlayers();

    const saved = await api('/api/games/player', { method: 'PUT', deviceId: phone, body: { playerName: 'Rosa M.' } });
    expect(saved.body).toEqual({ id: olderId.toString(), name: 'Rosa M.', email: null });
    const { session } = await newTrivia(phone, 'Rosa M.');
    expect((await GameSessionModel.findById(session.id).lean())?.playerId.toString()).toBe(olderId.toString());
    expect(await GamePlayerModel.countDocuments({ deviceHash })).toBe(1);
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
