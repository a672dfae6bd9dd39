import { describe, expect, it } from 'vitest';
import { defaultWeddingSettings } from '../wedding/defaults';
import { defaultWeddingParty } from '../wedding-party/defaults';
import { BuiltInGameGenerator, type WeddingFacts } from './generator';

const facts: WeddingFacts = {
  settings: defaultWeddingSettings,
  party: defaultWeddingParty.map((member, index) => ({ ...member, id: String(index) })),
};

/** Another couple: what the generator says must follow the data, not the code. */
const otherFacts: WeddingFacts = {
  settings: {
    ...defaultWeddingSettings,
    couple: { partnerOne: 'Lena', partnerTwo: 'Omar', displayName: 'Lena & Omar' },
    venues: {
      ceremony: { ...defaultWeddingSettings.venues.ceremony, name: 'Harbor Lighthouse' },
      reception: { ...defaultWeddingSettings.venues.reception, name: 'The Salt Barn' },
    },
  },
  party: [
    { id: 'a', name: 'Yusuf Amin', role: 'Best Man', relationship: 'Cousin of the groom', side: 'groom' },
    { id: 'b', name: 'Clara Voss', role: 'Maid of Honor', relationship: 'Sister of the bride', side: 'bride' },
  ],
};

/** A seeded generator of numbers in [0, 1) (mulberry32), so each "player" is reproducible. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the built-in game generator', () => {
  it("fills a 25-cell board with this wedding's couple, venues, story and party", async () => {
    const items = await new BuiltInGameGenerator(seeded(1)).bingoItems(facts);
    expect(items).toHaveLength(25);
    expect(new Set(items).size).toBe(25);
    const weddingSpecific = items.filter((item) =>
      /Sofia|Daniel|Memorial Chapel|Dock Street|Annapolis|Zola|Lot [YCL]|First Meeting|Engagement|Isabella|Marcus|Camila|Hannah|Priya|Ethan|Reconnection|Falling in Love|Arrival|Wedding Day|9:00 AM/.test(item),
    );
    expect(weddingSpecific.length).toBeGreaterThanOrEqual(12);
    const other = (await new BuiltInGameGenerator(seeded(1)).bingoItems(otherFacts)).join('\n');
    expect(other).not.toMatch(/Sofia|Memorial Chapel|Isabella/);
    expect(other).toMatch(/Lena|Omar|Harbor Lighthouse|Salt Barn|Yusuf|Clara/);
  });

  it('gives different players different boards and question sets', async () => {
    const boards = await Promise.all([1, 2, 3].map((seed) => new BuiltInGameGenerator(seeded(seed)).bingoItems(facts)));
    expect(new Set(boards.map((board) => board.join('|'))).size).toBe(3);
    const sets = await Promise.all([1, 2, 3].map((seed) => new BuiltInGameGenerator(seeded(seed)).triviaQuestions(facts)));
    expect(new Set(sets.map((set) => set.map((q) => q.question).sort().join('|'))).size).toBeGreaterThan(1);
  });

  it("asks trivia about this wedding, with the right answer among the options", async () => {
    const generator = new BuiltInGameGenerator(seeded(7));
    const seen = new Set<string>();
    for (let round = 0; round < 12; round += 1) {
      for (const q of await generator.triviaQuestions(facts)) {
        expect(q.options.length).toBeGreaterThanOrEqual(3);
        expect(new Set(q.options).size).toBe(q.options.length);
        seen.add(`${q.question} => ${q.options[q.correctAnswer]}`);
      }
    }
    expect(seen).toContain('Where is the ceremony held? => Memorial Chapel Garden');
    expect(seen).toContain('Who is the Best Man? => Marcus Bennett');
    expect([...seen].some((line) => line.startsWith('When did "First Meeting" happen') && line.endsWith('=> 2017'))).toBe(true);
    const other = await new BuiltInGameGenerator(seeded(7)).triviaQuestions(otherFacts);
    expect(other.map((q) => q.question).join('\n')).not.toMatch(/Sofia|Marcus|Memorial Chapel/);
  });
});
