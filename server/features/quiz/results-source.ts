import type { QuizRunSummary } from '../../../protocol/quiz';

/** One player's line in a run's results (the CSV's row, the leaderboard's game). */
export interface QuizPlayerResult {
  playerId: string;
  name: string;
  tableName: string | null;
  /** The SHA-256 of the phone's device id: how the games know the same phone's player. */
  deviceHash: string;
  score: number;
  rank: number;
  answered: number;
  correct: number;
}

export interface QuizQuestionResult {
  index: number;
  text: string;
  correctIndex: number;
  counts: number[];
}

export interface QuizRunResults {
  run: QuizRunSummary;
  players: QuizPlayerResult[];
  tables: { tableId: string; name: string; score: number; players: number; rank: number }[];
  questions: QuizQuestionResult[];
}

/**
 * What the live run tells the rest of the site (live/ implements it; results/, the leaderboard's
 * game and the keepsake read it): runs newest first, and one run's whole results.
 */
export interface QuizResultsSource {
  runs(): Promise<QuizRunSummary[]>;
  results(runId: string): Promise<QuizRunResults | null>;
}
