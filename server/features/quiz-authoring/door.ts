import { isValidObjectId } from 'mongoose';
import type { QuizPicture, QuizSummary } from '../../../protocol/quiz';
import type { AppContext } from '../../lib/feature';
import { perApp } from '../../lib/per-app';
import { QuizModel, type QuizDocument } from './model';
import { pictureUrls, urlIn } from './pictures';
import type { QuizSource, StoredQuiz } from './quiz-source';

export type { QuizSource, StoredQuiz, StoredQuizQuestion } from './quiz-source';

/** A stored quiz as the live run and the editor read it (its right answers included). */
export function storedQuizOf(doc: QuizDocument): StoredQuiz {
  return {
    id: String(doc._id),
    title: doc.title,
    titleEs: doc.titleEs ?? '',
    questions: doc.questions.map((question) => ({
      id: String((question as { _id?: unknown })._id),
      text: question.text,
      textEs: question.textEs ?? '',
      answers: question.answers.map((answer) => ({
        text: answer.text,
        textEs: answer.textEs ?? '',
      })),
      correctIndex: question.correctIndex,
      limitSeconds: question.limitSeconds,
      picture: (question.picture as QuizPicture | null) ?? null,
    })),
  };
}

export function summaryOf(doc: QuizDocument): QuizSummary {
  return {
    id: String(doc._id),
    title: doc.title,
    titleEs: doc.titleEs ?? '',
    questionCount: doc.questions.length,
    updatedAt: (doc as { updatedAt?: Date }).updatedAt?.toISOString() ?? new Date(0).toISOString(),
  };
}

/**
 * The quizzes' door: what the live quiz reads (a quiz with its right answers). `pictureUrl` is
 * given by the app (where a gallery photo or an uploaded picture is served).
 */
export function quizSource(pictureUrl: QuizSource['pictureUrl']): QuizSource {
  return {
    async quiz(id) {
      if (!isValidObjectId(id)) return null;
      const doc = await QuizModel.findById(id).lean<QuizDocument>();
      return doc ? storedQuizOf(doc) : null;
    },
    async summaries() {
      const docs = await QuizModel.find({}).sort({ updatedAt: -1 }).lean<QuizDocument[]>();
      return docs.map(summaryOf);
    },
    pictureUrl,
  };
}

/**
 * The quizzes as the live run reads them, made once per app: a question's picture is served at
 * the gallery photo's display rendition, or the uploaded picture's large rendition (null: gone).
 */
export const quizSourceOf: (ctx: AppContext) => QuizSource = perApp(() =>
  quizSource(async (picture) => urlIn(await pictureUrls([picture]), picture)),
);
