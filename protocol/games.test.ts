import { describe, expect, it } from 'vitest';
import {
  NOT_A_COLLECTION_GAME,
  playerBodySchema,
  sessionActionSchema,
  startGameBodySchema,
  PLAYER_NAME_REQUIRED_MESSAGE,
  playerFormSchema,
} from './games';
import {
  generatedBingoSchema,
  hasBingo,
  SCAVENGER_TASKS,
  triviaQuestionSchema,
} from './game-content';

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

  it('saves a player without e-mail as null', () => {
    expect(playerBodySchema.parse({ playerName: ' Ana ', playerEmail: '' })).toEqual({
      playerName: 'Ana',
      playerEmail: null,
    });
    expect(playerBodySchema.parse({ playerName: 'Bo', playerEmail: null }).playerEmail).toBeNull();
    expect(firstMessage(playerBodySchema.safeParse({ playerName: 'Ana', playerEmail: 'nope' }))).toBe(
      'Please enter a valid email address',
    );
  });

  it('starts only photo challenges and the hunt as plain sessions; refuses unknown games', () => {
    const base = { playerName: 'Ana' };
    expect(startGameBodySchema.safeParse({ ...base, gameType: 'scavenger_hunt' }).success).toBe(true);
    expect(firstMessage(startGameBodySchema.safeParse({ ...base, gameType: 'poker' }))).toBe(
      'gameType must be one of: bingo, photo_challenge, trivia, scavenger_hunt',
    );
    expect(firstMessage(startGameBodySchema.safeParse({ ...base, gameType: 'bingo' }))).toBe(
      NOT_A_COLLECTION_GAME,
    );
  });
});

describe('what a player sends', () => {
  it('never carries a score: a score field is dropped', () => {
    const parsed = sessionActionSchema.parse({ action: 'claim-bingo', checkedCells: [0, 1], score: 1000 });
    expect(parsed).toEqual({ action: 'claim-bingo', checkedCells: [0, 1] });
    expect(playerBodySchema.parse({ playerName: 'Ana', score: 5 })).not.toHaveProperty('score');
  });

  it('refuses cells off the board, repeated cells and unknown actions', () => {
    const claim = (checkedCells: unknown) =>
      firstMessage(sessionActionSchema.safeParse({ action: 'claim-bingo', checkedCells }));
    expect(claim([25])).toBe('checkedCells must be cell numbers from 0 to 24');
    expect(claim([-1])).toBe('checkedCells must be cell numbers from 0 to 24');
    expect(claim([3, 3])).toBe('checkedCells must not repeat a cell');
    expect(firstMessage(sessionActionSchema.safeParse({ action: 'win' }))).toBe(
      'action must be one of: claim-bingo, answer, mark',
    );
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
