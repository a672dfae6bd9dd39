import { describe, expect, it } from 'vitest';
import { defaultWeddingSettings } from '../wedding/defaults';
import { defaultWeddingParty } from '../wedding-party/defaults';
import { BuiltInGameGenerator, type WeddingFacts } from './generator';
import { bingoPool, triviaPool } from './wedding-pools';

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

describe('the built-in game generator in Spanish', () => {
  const englishTemplates = /^(Someone|A guest|Asked the way|Chat with|A story about)|laughs during|wipes away|gives a speech|fixes the bride/;

  it("writes a Spanish board from this wedding's facts, different for each player", async () => {
    const boards = await Promise.all([1, 2, 3].map((seed) => new BuiltInGameGenerator(seeded(seed)).bingoItems(facts, 'es')));
    expect(new Set(boards.map((board) => board.join('|'))).size).toBe(3);
    for (const items of boards) {
      expect(items).toHaveLength(25);
      expect(new Set(items).size).toBe(25);
      expect(items.filter((item) => englishTemplates.test(item))).toEqual([]);
      const weddingSpecific = items.filter((item) =>
        /Sofia|Daniel|Memorial Chapel|Dock Street|Annapolis|Zola|Lot [YCL]|First Meeting|Engagement|Isabella|Marcus|Camila|Hannah|Priya|Ethan|Luis|James|Reconnection|Falling in Love|Arrival|Wedding Day|9:00/.test(item),
      );
      expect(weddingSpecific.length).toBeGreaterThanOrEqual(12);
    }
    const pool = bingoPool(facts, 'es').fromFacts;
    expect(pool).toContain('Alguien dice «Sofia & Daniel» en un brindis');
    expect(pool).toContain('Un invitado llega a las 9:00 en punto');
    expect(pool).toContain('Marcus Bennett da un discurso');
    const other = (await new BuiltInGameGenerator(seeded(1)).bingoItems(otherFacts, 'es')).join('\n');
    expect(other).not.toMatch(/Sofia|Memorial Chapel|Isabella/);
    expect(other).toMatch(/Lena|Omar|Harbor Lighthouse|Salt Barn|Yusuf|Clara/);
  });

  it('asks Spanish trivia about the same facts, with Spanish dates and times and the right answer', async () => {
    const generator = new BuiltInGameGenerator(seeded(7));
    const seen = new Set<string>();
    const sets: string[] = [];
    for (let round = 0; round < 12; round += 1) {
      const set = await generator.triviaQuestions(facts, 'es');
      sets.push(set.map((q) => q.key).sort().join('|'));
      for (const q of set) {
        expect(q.question).toMatch(/^¿.+\?$/);
        expect(new Set(q.options).size).toBe(q.options.length);
        seen.add(`${q.question} => ${q.options[q.correctAnswer]}`);
      }
    }
    expect(new Set(sets).size).toBeGreaterThan(1);
    expect(seen).toContain('¿Dónde se celebra la ceremonia? => Memorial Chapel Garden');
    expect(seen).toContain('¿Quién es el padrino? => Marcus Bennett');
    const pool = triviaPool(facts, 'es').map((seed) => `${seed.question} => ${seed.answer}`);
    expect(pool).toContain('¿Qué día se casan Sofia y Daniel? => 31 de agosto de 2025');
    expect(pool).toContain('¿A qué hora empieza la ceremonia? => 9:00');
    expect(pool).toContain('¿A qué hora empieza la recepción? => 13:00');
    expect(pool).toContain('¿Cuándo ocurrió «The Engagement» en la historia de Sofia & Daniel? => julio de 2023');
    expect(pool).toContain('¿Quién es Camila Reyes? => Amiga de la infancia de la novia');
    expect(pool).toContain('¿Quién es Marcus Bennett? => Hermano del novio');
    const other = await new BuiltInGameGenerator(seeded(7)).triviaQuestions(otherFacts, 'es');
    expect(other.map((q) => q.question).join('\n')).not.toMatch(/Sofia|Marcus|Memorial Chapel/);
  });

  it('names each question by its template and fact, the same in both languages', () => {
    const english = new Map(triviaPool(facts, 'en').map((seed) => [seed.key, seed]));
    const spanish = triviaPool(facts, 'es');
    expect(new Set(spanish.map((seed) => seed.key)).size).toBe(spanish.length);
    for (const seed of spanish) {
      const twin = english.get(seed.key);
      expect(twin, seed.key).toBeDefined();
      expect(twin!.question).not.toBe(seed.question);
    }
    expect(english.get('ceremony-venue:Memorial Chapel Garden')?.answer).toBe('Memorial Chapel Garden');
    expect(spanish.find((seed) => seed.key === 'wedding-date:2025-08-31')?.answer).toBe('31 de agosto de 2025');
    expect(english.get('wedding-date:2025-08-31')?.answer).toBe('August 31, 2025');
  });

  it('leaves out, in Spanish, a relationship it cannot say (it stays in English)', () => {
    const party = [
      ...otherFacts.party,
      { id: 'c', name: 'Noor Haddad', role: 'Usher', relationship: 'Neighbor from Baltimore', side: 'groom' as const },
      { id: 'd', name: 'Sam Lee', role: 'Reader', relationship: 'Friend of the bride', side: 'bride' as const },
      { id: 'e', name: 'Ana Ruiz', role: 'Bridesmaid', relationship: 'Friend of the bride', side: 'bride' as const },
    ];
    const withParty = { ...otherFacts, party };
    const said = (language: 'en' | 'es') =>
      triviaPool(withParty, language)
        .filter((seed) => seed.key.startsWith('relationship:'))
        .map((seed) => `${seed.key} => ${seed.answer}`);
    expect(said('en')).toContain('relationship:Noor Haddad => Neighbor from Baltimore');
    expect(said('en')).toContain('relationship:Sam Lee => Friend of the bride');
    // Yusuf is the best man (a man), Ana a bridesmaid; 'Friend' alone says nothing of Sam's gender.
    expect(said('es')).toEqual([
      'relationship:Yusuf Amin => Primo del novio',
      'relationship:Clara Voss => Hermana de la novia',
      'relationship:Ana Ruiz => Amiga de la novia',
    ]);
  });
});
