import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { partyMemberSchema } from '../../../protocol/wedding-party';
import { useTestApp } from '../../test/fixtures';
import { PartyMemberModel } from './model';
import { seedWeddingParty } from './service';

const app = useTestApp();

const getParty = async () => {
  const response = await fetch(`${app.url}/api/wedding-party`);
  expect(response.status).toBe(200);
  return z.array(partyMemberSchema).parse(await response.json());
};

describe('GET /api/wedding-party', () => {
  it('answers the default party seeded at start-up: four on each side, honour roles first', async () => {
    const party = await getParty();
    const bride = party.filter((member) => member.side === 'bride');
    const groom = party.filter((member) => member.side === 'groom');
    expect(bride).toHaveLength(4);
    expect(groom).toHaveLength(4);
    expect(bride[0]).toMatchObject({ role: 'Maid of Honor', relationship: expect.any(String) });
    expect(groom[0]).toMatchObject({ role: 'Best Man', relationship: expect.any(String) });
    expect(party.every((member) => /^[a-f0-9]{24}$/.test(member.id))).toBe(true);
  });

  it('does not seed again, even when two start-ups race, once the party exists', async () => {
    const results = await Promise.all([seedWeddingParty(), seedWeddingParty()]);
    expect(results).toEqual([false, false]);
    expect(await PartyMemberModel.countDocuments()).toBe(8);
  });

  it('keeps a party the couple edited instead of restoring the defaults', async () => {
    await PartyMemberModel.deleteMany({});
    await PartyMemberModel.create({
      name: 'Rosa Díaz',
      role: 'Maid of Honor',
      side: 'bride',
      photoUrl: '/media/party/rosa.jpg',
    });
    expect(await seedWeddingParty()).toBe(false);
    expect(await getParty()).toEqual([
      {
        id: expect.any(String),
        name: 'Rosa Díaz',
        role: 'Maid of Honor',
        side: 'bride',
        photoUrl: '/media/party/rosa.jpg',
      },
    ]);
  });

  it('seeds an empty collection only once when two seedings run at the same moment (as two starting processes would)', async () => {
    await PartyMemberModel.deleteMany({});
    const results = await Promise.all([seedWeddingParty(), seedWeddingParty()]);
    expect(results.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    expect(await PartyMemberModel.countDocuments()).toBe(8);
  });
});
