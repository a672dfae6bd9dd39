import type { TriviaQuestion } from '../../../protocol/game-content';

/** What the server issued for a session (GameSession.issued); never sent to a client as is. */
export interface IssuedBingo {
  items: string[];
}
/**
 * An issued trivia question. `key` names it whatever its language (template and fact); questions
 * issued before keys existed, and the AI's, have none, and count by their text.
 */
export type IssuedQuestion = TriviaQuestion & { key?: string };
export interface IssuedTrivia {
  questions: IssuedQuestion[];
}

/** What the player did (GameSession.progress). */
export interface BingoProgress {
  checkedCells: number[];
}
export interface TriviaProgress {
  answers: { answer: number; correct: boolean }[];
}
export interface CollectionProgress {
  completedItems: string[];
}

export interface SessionFields {
  issued?: unknown;
  progress?: unknown;
}

export const issuedBingo = (doc: SessionFields) => (doc.issued as IssuedBingo | null) ?? { items: [] };
export const issuedTrivia = (doc: SessionFields) => (doc.issued as IssuedTrivia | null) ?? { questions: [] };
export const bingoProgress = (doc: SessionFields) =>
  (doc.progress as BingoProgress | null) ?? { checkedCells: [] };
export const triviaProgress = (doc: SessionFields) => (doc.progress as TriviaProgress | null) ?? { answers: [] };
export const collectionProgress = (doc: SessionFields) =>
  (doc.progress as CollectionProgress | null) ?? { completedItems: [] };
