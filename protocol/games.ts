import { z } from 'zod';
import { optionalEmail } from './form-fields';
import { endpoint, idParams, isoDate } from './http';
import { BINGO_CELLS, contentSourceSchema, generatedBingoSchema } from './game-content';
import {
  createPhotoChallengeBodySchema,
  photoChallengeSchema,
  updatePhotoChallengeBodySchema,
} from './photo-challenges';

export const PLAYER_NAME_REQUIRED = {
  title: 'Player Name Required',
  description: 'Please enter your name to start playing!',
} as const;
export const PLAYER_NAME_REQUIRED_MESSAGE = `${PLAYER_NAME_REQUIRED.title}: ${PLAYER_NAME_REQUIRED.description}`;
export const PLAYER_EMAIL_INVALID = 'Please enter a valid email address';

/**
 * The games the leaderboard counts. `live_quiz` is played on `/quiz`, not in the games section:
 * each ended run of the live quiz gives every player one session of it (server/features/quiz/results).
 */
export const gameTypes = [
  'bingo',
  'photo_challenge',
  'trivia',
  'scavenger_hunt',
  'live_quiz',
] as const;
export const gameTypeSchema = z.enum(gameTypes, {
  error: `gameType must be one of: ${gameTypes.join(', ')}`,
});
/** The games a guest plays in the games section (the spec's four): what a page may start. */
const playedGameTypes = ['bingo', 'photo_challenge', 'trivia', 'scavenger_hunt'] as const;
const playedGameTypeSchema = z.enum(playedGameTypes, {
  error: `gameType must be one of: ${playedGameTypes.join(', ')}`,
});
export type PlayedGameType = z.infer<typeof playedGameTypeSchema>;
export type GameType = z.infer<typeof gameTypeSchema>;

const playerName = z
  .string({ error: PLAYER_NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, PLAYER_NAME_REQUIRED_MESSAGE)
  .max(80, 'Your name must be at most 80 characters');

/** Optional; an empty field means "not given" and is stored as null. */
const playerEmail = optionalEmail(PLAYER_EMAIL_INVALID)
  .nullable()
  .transform((value) => value ?? null);

/** Whoever plays: a name (required, trimmed) and an optional e-mail; the device tells players apart. */
export const playerBodySchema = z.object({
  playerName,
  playerEmail: playerEmail.default(null),
});
export type PlayerBody = z.input<typeof playerBodySchema>;

/** The languages generated content is written in: the page's own (i18next) language. */
export const gameLanguages = ['en', 'es'] as const;
export const gameLanguageSchema = z.enum(gameLanguages, { error: "language must be 'en' or 'es'" });
export type GameLanguage = z.infer<typeof gameLanguageSchema>;

/** generate-bingo and generate-trivia: the player, and the language of the page (English if absent). */
export const generateGameBodySchema = playerBodySchema.extend({
  language: gameLanguageSchema.default('en'),
});
export type GenerateGameBody = z.input<typeof generateGameBodySchema>;

/** A player as the device that plays it sees it. */
export const playerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
});
export type Player = z.infer<typeof playerSchema>;

/** A trivia question as a client sees it: the correct answer stays on the server. */
export const publicTriviaQuestionSchema = z.object({
  question: z.string(),
  options: z.array(z.string()),
});
export type PublicTriviaQuestion = z.infer<typeof publicTriviaQuestionSchema>;

/** One answered trivia question; the correct option is revealed once the player has answered it. */
export const triviaAnswerResultSchema = z.object({
  questionIndex: z.number().int(),
  answer: z.number().int(),
  correct: z.boolean(),
  correctAnswer: z.number().int(),
});
export type TriviaAnswerResult = z.infer<typeof triviaAnswerResultSchema>;

/**
 * A played game (collection `game_sessions`) as its own device sees it. The score is the server's;
 * what the server issued is shown only as far as the player may see it (no unanswered answers).
 */
export const gameSessionSchema = z.object({
  id: z.string(),
  gameType: gameTypeSchema,
  playerName: z.string(),
  playerEmail: z.string().nullable(),
  score: z.number().int(),
  completed: z.boolean(),
  completedAt: isoDate.nullable(),
  createdAt: isoDate,
  /** Bingo: the 25 items issued for this board. */
  items: z.array(z.string()).optional(),
  /** Bingo: the cells of the winning claim. */
  checkedCells: z.array(z.number().int()).optional(),
  /** Trivia: the issued questions, without their answers. */
  questions: z.array(publicTriviaQuestionSchema).optional(),
  /** Trivia: the questions answered so far, in order. */
  answers: z.array(triviaAnswerResultSchema).optional(),
  /** Photo challenges (challenge ids) or scavenger tasks (task ids as text) marked complete. */
  completedItems: z.array(z.string()).optional(),
});
export type GameSession = z.infer<typeof gameSessionSchema>;

export const NOT_A_COLLECTION_GAME =
  'Bingo and trivia start with generate-bingo and generate-trivia';

