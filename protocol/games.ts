import { z } from 'zod';
import { optionalEmail } from './form-fields';
import { endpoint, idParams, isoDate } from './http';

export const PLAYER_NAME_REQUIRED = {
  title: 'Player Name Required',
  description: 'Please enter your name to start playing!',
} as const;
export const PLAYER_NAME_REQUIRED_MESSAGE = `${PLAYER_NAME_REQUIRED.title}: ${PLAYER_NAME_REQUIRED.description}`;
export const PLAYER_EMAIL_INVALID = 'Please enter a valid email address';

export const gameTypes = ['bingo', 'photo_challenge', 'trivia', 'scavenger_hunt'] as const;
export const gameTypeSchema = z.enum(gameTypes, {
  error: `gameType must be one of: ${gameTypes.join(', ')}`,
});
export type GameType = z.infer<typeof gameTypeSchema>;

export const BINGO_CELLS = 25;
export const BINGO_SIDE = 5;
/** A session's score can never exceed this; it bounds what a tampered client can claim. */
export const MAX_SESSION_SCORE = 1000;

const playerName = z
  .string({ error: PLAYER_NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, PLAYER_NAME_REQUIRED_MESSAGE)
  .max(80, 'Your name must be at most 80 characters');

/** Optional; an empty field means "not given" and is stored as null. */
const playerEmail = optionalEmail(PLAYER_EMAIL_INVALID)
  .nullable()
  .transform((value) => value ?? null);

const gameData = z
  .string()
  .max(20_000, 'gameData must be at most 20000 characters')
  .refine((text) => {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  }, 'gameData must be JSON text');

const score = z
  .number({ error: 'score must be a number' })
  .int('score must be a whole number')
  .min(0, 'score cannot be negative')
  .max(MAX_SESSION_SCORE, `score cannot exceed ${MAX_SESSION_SCORE}`);

/** A played game (collection `game_sessions`). */
export const gameSessionSchema = z.object({
  id: z.string(),
  gameType: gameTypeSchema,
  playerName: z.string(),
  playerEmail: z.string().nullable(),
  /** JSON text of the game's own state (board, answers...). */
  gameData: z.string(),
  score: z.number().int(),
  completed: z.boolean(),
  completedAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type GameSession = z.infer<typeof gameSessionSchema>;

export const createGameSessionBodySchema = z.object({
  gameType: gameTypeSchema,
  playerName,
  playerEmail: playerEmail.default(null),
  gameData: gameData.default('{}'),
  score: score.default(0),
  completed: z.boolean().default(false),
});
export type CreateGameSessionBody = z.input<typeof createGameSessionBodySchema>;

export const updateGameSessionBodySchema = z
  .object({
    gameData: gameData.optional(),
    score: score.optional(),
    completed: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to update');
export type UpdateGameSessionBody = z.input<typeof updateGameSessionBodySchema>;

/** The player's start form (name required after trimming, e-mail optional). */
export const playerFormSchema = z.object({
  name: playerName,
  email: optionalEmail(PLAYER_EMAIL_INVALID),
});
export type PlayerForm = z.input<typeof playerFormSchema>;

/** The player saved on the device under PLAYER_STORAGE_KEY. */
export const savedPlayerSchema = z.object({
  name: z.string().trim().min(1),
  email: z.string().optional(),
  joinedAt: isoDate,
});
export type SavedPlayer = z.infer<typeof savedPlayerSchema>;

/** A photo challenge (collection `photo_challenges`); difficulty is Easy, Medium or anything harder. */
export const photoChallengeSchema = z.object({
  id: z.string(),
  challenge: z.string(),
  difficulty: z.string(),
  points: z.number().int(),
  isActive: z.boolean(),
});
export type PhotoChallenge = z.infer<typeof photoChallengeSchema>;

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

export const gamesApi = {
  photoChallenges: endpoint({
    method: 'GET',
    path: '/api/games/photo-challenges',
    access: 'public',
    response: z.array(photoChallengeSchema),
  }),
  createSession: endpoint({
    method: 'POST',
    path: '/api/games/sessions',
    access: 'public',
    body: createGameSessionBodySchema,
    response: gameSessionSchema,
    status: 201,
  }),
  updateSession: endpoint({
    method: 'PUT',
    path: '/api/games/sessions/:id',
    access: 'public',
    params: idParams,
    body: updateGameSessionBodySchema,
    response: gameSessionSchema,
  }),
  generateBingo: endpoint({
    method: 'POST',
    path: '/api/games/generate-bingo',
    access: 'public',
    response: generatedBingoSchema,
  }),
  generateTrivia: endpoint({
    method: 'POST',
    path: '/api/games/generate-trivia',
    access: 'public',
    response: generatedTriviaSchema,
  }),
};
