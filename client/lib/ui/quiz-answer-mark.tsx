import { QUIZ_ANSWER_MARKS, type QuizAnswerMark } from '../../../protocol/quiz';
import { cn } from './cn';

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

const SHAPES: Record<QuizAnswerMark, string> = {
  triangle: 'M12 3 22 21H2Z',
  diamond: 'M12 2 22 12 12 22 2 12Z',
  circle: 'M12 2a10 10 0 1 0 0.001 0Z',
  square: 'M3 3h18v18H3Z',
};

/** The shape of answer `index`, drawn in the current text colour; decorative (the text says it). */
export function QuizAnswerShape({ index, className }: { index: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={cn('shrink-0', className)}
    >
      <path d={SHAPES[quizMarkOf(index)]} fill="currentColor" />
    </svg>
  );
}
