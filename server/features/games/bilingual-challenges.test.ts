import { describe, expect, it } from 'vitest';
import { PhotoChallengeModel } from './model';
import { gamesTestApp } from './test-support';

const { api, organizerCookie } = gamesTestApp();

type Listed = {
  id: string;
  challenge: string;
  challengeEs?: string;
  issues?: { path: string; message: string }[];
};
const guestList = async () =>
  (await api('/api/games/photo-challenges')).body as unknown as Listed[];

describe('photo challenges in both languages', () => {
  it('stores the seeded challenges with their Spanish', async () => {
    const seeded = await PhotoChallengeModel.find().lean();
    expect(seeded).toHaveLength(7);
    expect(
      seeded.every((doc) => typeof doc.challengeEs === 'string' && doc.challengeEs.length > 0),
    ).toBe(true);
    expect(
      (await guestList()).find((c) => c.challenge === "Capture the couple's first dance")
        ?.challengeEs,
    ).toBe('Capture el primer baile de la pareja');
  });

  it('takes a challenge written in Spanish only, and its English later', async () => {
    const cookie = await organizerCookie();
    const created = await api('/api/games/photo-challenges', {
      method: 'POST',
      body: {
        challengeEs: 'Fotografía el brindis de los padrinos',
        difficulty: 'Medium',
        points: 15,
      },
      cookie,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      challenge: '',
      challengeEs: 'Fotografía el brindis de los padrinos',
    });
    const id = created.body.id as string;
    expect((await guestList()).find((c) => c.id === id)).toMatchObject({
      challenge: '',
      challengeEs: 'Fotografía el brindis de los padrinos',
    });

    const edited = await api(`/api/games/photo-challenges/${id}`, {
      method: 'PUT',
      body: { challenge: "Photograph the best man's toast" },
      cookie,
    });
    expect(edited.body).toMatchObject({
      challenge: "Photograph the best man's toast",
      challengeEs: 'Fotografía el brindis de los padrinos',
    });
  });

  it('refuses Spanish over the limit with the same message at the Spanish field, storing nothing', async () => {
    const cookie = await organizerCookie();
    const before = await PhotoChallengeModel.countDocuments();
    const refused = await api('/api/games/photo-challenges', {
      method: 'POST',
      body: {
        challenge: 'Catch the sparklers',
        challengeEs: 'ñ'.repeat(201),
        difficulty: 'Easy',
        points: 5,
      },
      cookie,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toMatchObject([
      { path: 'challengeEs', message: 'The challenge must be at most 200 characters' },
    ]);
    expect(await PhotoChallengeModel.countDocuments()).toBe(before);

    const target = (await guestList())[0];
    const edit = await api(`/api/games/photo-challenges/${target.id}`, {
      method: 'PUT',
      body: { challengeEs: 'x'.repeat(201) },
      cookie,
    });
    expect(edit.status).toBe(400);
    expect(edit.body.issues).toMatchObject([
      { path: 'challengeEs', message: 'The challenge must be at most 200 characters' },
    ]);
    expect((await PhotoChallengeModel.findById(target.id).lean())?.challengeEs).toBe(
      target.challengeEs,
    );
  });

  it('needs the text in one language at least, counting the one an edit keeps', async () => {
    const cookie = await organizerCookie();
    const none = await api('/api/games/photo-challenges', {
      method: 'POST',
      body: { challenge: ' ', difficulty: 'Easy', points: 5 },
      cookie,
    });
    expect(none.status).toBe(400);
    expect(none.body.issues).toMatchObject([
      { path: 'challenge', message: 'Please describe the challenge' },
    ]);

    const created = await api('/api/games/photo-challenges', {
      method: 'POST',
      body: { challenge: 'Find the groom’s socks', difficulty: 'Easy', points: 5 },
      cookie,
    });
    const id = created.body.id as string;
    const emptied = await api(`/api/games/photo-challenges/${id}`, {
      method: 'PUT',
      body: { challenge: '' },
      cookie,
    });
    expect(emptied.status).toBe(400);
    expect(emptied.body.issues).toMatchObject([
      { path: 'challenge', message: 'Please describe the challenge' },
    ]);
    expect((await PhotoChallengeModel.findById(id).lean())?.challenge).toBe(
      'Find the groom’s socks',
    );

    // Clearing a Spanish text is kept as cleared: the seeded one does not come back.
    const seeded = (await guestList()).find(
      (c) => c.challenge === 'Capture the bouquet in mid-air',
    )!;
    const cleared = await api(`/api/games/photo-challenges/${seeded.id}`, {
      method: 'PUT',
      body: { challengeEs: '' },
      cookie,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('challengeEs');
  });
});
