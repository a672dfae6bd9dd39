import { QUIZ_ANSWER_MARKS, type QuizAnswerMark } from '../../../protocol/quiz';

/**
 * Each answer position of the live quiz has a colour and a shape, so that it is told apart without
 * colour (a colour-blind guest, a washed-out projector): the phone's buttons and the projector's
 * answers and bars use the same pair.
 */
export const QUIZ_MARK_STYLES: Record<QuizAnswerMark, { background: string; text: string }> = {
  triangle: { background: 'bg-red-700', text: 'text-white' },
  diamond: { background: 'bg-blue-700', text: 'text-white' },
  circle: { background: 'bg-amber-500', text: 'text-black' },
  square: { background: 'bg-green-700', text: 'text-white' },
};

export function quizMarkOf(index: number): QuizAnswerMark {
  return QUIZ_ANSWER_MARKS[index % QUIZ_ANSWER_MARKS.length];
}
