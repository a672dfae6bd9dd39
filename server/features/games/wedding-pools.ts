import { clockLabel, townOf } from '../venues/wedding-facts';
import type { WeddingFacts } from './generator';

/** Moments every wedding has; they fill a board around the ones only this wedding has. */
const EVERY_WEDDING = [
  'Someone cries during the vows',
  'A guest takes a selfie',
  'Someone dances barefoot',
  'A toast makes everyone laugh',
  'Glasses clink for a kiss',
  'A child falls asleep',
  'Grandparents hit the dance floor',
  'Someone spills a drink',
  'The cake is cut',
  'A guest wears something blue',
  'Someone hums the wedding march',
  'A phone rings at the wrong moment',
  'Someone catches the bouquet',
  'A guest shares a live moment',
  'Someone signs the guest book',
  'A guest asks for the Wi-Fi password',
  'Someone gives marriage advice',
  'The first dance begins',
  'A group photo with everyone squeezing in',
  'Someone says "You look beautiful!"',
];

/** Board items made of this wedding's couple, venues, story and party. */
function factItems({ settings, party }: WeddingFacts): string[] {
  const { couple, venues, story, registry, parking } = settings;
  const items = [
    `Someone says "${couple.displayName}" in a toast`,
    `${couple.partnerOne} laughs during the vows`,
    `${couple.partnerTwo} wipes away a tear`,
    `Someone takes a photo at ${venues.ceremony.name}`,
    `Asked the way to ${venues.reception.name}`,
    `Someone talks about ${townOf(venues.reception.address)}`,
    `A guest arrives at ${clockLabel(venues.ceremony.startTime)} on the dot`,
    `Someone mentions the ${registry.registryName} registry`,
    ...parking.freeLots.slice(0, 2).map((lot) => `A guest parked in ${lot}`),
    ...story
      .filter((event) => event.title)
      .map((event) => `A story about "${event.title}"`),
    ...party.map((member) => `Chat with ${member.name}`),
  ];
  const bestMan = party.find((member) => /best man/i.test(member.role));
  const honor = party.find((member) => /of honou?r/i.test(member.role));
  if (bestMan) items.push(`${bestMan.name} gives a speech`);
  if (honor) items.push(`${honor.name} fixes the bride's dress`);
  return [...new Set(items)];
}

export function bingoPool(facts: WeddingFacts): { fromFacts: string[]; everyWedding: string[] } {
  return { fromFacts: factItems(facts), everyWedding: EVERY_WEDDING };
}

export interface TriviaSeed {
  question: string;
  answer: string;
  /** Wrong options; three are drawn at random. */
  distractors: string[];
}

const DECOY_VENUES = ['The Grand Ballroom', 'City Hall', 'A beach in Cancún', 'The Rose Garden Inn'];
const DECOY_TOWNS = ['Springfield', 'Riverside', 'Fairview', 'Georgetown'];
const DECOY_REGISTRIES = ['Amazon', 'Target', 'Crate & Barrel', 'Zola', 'The Knot', 'Williams Sonoma'];
const DECOY_STORY = ['The Skydiving Trip', 'The Cooking Contest', 'The Road Trip to Canada', 'The Marathon'];

/** 'HH:mm' moved by whole hours, as a clock label. */
function shiftedClock(time: string, hours: number): string {
  const [h, m] = time.split(':').map(Number);
  const moved = (((h + hours) % 24) + 24) % 24;
  return clockLabel(`${String(moved).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
}

function longDate(isoLocal: string, dayShift = 0, monthShift = 0): string {
  const [y, mo, d] = isoLocal.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(y, mo - 1 + monthShift, d + dayShift));
  return date.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
}

const others = (all: string[], answer: string) => [...new Set(all.filter((item) => item && item !== answer))];

/** Questions with their answers, every one about this wedding; a set samples a few of them. */
export function triviaPool({ settings, party }: WeddingFacts): TriviaSeed[] {
  const { couple, venues, story, registry, ceremonyStart } = settings;
  const { ceremony, reception } = venues;
  const seeds: TriviaSeed[] = [];
  const add = (question: string, answer: string, distractors: string[]) => {
    const wrong = others(distractors, answer);
    if (answer && wrong.length >= 2) seeds.push({ question, answer, distractors: wrong });
  };
  const storyDates = story.map((event) => event.date);
  for (const event of story) {
    add(`When did "${event.title}" happen in ${couple.displayName}'s story?`, event.date, storyDates);
  }
  const titles = story.map((event) => event.title);
  if (titles.length) add(`Which of these is a chapter of ${couple.displayName}'s story?`, titles[0], DECOY_STORY);
  add('Where is the ceremony held?', ceremony.name, [reception.name, ...DECOY_VENUES]);
  add(`Where is the ${reception.label.toLowerCase()}?`, reception.name, [ceremony.name, ...DECOY_VENUES]);
  add(`In which town is the ${reception.label.toLowerCase()}?`, townOf(reception.address), [
    townOf(ceremony.address),
    ...DECOY_TOWNS,
  ]);
  add('What time does the ceremony start?', clockLabel(ceremony.startTime), [1, 2, -1, 3].map((h) => shiftedClock(ceremony.startTime, h)));
  add(`What time does the ${reception.label.toLowerCase()} start?`, clockLabel(reception.startTime), [1, -1, 2, -2].map((h) => shiftedClock(reception.startTime, h)));
  add(`On what date do ${couple.partnerOne} and ${couple.partnerTwo} marry?`, longDate(ceremonyStart), [
    longDate(ceremonyStart, 7),
    longDate(ceremonyStart, -7),
    longDate(ceremonyStart, 0, 1),
  ]);
  add(`Where is ${couple.displayName}'s gift registry?`, registry.registryName, DECOY_REGISTRIES);
  add(`How many guests can ${ceremony.name} seat?`, String(ceremony.capacity), [
    String(ceremony.capacity + 50),
    String(Math.max(10, ceremony.capacity - 50)),
    String(ceremony.capacity * 2),
  ]);
  const names = party.map((member) => member.name);
  const roles = [...new Set(party.map((member) => member.role))];
  for (const role of roles) {
    const holders = party.filter((member) => member.role === role);
    if (holders.length === 1) add(`Who is the ${role}?`, holders[0].name, names);
  }
  const relationships = party.flatMap((member) => (member.relationship ? [member.relationship] : []));
  for (const member of party) {
    if (member.relationship) add(`Who is ${member.name}?`, member.relationship, relationships);
  }
  const questions = new Set<string>();
  return seeds.filter((seed) => !questions.has(seed.question) && questions.add(seed.question));
}
