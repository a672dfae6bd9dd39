import type { QuizAnswerMark } from '../../../protocol/quiz';
import { quizMarkOf } from './quiz-answer-marks';
import { cn } from './cn';

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
