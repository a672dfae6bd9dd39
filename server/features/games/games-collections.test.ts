import { describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { GameAwardModel, PhotoChallengeModel } from './model';
import { device, gamesTestApp } from './test-support';

const { emitted, api, act, totalOf, organizerCookie } = gamesTestApp();

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
    const cookie = await organizerCookie();
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

  it('keeps the seeded Spanish of a challenge stored before organizers could write one, while its text is the seeded one', async () => {
    type Listed = { id: string; challenge: string; challengeEs?: string };
    const list = async () => (await api('/api/games/photo-challenges')).body as unknown as Listed[];
    const rings = (await list()).find((c) => c.challenge === 'Snap a close-up of the wedding rings');
    expect(rings?.challengeEs).toBe('Haga un primer plano de los anillos de boda');
    // As stored before: no Spanish field at all.
    await PhotoChallengeModel.collection.updateOne({ _id: new mongoose.Types.ObjectId(rings!.id) }, { $unset: { challengeEs: 1 } });
    expect((await list()).find((c) => c.id === rings!.id)?.challengeEs).toBe(rings!.challengeEs);
    const cookie = await organizerCookie();
    const own = await api('/api/games/photo-challenges', { method: 'POST', body: { challenge: 'Find the cake topper', difficulty: 'Easy', points: 5 }, cookie });
    expect(own.body).not.toHaveProperty('challengeEs');
    // An old client's English-only edit shows as entered; putting the seeded text back restores the Spanish.
    const edited = await api(`/api/games/photo-challenges/${rings!.id}`, { method: 'PUT', body: { challenge: 'Snap the rings on a cushion' }, cookie });
    expect(edited.body).not.toHaveProperty('challengeEs');
    expect((await list()).find((c) => c.id === rings!.id)).not.toHaveProperty('challengeEs');
    const restored = await api(`/api/games/photo-challenges/${rings!.id}`, { method: 'PUT', body: { challenge: rings!.challenge }, cookie });
    expect(restored.body.challengeEs).toBe(rings!.challengeEs);
  });
});
