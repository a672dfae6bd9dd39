import { expect } from 'vitest';
import type { QuizInput, QuizQuestionInput } from '../../../protocol/quiz';
import type { AppFixture } from '../../test/fixtures';

/** A call as the organizers' dashboard makes it (the organizer's cookie unless another is given). */
export function organizerCall(
  app: AppFixture,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string | null } = {},
): Promise<Response> {
  const cookie = init.cookie === undefined ? app.organizer : init.cookie;
  return fetch(`${app.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

export const question = (
  text: string,
  more: Partial<QuizQuestionInput> = {},
): QuizQuestionInput => ({
  text,
  textEs: `${text} (es)`,
  answers: [
    { text: 'Yes', textEs: 'Sí' },
    { text: 'No', textEs: 'No' },
  ],
  correctIndex: 0,
  limitSeconds: 20,
  ...more,
});

export const quizBody = (title: string, questions = [question('Q1')]): QuizInput => ({
  title,
  titleEs: `${title} (es)`,
  questions,
});

/** Creates a quiz and answers it as the server presented it. */
export async function createQuiz(app: AppFixture, body: QuizInput) {
  const created = await organizerCall(app, '/api/admin/quizzes', { method: 'POST', body });
  expect(created.status, await created.clone().text()).toBe(201);
  return (await created.json()) as {
    id: string;
    questions: { id: string; text: string; pictureUrl: string | null }[];
  };
}
