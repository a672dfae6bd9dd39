import type { QuizPicture, QuizSummary } from '../../../protocol/quiz';

/**
 * What the live quiz reads of the quizzes the organizers wrote (authoring/ implements it): a
 * quiz with its right answers, which never leave the server before a question's close.
 */
export interface StoredQuizQuestion {
  id: string;
  text: string;
  textEs: string;
  answers: { text: string; textEs: string }[];
  correctIndex: number;
  limitSeconds: number;
  picture: QuizPicture | null;
}

export interface StoredQuiz {
  id: string;
  title: string;
  titleEs: string;
  questions: StoredQuizQuestion[];
}

export interface QuizSource {
  quiz(id: string): Promise<StoredQuiz | null>;
  summaries(): Promise<QuizSummary[]>;
  /** Where a phone or the projector loads a question's picture (null: gone from storage). */
  pictureUrl(picture: QuizPicture): Promise<string | null>;
}
