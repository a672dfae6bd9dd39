import type { UseFormReturn } from 'react-hook-form';
import type { fieldBinder } from '../../lib/form-binding';
import {
  QUIZ_LIMITS,
  type QuizBody,
  type Quiz,
  type QuizInput,
  type QuizPicture,
  type QuizQuestionInput,
} from '../../../protocol/quiz';

/** The editor's form: what the organizer types, and the body quizBodySchema makes of it. */
export type QuizForm = UseFormReturn<QuizInput, unknown, QuizBody>;
export type QuizFields = ReturnType<typeof fieldBinder<QuizInput, QuizBody>>;

/** The letter an answer is called by in the editor (A to D), as the phones' marks are ordered. */
export const answerLetter = (index: number) => String.fromCharCode(65 + index);

export function emptyQuestion(): QuizQuestionInput {
  return {
    text: '',
    textEs: '',
    answers: [
      { text: '', textEs: '' },
      { text: '', textEs: '' },
    ],
    correctIndex: 0,
    limitSeconds: QUIZ_LIMITS.secondsDefault,
    picture: null,
  };
}

/** The editor's values: a stored quiz as its body (question ids are the server's), or a new one. */
export function quizFormValues(quiz?: Quiz): QuizInput {
  if (!quiz) return { title: '', titleEs: '', questions: [emptyQuestion()] };
  return {
    title: quiz.title,
    titleEs: quiz.titleEs,
    questions: quiz.questions.map((question) => ({
      // Sent back with the question, so that the server keeps its id through edits and reorders
      // (a schema without `id` strips it).
      ...{ id: question.id },
      text: question.text,
      textEs: question.textEs,
      answers: question.answers.map((answer) => ({ ...answer })),
      correctIndex: question.correctIndex,
      limitSeconds: question.limitSeconds,
      picture: question.picture,
    })),
  };
}

/** What names a picture, to find its preview whatever the question's place. */
export const pictureKey = (picture: QuizPicture) =>
  picture.kind === 'gallery' ? `gallery:${picture.photoId}` : `upload:${picture.key}`;

/** The previews of a stored quiz's pictures, by pictureKey. */
export function storedPreviews(quiz?: Quiz): Record<string, string> {
  const previews: Record<string, string> = {};
  for (const question of quiz?.questions ?? []) {
    if (question.picture && question.pictureUrl)
      previews[pictureKey(question.picture)] = question.pictureUrl;
  }
  return previews;
}
