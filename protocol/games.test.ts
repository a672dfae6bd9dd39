import { describe, expect, it } from 'vitest';
import {
  createGameSessionBodySchema,
  generatedBingoSchema,
  hasBingo,
  PLAYER_NAME_REQUIRED_MESSAGE,
  playerFormSchema,
  SCAVENGER_TASKS,
  triviaQuestionSchema,
  updateGameSessionBodySchema,
} from './games';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('starting a game', () => {
  it('needs a player name that is not blank', () => {
    for (const name of ['', '   ']) {
      expect(firstMessage(playerFormSchema.safeParse({ name }))).toBe(
        'Player Name Required: Please enter your name to start playing!',
      );
    }
    expect(PLAYER_NAME_REQUIRED_MESSAGE).toBe(
      'Player Name Required: Please enter your name to start playing!',
    );
    expect(playerFormSchema.parse({ name: '  Ana ', email: '' })).toEqual({
      name: 'Ana',
      email: undefined,
    });
  });

  it('accepts a session without e-mail and stores it as null with score 0', () => {
    const body = createGameSessionBodySchema.parse({
      gameType: 'bingo',
      playerName: ' Ana ',
      playerEmail: '',
    });
    expect(body).toEqual({
      gameType: 'bingo',
      playerName: 'Ana',
      playerEmail: null,
      gameData: '{}',
      score: 0,
      completed: false,
    });
    expect(
      createGameSessionBodySchema.parse({ gameType: 'trivia', playerName: 'Bo', playerEmail: null })
        .playerEmail,
    ).toBeNull();
  });

  it('refuses an unknown game, a bad e-mail, non-JSON game data and impossible scores', () => {
    const base = { gameType: 'bingo', playerName: 'Ana' };
    expect(createGameSessionBodySchema.safeParse({ ...base, gameType: 'poker' }).success).toBe(
      false,
    );
    expect(
      firstMessage(createGameSessionBodySchema.safeParse({ ...base, playerEmail: 'nope' })),
    ).toBe('Please enter a valid email address');
    expect(
      firstMessage(createGameSessionBodySchema.safeParse({ ...base, gameData: '{broken' })),
    ).toBe('gameData must be JSON text');
    expect(createGameSessionBodySchema.safeParse({ ...base, score: -1 }).success).toBe(false);
    expect(createGameSessionBodySchema.safeParse({ ...base, score: 1001 }).success).toBe(false);
    expect(createGameSessionBodySchema.safeParse({ ...base, score: 2.5 }).success).toBe(false);
  });

  it('needs something to update', () => {
    expect(firstMessage(updateGameSessionBodySchema.safeParse({}))).toBe('Nothing to update');
    expect(updateGameSessionBodySchema.parse({ score: 100, completed: true })).toEqual({
      score: 100,
      completed: true,
    });
  });
});

describe('bingo', () => {
  const board = (cells: number[]) => Array.from({ length: 25 }, (_, i) => cells.includes(i));

  it('wins on a full row, column or diagonal only', () => {
    expect(hasBingo(board([5, 6, 7, 8, 9]))).toBe(true);
    expect(hasBingo(board([2, 7, 12, 17, 22]))).toBe(true);
    expect(hasBingo(board([0, 6, 12, 18, 24]))).toBe(true);
    expect(hasBingo(board([4, 8, 12, 16, 20]))).toBe(true);
    expect(hasBingo(board([0, 1, 2, 3, 5, 6, 7, 8]))).toBe(false);
    expect(hasBingo(board([4, 5, 6, 7, 8]))).toBe(false);
  });

  it('generates exactly 25 items', () => {
    expect(generatedBingoSchema.safeParse({ items: Array(25).fill('Someone cries') }).success).toBe(
      true,
    );
    expect(generatedBingoSchema.safeParse({ items: Array(24).fill('Someone cries') }).success).toBe(
      false,
    );
  });
});

describe('trivia and scavenger hunt', () => {
  it('needs the correct answer to be one of the options', () => {
    const question = {
      question: 'Where did they meet?',
      options: ['School', 'Work'],
      correctAnswer: 1,
    };
    expect(triviaQuestionSchema.safeParse(question).success).toBe(true);
    expect(triviaQuestionSchema.safeParse({ ...question, correctAnswer: 2 }).success).toBe(false);
  });

  it('has the ten tasks of the spec with their points', () => {
    expect(SCAVENGER_TASKS.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(SCAVENGER_TASKS.map((t) => t.points)).toEqual([10, 20, 15, 15, 10, 5, 5, 10, 15, 20]);
  });
});
