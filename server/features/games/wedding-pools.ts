import type { GameLanguage } from '../../../protocol/games';
import { townOf } from '../venues/wedding-facts';
import type { WeddingFacts } from './generator';
import { wordings, type PoolWording } from './wording';

/** Board items made of this wedding's couple, venues, story and party. */
function factItems({ settings, party }: WeddingFacts, say: PoolWording['bingo'], clock: PoolWording['clock']): string[] {
  const { couple, venues, story, registry, parking } = settings;
  const items = [
    say.toast(couple.displayName),
    say.laughs(couple.partnerOne),
    say.tear(couple.partnerTwo),
    say.photoAt(venues.ceremony.name),
    say.wayTo(venues.reception.name),
    say.talksAbout(townOf(venues.reception.address)),
    say.onTime(clock(venues.ceremony.startTime)),
    say.registry(registry.registryName),
    ...parking.freeLots.slice(0, 2).map(say.parked),
    ...story.filter((event) => event.title).map((event) => say.story(event.title)),
    ...party.map((member) => say.chat(member.name)),
  ];
  const bestMan = party.find((member) => /best man/i.test(member.role));
  const honor = party.find((member) => /of honou?r/i.test(member.role));
  if (bestMan) items.push(say.speech(bestMan.name));
  if (honor) items.push(say.fixesDress(honor.name));
  return [...new Set(items)];
}

export function bingoPool(
  facts: WeddingFacts,
  language: GameLanguage = 'en',
): { fromFacts: string[]; everyWedding: readonly string[] } {
  const wording = wordings[language];
  return { fromFacts: factItems(facts, wording.bingo, wording.clock), everyWedding: wording.everyWedding };
}

export interface TriviaSeed {
  /**
   * The question whatever its language: the template and the fact it asks about. A question
   * counts once per player by this key, so asking it in Spanish after English scores nothing again.
   */
  key: string;
  question: string;
  answer: string;
  /** Wrong options; three are drawn at random. */
  distractors: string[];
}

/** 'HH:mm' moved by whole hours. */
function shiftedTime(time: string, hours: number): string {
  const [h, m] = time.split(':').map(Number);
  const moved = (((h + hours) % 24) + 24) % 24;
  return `${String(moved).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** The calendar day of a local ISO date-time, moved by days or months (UTC midnight). */
function shiftedDay(isoLocal: string, dayShift = 0, monthShift = 0): Date {
  const [y, mo, d] = isoLocal.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, mo - 1 + monthShift, d + dayShift));
}

const others = (all: string[], answer: string) => [...new Set(all.filter((item) => item && item !== answer))];

/** Questions with their answers, every one about this wedding; a set samples a few of them. */
export function triviaPool({ settings, party }: WeddingFacts, language: GameLanguage = 'en'): TriviaSeed[] {
  const { trivia: ask, decoys, clock, day, storyDate, relationship } = wordings[language];
  const { couple, venues, story, registry, ceremonyStart } = settings;
  const { ceremony, reception } = venues;
  const seeds: TriviaSeed[] = [];
  const add = (key: string, question: string, answer: string, distractors: string[]) => {
    const wrong = others(distractors, answer);
    if (answer && wrong.length >= 2) seeds.push({ key, question, answer, distractors: wrong });
  };
  const storyDates = story.map((event) => storyDate(event.date));
  for (const event of story) {
    add(`story-date:${event.id}`, ask.storyDate(event.title, couple.displayName), storyDate(event.date), storyDates);
  }
  const titles = story.map((event) => event.title);
  if (titles.length && ask.storyChapter) {
    add(`story-chapter:${story[0].id}`, ask.storyChapter(couple.displayName), titles[0], decoys.story);
  }
  add(`ceremony-venue:${ceremony.name}`, ask.ceremonyVenue, ceremony.name, [reception.name, ...decoys.venues]);
  add(`reception-venue:${reception.name}`, ask.receptionVenue(reception.label), reception.name, [ceremony.name, ...decoys.venues]);
  add(`reception-town:${reception.address}`, ask.receptionTown(reception.label), townOf(reception.address), [
    townOf(ceremony.address),
    ...decoys.towns,
  ]);
  add(`ceremony-time:${ceremony.startTime}`, ask.ceremonyTime, clock(ceremony.startTime), [1, 2, -1, 3].map((h) => clock(shiftedTime(ceremony.startTime, h))));
  add(`reception-time:${reception.startTime}`, ask.receptionTime(reception.label), clock(reception.startTime), [1, -1, 2, -2].map((h) => clock(shiftedTime(reception.startTime, h))));
  add(`wedding-date:${ceremonyStart.slice(0, 10)}`, ask.weddingDate(couple.partnerOne, couple.partnerTwo), day(shiftedDay(ceremonyStart)), [
    day(shiftedDay(ceremonyStart, 7)),
    day(shiftedDay(ceremonyStart, -7)),
    day(shiftedDay(ceremonyStart, 0, 1)),
  ]);
  add(`registry:${registry.registryName}`, ask.registry(couple.displayName), registry.registryName, decoys.registries);
  add(`ceremony-capacity:${ceremony.name}`, ask.capacity(ceremony.name), String(ceremony.capacity), [
    String(ceremony.capacity + 50),
    String(Math.max(10, ceremony.capacity - 50)),
    String(ceremony.capacity * 2),
  ]);
  const names = party.map((member) => member.name);
  const roles = [...new Set(party.map((member) => member.role))];
  for (const role of roles) {
    const holders = party.filter((member) => member.role === role);
    if (holders.length === 1) add(`role:${role}`, ask.role(role), holders[0].name, names);
  }
  // Only relationships this language can say, as answers and as decoys (a decoy left in English
  // beside Spanish answers would give itself away).
  const said = party.flatMap((member) => {
    const text = relationship(member);
    return text ? [{ member, text }] : [];
  });
  for (const { member, text } of said) {
    add(`relationship:${member.name}`, ask.relationship(member.name), text, said.map((other) => other.text));
  }
  const seen = new Set<string>();
  const fresh = (text: string) => !seen.has(text) && Boolean(seen.add(text));
  return seeds.filter((seed) => fresh(`key ${seed.key}`) && fresh(`question ${seed.question}`));
}
