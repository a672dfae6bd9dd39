import { describe, expect, it } from 'vitest';
import { GameSessionModel } from './model';
import { device, gamesTestApp } from './test-support';

const { api } = gamesTestApp();

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
