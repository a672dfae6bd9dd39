import { z } from 'zod';
import type { GameLanguage } from '../../../protocol/games';
import {
  BINGO_CELLS,
  TRIVIA_SET_SIZE,
  generatedBingoSchema,
  generatedTriviaSchema,
} from '../../../protocol/game-content';
import type { AiChatMessage, AiEndpoint } from '../../lib/ai/endpoint';
import type { Logger } from '../../lib/logger';
import { clockLabel, townOf } from '../venues/wedding-facts';
import { cachedContent, contentKey, storeContent } from './content-cache';
import { shuffled, type GameContentGenerator, type WeddingFacts } from './generator';

/** The wedding's own facts, as the model is told them (never a fixed context). */
function factSheet({ settings, party }: WeddingFacts): string {
  const { couple, venues, story, registry } = settings;
  return [
    `Couple: ${couple.partnerOne} and ${couple.partnerTwo} ("${couple.displayName}").`,
    `Wedding date: ${settings.ceremonyStart.slice(0, 10)}.`,
    `Ceremony: ${venues.ceremony.name}, ${venues.ceremony.address}, at ${clockLabel(venues.ceremony.startTime)}.`,
    `Reception: ${venues.reception.name} in ${townOf(venues.reception.address)}, at ${clockLabel(venues.reception.startTime)}.`,
    `Registry: ${registry.registryName}.`,
    ...story.map((event) => `Story, ${event.date}: ${event.title}. ${event.description}`),
    ...party.map(
      (member) => `Wedding party: ${member.name}, ${member.role} (${member.relationship}).`,
    ),
  ].join('\n');
}

/** What the guest reads the site in; the facts stay as stored (names are not translated). */
const LANGUAGE_NAMES: Record<GameLanguage, string> = { en: 'English', es: 'Spanish' };

const ask = (facts: WeddingFacts, language: GameLanguage, task: string): AiChatMessage[] => [
  {
    role: 'system',
    content: `You write party games for one wedding's guests. Use only these facts; invent nothing about the couple. Write everything you answer in ${LANGUAGE_NAMES[language]}, keeping names of people and places as they are.\n${factSheet(facts)}`,
  },
  { role: 'user', content: `${task} Write the text in ${LANGUAGE_NAMES[language]}; the JSON keys stay as shown.` },
];

const bingoSchema = generatedBingoSchema.refine(
  (board) => new Set(board.items).size === BINGO_CELLS,
  { message: 'the items must all differ' },
);

/**
 * Boards and trivia from the AI endpoint, validated by the protocol's schemas (one retry inside
 * the endpoint); on any failure, the built-in generator's answer, marked as such. What the AI
 * wrote is kept (content-cache.ts) and reused for the same language and facts, so a guest asking
 * again, or a script asking in a loop, does not spend the day's AI budget.
 */
export class AiGameGenerator implements GameContentGenerator {
  constructor(
    private readonly ai: { bingo: AiEndpoint; trivia: AiEndpoint },
    private readonly fallback: GameContentGenerator,
    private readonly logger: Logger,
    private readonly random: () => number = Math.random,
  ) {}

  async bingo(facts: WeddingFacts, language: GameLanguage) {
    const messages = ask(
      facts,
      language,
      `Write ${BINGO_CELLS} different, short wedding bingo squares (at most 8 words each) that guests can spot during the day; about half should name this wedding's couple, venues, story or party. Answer {"items": [...]}.`,
    );
    const key = contentKey('bingo', messages);
    try {
      const cached = await cachedContent(key, bingoSchema);
      // Every player's board differs all the same: the squares are dealt in a new order.
      if (cached) return { items: shuffled(cached.items, this.random), source: 'ai' as const };
      const board = await this.ai.bingo.completeJson(bingoSchema, messages);
      await storeContent(key, 'bingo', language, board);
      return { items: board.items, source: 'ai' as const };
    } catch (error) {
      this.logger.warn({ err: error }, 'AI bingo failed; using the built-in board');
      return this.fallback.bingo(facts, language);
    }
  }

  async trivia(facts: WeddingFacts, language: GameLanguage) {
    const messages = ask(
      facts,
      language,
      `Write ${TRIVIA_SET_SIZE} multiple-choice trivia questions about this couple and their wedding, answerable from the facts, each with 4 options and correctAnswer as the index of the right option. Answer {"questions": [{"question": "...", "options": ["..."], "correctAnswer": 0}]}.`,
    );
    const key = contentKey('trivia', messages);
    try {
      let set = await cachedContent(key, generatedTriviaSchema);
      if (!set) {
        set = await this.ai.trivia.completeJson(generatedTriviaSchema, messages);
        await storeContent(key, 'trivia', language, set);
      }
      const { questions } = set;
      return {
        questions: questions.map((question) => ({ ...question, key: aiQuestionKey(question) })),
        source: 'ai' as const,
      };
    } catch (error) {
      this.logger.warn({ err: error }, 'AI trivia failed; using the built-in questions');
      return this.fallback.trivia(facts, language);
    }
  }
}

/** A question written in both languages at once, its options in the same order in each. */
const bilingualTriviaSchema = z.object({
  questions: z
    .array(
      z
        .object({
          question: z.string().min(1),
          questionEs: z.string().min(1),
          options: z.array(z.string().min(1)).min(2).max(4),
          optionsEs: z.array(z.string().min(1)).min(2).max(4),
          correctAnswer: z.number().int().min(0),
        })
        .refine(
          (q) => q.options.length === q.optionsEs.length && q.correctAnswer < q.options.length,
          { message: 'optionsEs must match options, and correctAnswer point at one of them' },
        ),
    )
    .min(1),
});
export type BilingualTrivia = z.infer<typeof bilingualTriviaSchema>['questions'];

/**
 * Multiple-choice questions about this wedding in English and Spanish together, for the live
 * quiz's drafts (organizers review them): no fallback and no cache, a failure is reported
 * (AiFailure) for the organizer to see why.
 */
export function bilingualTrivia(
  ai: AiEndpoint,
  facts: WeddingFacts,
  count: number,
): Promise<BilingualTrivia> {
  const messages: AiChatMessage[] = [
    {
      role: 'system',
      content: `You write party games for one wedding's guests. Use only these facts; invent nothing about the couple. Keep names of people and places as they are.\n${factSheet(facts)}`,
    },
    {
      role: 'user',
      content: `Write ${count} multiple-choice trivia questions about this couple and their wedding, answerable from the facts, each with 4 short options and correctAnswer as the index of the right option. Write each question and its options in English and, in the same order, in Spanish (questionEs, optionsEs). Answer {"questions": [{"question": "...", "questionEs": "...", "options": ["..."], "optionsEs": ["..."], "correctAnswer": 0}]}.`,
    },
  ];
  return ai.completeJson(bilingualTriviaSchema, messages).then((set) => set.questions);
}

/**
 * What an AI-written question counts as: the fact it asks for, read from its right answer
 * (accents, case and punctuation aside). The AI words the same question differently every set;
 * keyed by its wording, a player could score one fact again and again by asking for new sets.
 */
export function aiQuestionKey(question: { options: string[]; correctAnswer: number }): string {
  const answer = question.options[question.correctAnswer] ?? '';
  const fact = answer
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return `ai-answer:${fact}`;
}
