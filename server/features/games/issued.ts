import type { TriviaQuestion } from '../../../protocol/games';

/** What the server issued for a session (GameSession.issued); never sent to a client as is. */
export interface IssuedBingo {
  items: string[];
}
export interface IssuedTrivia {
  questions: TriviaQuestion[];
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
