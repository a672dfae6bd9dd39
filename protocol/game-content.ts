import { z } from 'zod';

export const BINGO_CELLS = 25;
export const BINGO_SIDE = 5;
/** Spec §9: a bingo win scores 100, a correct trivia answer 10. */
export const BINGO_WIN_SCORE = 100;
export const TRIVIA_POINTS_PER_ANSWER = 10;
/** Questions in one trivia set, sampled from the larger pool built from the wedding's facts. */
export const TRIVIA_SET_SIZE = 5;

export const bingoGameSchema = z.object({
  playerName: z.string(),
  items: z.array(z.string()).length(BINGO_CELLS),
  checkedItems: z.array(z.boolean()).length(BINGO_CELLS),
});
export type BingoGame = z.infer<typeof bingoGameSchema>;

/** True when a full row, a full column or either diagonal of the 5x5 board is checked. */
export function hasBingo(checked: readonly boolean[]): boolean {
  const at = (row: number, col: number) => checked[row * BINGO_SIDE + col] === true;
  const lines = Array.from({ length: BINGO_SIDE }, (_, i) => i);
  return (
    lines.some((row) => lines.every((col) => at(row, col))) ||
    lines.some((col) => lines.every((row) => at(row, col))) ||
    lines.every((i) => at(i, i)) ||
    lines.every((i) => at(i, BINGO_SIDE - 1 - i))
  );
}

export const triviaQuestionSchema = z
  .object({
    question: z.string().min(1),
    options: z.array(z.string().min(1)).min(2).max(6),
    /** Index into options. */
    correctAnswer: z.number().int().min(0),
  })
  .refine((q) => q.correctAnswer < q.options.length, {
    path: ['correctAnswer'],
    message: 'correctAnswer must point at one of the options',
  });
export type TriviaQuestion = z.infer<typeof triviaQuestionSchema>;

export const triviaGameSchema = z.object({
  questions: z.array(triviaQuestionSchema),
  currentQuestion: z.number().int().min(0),
  answers: z.array(z.number().int()),
  completed: z.boolean(),
  score: z.number().int(),
});
export type TriviaGame = z.infer<typeof triviaGameSchema>;

export const scavengerTaskSchema = z.object({
  id: z.number().int(),
  task: z.string(),
  points: z.number().int(),
});
export type ScavengerTask = z.infer<typeof scavengerTaskSchema>;

/** The ten fixed scavenger-hunt tasks; the client shows them translated by id. */
export const SCAVENGER_TASKS = [
  { id: 1, task: 'Find someone who knows how the couple met', points: 10 },
  { id: 2, task: 'Take a selfie with the bride and groom', points: 20 },
  { id: 3, task: 'Take a photo of the wedding cake', points: 15 },
  { id: 4, task: 'Collect signatures from five guests you have never met', points: 15 },
  { id: 5, task: 'Find a couple who has been married for 10+ years', points: 10 },
  { id: 6, task: 'Sign the guest book', points: 5 },
  { id: 7, task: 'Spot a guest wearing something blue', points: 5 },
  { id: 8, task: 'Take a photo of the flower arrangements', points: 10 },
  { id: 9, task: 'Hear a funny story about the couple from another guest', points: 15 },
  { id: 10, task: 'Dance with someone on the dance floor', points: 20 },
] as const satisfies readonly ScavengerTask[];

export const generatedBingoSchema = z.object({
  items: z.array(z.string().min(1)).length(BINGO_CELLS),
});
export type GeneratedBingo = z.infer<typeof generatedBingoSchema>;
export const generatedTriviaSchema = z.object({
  questions: z.array(triviaQuestionSchema).min(1).max(20),
});
export type GeneratedTrivia = z.infer<typeof generatedTriviaSchema>;

/** Who produced a board or a trivia set: the AI endpoint or the site's built-in generator. */
export const contentSourceSchema = z.enum(['ai', 'built-in']);
export type ContentSource = z.infer<typeof contentSourceSchema>;
