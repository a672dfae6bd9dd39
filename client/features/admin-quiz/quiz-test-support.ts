import type { Quiz, QuizQuestion, QuizSummary } from '../../../protocol/quiz';

export const at = '2026-06-20T18:00:00.000Z';
export const quizId = 'a'.repeat(24);

/** A stored question with two answers, the first right, named by its number. */
export function question(n: number): QuizQuestion {
  return {
    id: `q${n}`,
    text: `Question text ${n}`,
    textEs: `Pregunta ${n}`,
    answers: [
      { text: `Right ${n}`, textEs: `Bien ${n}` },
      { text: `Wrong ${n}`, textEs: `Mal ${n}` },
    ],
    correctIndex: 0,
    limitSeconds: 20,
    picture: null,
    pictureUrl: null,
  };
}

export function storedQuiz(count = 3): Quiz {
  return {
    id: quizId,
    title: 'How well do you know them?',
    titleEs: '¿Cuánto los conoce?',
    questions: Array.from({ length: count }, (_, index) => question(index + 1)),
    createdAt: at,
    updatedAt: at,
  };
}

export const summaryOf = (quiz: Quiz): QuizSummary => ({
  id: quiz.id,
  title: quiz.title,
  titleEs: quiz.titleEs,
  questionCount: quiz.questions.length,
  updatedAt: quiz.updatedAt,
});
