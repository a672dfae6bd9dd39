import type { QuizAskedQuestion, QuizReveal } from '../../../protocol/quiz';
import { LocalizedSpan } from '../../lib/localized';
import { cn } from '../../lib/ui/cn';
import { QuizAnswerShape } from '../../lib/ui/quiz-answer-mark';
import { QUIZ_MARK_STYLES, quizMarkOf } from '../../lib/ui/quiz-answer-marks';
import { useLocalized } from '../../lib/use-localized';
import { useStrings } from '../../lib/use-strings';
import { answerSize, barShares } from './layout';
import './strings';

function CheckMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-[1.1em] shrink-0">
      <path
        d="M4 12.5 9.5 18 20 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The close of a question: how many chose each answer as bars (each with its colour, shape and
 * count), and the right one marked with a check and the word, never by colour alone.
 */
export function QuizRevealChart({
  question,
  reveal,
}: {
  question: QuizAskedQuestion;
  reveal: QuizReveal;
}) {
  const { t } = useStrings('live-quiz');
  const { pick } = useLocalized();
  const answers = question.answers.map((answer) => pick(answer.text, answer.textEs));
  const shares = barShares(answers.map((_, index) => reveal.counts[index] ?? 0));
  const labelSize = answerSize(answers.map((answer) => answer.text));
  return (
    <main className="grid min-h-0 grid-rows-[auto_minmax(0,1fr)] gap-[calc(var(--u)*1.5)]">
      <div>
        <p className="text-[calc(var(--u)*2)] text-gold-400">{t('reveal.title')}</p>
        <h2 className="line-clamp-2 font-serif text-[calc(var(--u)*2.6)] font-bold leading-tight">
          <LocalizedSpan value={pick(question.text, question.textEs)} />
        </h2>
      </div>
      <ul
        aria-label={t('reveal.chartLabel')}
        className="grid min-h-0 auto-cols-fr grid-flow-col gap-[calc(var(--u)*2)]"
        data-testid="quiz-chart"
      >
        {answers.map((answer, index) => {
          const correct = index === reveal.correctIndex;
          const count = reveal.counts[index] ?? 0;
          const style = QUIZ_MARK_STYLES[quizMarkOf(index)];
          return (
            <li
              key={index}
              className="grid min-h-0 grid-rows-[minmax(0,1fr)_auto] gap-[calc(var(--u)*0.8)]"
              data-testid="quiz-bar"
              data-correct={correct || undefined}
              data-count={count}
            >
              <div className="flex min-h-0 items-end">
                <div
                  className={cn(
                    'quiz-bar flex w-full items-start justify-center gap-[calc(var(--u)*0.8)] rounded-t-[calc(var(--u)*0.8)] pt-[calc(var(--u)*0.8)]',
                    style.background,
                    style.text,
                  )}
                  // The tallest bar fills the room; one nobody chose keeps enough for its mark.
                  style={{
                    height: `max(${(shares[index] * 100).toFixed(1)}%, calc(var(--u) * 5.5))`,
                  }}
                  data-testid="quiz-bar-fill"
                >
                  <QuizAnswerShape index={index} className="size-[calc(var(--u)*3.2)]" />
                  <span
                    className="text-[calc(var(--u)*3.2)] font-bold tabular-nums leading-none"
                    data-testid="quiz-bar-count"
                  >
                    <span aria-hidden>{count}</span>
                    <span className="sr-only">{t('reveal.votes', { count })}</span>
                  </span>
                </div>
              </div>
              <div
                className={cn(
                  'flex min-h-[calc(var(--u)*6)] flex-col justify-start rounded-[calc(var(--u)*0.8)] px-[calc(var(--u)*1)] py-[calc(var(--u)*0.6)] font-semibold leading-tight',
                  correct ? 'bg-white text-stone-950' : 'bg-white/10',
                )}
              >
                {correct && (
                  <span
                    className="flex items-center gap-[0.3em] text-[calc(var(--u)*2.4)] font-bold uppercase text-emerald-800"
                    data-testid="quiz-correct"
                  >
                    <CheckMark />
                    {t('reveal.correct')}
                  </span>
                )}
                <span className={cn('line-clamp-4 break-words', labelSize)}>
                  <LocalizedSpan value={answer} />
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