/** Starts (or resumes) the device's photo-challenge or scavenger-hunt game. */
export const startGameBodySchema = playerBodySchema.extend({
  gameType: playedGameTypeSchema.refine(
    (type) => type === 'photo_challenge' || type === 'scavenger_hunt',
    NOT_A_COLLECTION_GAME,
  ),
});
export type StartGameBody = z.input<typeof startGameBodySchema>;

const cellRange = `checkedCells must be cell numbers from 0 to ${BINGO_CELLS - 1}`;
/** A cell of the 5x5 board, numbered row by row from 0. */
const cellIndex = z
  .number({ error: cellRange })
  .int(cellRange)
  .min(0, cellRange)
  .max(BINGO_CELLS - 1, cellRange);

/**
 * What a player did in a session; never a score (a `score` field is ignored): the server computes
 * it from what it issued.
 * - claim-bingo: the checked cells of the issued board (a full row, column or diagonal wins).
 * - answer: the option chosen for the next trivia question.
 * - mark: a photo challenge (its id) or a scavenger task (its id) marked complete or not.
 */
export const sessionActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('claim-bingo'),
      checkedCells: z
        .array(cellIndex, { error: 'checkedCells must be a list of cell numbers' })
        .max(BINGO_CELLS, `checkedCells can hold at most ${BINGO_CELLS} cells`)
        .refine(
          (cells) => new Set(cells).size === cells.length,
          'checkedCells must not repeat a cell',
        ),
    }),
    z.object({
      action: z.literal('answer'),
      questionIndex: z.number({ error: 'questionIndex must be a number' }).int().min(0).max(50),
      answer: z.number({ error: 'answer must be an option number' }).int().min(0).max(10),
    }),
    z.object({
      action: z.literal('mark'),
      itemId: z.string({ error: 'itemId is required' }).trim().min(1).max(40),
      completed: z.boolean({ error: 'completed must be true or false' }),
    }),
  ],
  { error: 'action must be one of: claim-bingo, answer, mark' },
);
export type SessionAction = z.input<typeof sessionActionSchema>;

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

/** What generate-bingo answers: the spec's 25 items, who produced them, and their session. */
export const issuedBingoSchema = generatedBingoSchema.extend({
  source: contentSourceSchema,
  session: gameSessionSchema,
});
export type IssuedBingo = z.infer<typeof issuedBingoSchema>;
/** What generate-trivia answers: the questions without their answers, and their session. */
export const issuedTriviaSchema = z.object({
  questions: z.array(publicTriviaQuestionSchema),
  source: contentSourceSchema,
  session: gameSessionSchema,
});
export type IssuedTrivia = z.infer<typeof issuedTriviaSchema>;

export const gamesApi = {
  /** Active challenges for guests. */
  photoChallenges: endpoint({
    method: 'GET',
    path: '/api/games/photo-challenges',
    access: 'public',
    response: z.array(photoChallengeSchema),
  }),
  /** Every challenge, retired ones too, for the organizers' list. */
  allPhotoChallenges: endpoint({
    method: 'GET',
    path: '/api/games/photo-challenges/all',
    access: 'organizer',
    response: z.array(photoChallengeSchema),
  }),
  createPhotoChallenge: endpoint({
    method: 'POST',
    path: '/api/games/photo-challenges',
    access: 'organizer',
    body: createPhotoChallengeBodySchema,
    response: photoChallengeSchema,
    status: 201,
  }),
  updatePhotoChallenge: endpoint({
    method: 'PUT',
    path: '/api/games/photo-challenges/:id',
    access: 'organizer',
    params: idParams,
    body: updatePhotoChallengeBodySchema,
    response: photoChallengeSchema,
  }),
  /** Saves this device's player (creating or renaming it). */
  savePlayer: endpoint({
    method: 'PUT',
    path: '/api/games/player',
    access: 'public',
    body: playerBodySchema,
    response: playerSchema,
  }),
  /** This device's sessions, newest first (to resume photo challenges and the hunt). */
  mySessions: endpoint({
    method: 'GET',
    path: '/api/games/sessions',
    access: 'public',
    personal: true,
    response: z.array(gameSessionSchema),
  }),
  /** Starts or resumes the device's photo-challenge or scavenger-hunt game. */
  createSession: endpoint({
    method: 'POST',
    path: '/api/games/sessions',
    access: 'public',
    body: startGameBodySchema,
    response: gameSessionSchema,
  }),
  /** Records what the player did (see sessionActionSchema); answers the re-scored session. */
  updateSession: endpoint({
    method: 'PUT',
    path: '/api/games/sessions/:id',
    access: 'public',
    params: idParams,
    body: sessionActionSchema,
    response: gameSessionSchema,
    idempotent: true,
  }),
  generateBingo: endpoint({
    method: 'POST',
    path: '/api/games/generate-bingo',
    access: 'public',
    body: generateGameBodySchema,
    response: issuedBingoSchema,
    status: 201,
    // May run the AI endpoint: the AI allowance, not the ordinary write one.
    writeLimit: 'ai',
  }),
  generateTrivia: endpoint({
    method: 'POST',
    path: '/api/games/generate-trivia',
    access: 'public',
    body: generateGameBodySchema,
    response: issuedTriviaSchema,
    status: 201,
    writeLimit: 'ai',
  }),
};
