import type { GameLanguage } from '../../../protocol/games';
import {
  BINGO_CELLS,
  TRIVIA_SET_SIZE,
  generatedBingoSchema,
  generatedTriviaSchema,
} from '../../../protocol/game-content';
import type { PartyMember } from '../../../protocol/wedding-party';
import type { WeddingSettings } from '../../../protocol/wedding';
import { getWeddingSettings } from '../wedding/service';
import { listWeddingParty } from '../wedding-party/service';
import type { IssuedQuestion } from './issued';
import { bingoPool, triviaPool } from './wedding-pools';

/** What a generator may draw on: this wedding's own facts, as stored (organizers may edit them). */
export interface WeddingFacts {
  settings: WeddingSettings;
  party: PartyMember[];
}

export async function loadWeddingFacts(): Promise<WeddingFacts> {
  const [settings, party] = await Promise.all([getWeddingSettings(), listWeddingParty()]);
  return { settings, party };
}

/**
 * Produces a board and a trivia set for one player, in the language of their page. The built-in one
 * below samples from pools built from the facts; the AI issue plugs an OpenAI-compatible model in
 * behind the same interface (and falls back to the built-in answer on a failure). Whatever it
 * answers is checked here: 25 items, and questions whose correct answer is one of their options.
 * A question may carry a language-independent `key` (the built-in ones do): it is what counts once
 * per player; without one, the question's text is.
 */
export interface GameContentGenerator {
  bingo(facts: WeddingFacts, language: GameLanguage): Promise<{ items: string[]; source: ContentSource }>;
  trivia(facts: WeddingFacts, language: GameLanguage): Promise<{ questions: IssuedQuestion[]; source: ContentSource }>;
}

/** Who produced a board or a trivia set (the answer says so; nothing claims AI when none ran). */
export type ContentSource = 'ai' | 'built-in';

export type Random = () => number;

/** A uniformly shuffled copy (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Bingo boards keep at least this many wedding-specific items when the facts offer them. */
const MIN_FACT_ITEMS = 12;

export class BuiltInGameGenerator implements GameContentGenerator {
  constructor(private readonly random: Random = Math.random) {}

  async bingo(facts: WeddingFacts, language: GameLanguage = 'en') {
    return { items: await this.bingoItems(facts, language), source: 'built-in' as const };
  }

  async trivia(facts: WeddingFacts, language: GameLanguage = 'en') {
    return { questions: await this.triviaQuestions(facts, language), source: 'built-in' as const };
  }

  async bingoItems(facts: WeddingFacts, language: GameLanguage = 'en'): Promise<string[]> {
    const { fromFacts, everyWedding } = bingoPool(facts, language);
    const factItems = shuffled(fromFacts, this.random).slice(0, Math.max(MIN_FACT_ITEMS, BINGO_CELLS - everyWedding.length));
    const fill = shuffled(everyWedding.filter((item) => !factItems.includes(item)), this.random);
    const board = shuffled([...factItems, ...fill].slice(0, BINGO_CELLS), this.random);
    return generatedBingoSchema.parse({ items: board }).items;
  }

  async triviaQuestions(facts: WeddingFacts, language: GameLanguage = 'en'): Promise<IssuedQuestion[]> {
    const picked = shuffled(triviaPool(facts, language), this.random).slice(0, TRIVIA_SET_SIZE);
    const questions = picked.map(({ question, answer, distractors }) => {
      const options = shuffled([answer, ...shuffled(distractors, this.random).slice(0, 3)], this.random);
      return { question, options, correctAnswer: options.indexOf(answer) };
    });
    // The schema checks the questions (and would drop the keys, which stay on the server).
    const checked = generatedTriviaSchema.parse({ questions }).questions;
    return checked.map((question, index) => ({ ...question, key: picked[index].key }));
  }
}
