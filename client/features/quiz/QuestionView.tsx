import { Check } from 'lucide-react';
import type { QuizAskedQuestion, QuizRun } from '../../../protocol/quiz';
import { LocalizedSpan } from '../../lib/localized';
import { useLocalized } from '../../lib/use-localized';
import { useStrings } from '../../lib/use-strings';
import { cn } from '../../lib/ui/cn';
import { QuizAnswerShape } from '../../lib/ui/quiz-answer-mark';
import { QUIZ_MARK_STYLES, quizMarkOf } from '../../lib/ui/quiz-answer-marks';
import { useSecondsLeft } from './quiz-clock';
import { mayAnswer, type SentAnswer } from './useAnswerSender';
import './strings';

/** The question's number, its text and the countdown from the server's clock. */
export function QuestionHeading({ run, question }: { run: QuizRun; question: QuizAskedQuestion }) {
  const { t } = useStrings('quiz');
  const { pick } = useLocalized();
  const secondsLeft = useSecondsLeft(run);
  return (
    <div className="grid gap-2 text-center">
      <p className="text-lg text-stone-700">
        {t('question.progress', { number: question.index + 1, count: run.questionCount })}
      </p>
      <LocalizedSpan
        as="h2"
        value={pick(question.text, question.textEs)}
        className="text-2xl font-semibold text-stone-900"
      />
      {run.phase === 'question' && (
        <p role="timer" className="text-xl font-semibold text-blush-700">
          {run.paused
            ? t('question.paused')
            : secondsLeft
              ? t('question.secondsLeft', { count: secondsLeft })
              : t('question.timeUp')}
        </p>
      )}
    </div>
  );
}

type AnswerButtonsProps = {
  question: QuizAskedQuestion;
  shown: SentAnswer | null;
  /** The countdown is stopped or over: nothing can be sent now. */
  closed: boolean;
  onAnswer: (choice: number) => void;
};

/** Two to four big buttons, each with its colour, shape and text: one tap answers. */
export function AnswerButtons({ question, shown, closed, onAnswer }: AnswerButtonsProps) {
  const { t } = useStrings('quiz');
  const { pick } = useLocalized();
  const locked = closed || !mayAnswer(shown);
  return (
    <div className="grid gap-4">
      <p className="sr-only">{t('question.answers')}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {question.answers.map((answer, index) => {
          const style = QUIZ_MARK_STYLES[quizMarkOf(index)];
          const chosen = shown?.choice === index && shown.status !== 'refused';
          return (
            <li key={index}>
              <button
                type="button"
                disabled={locked}
                aria-pressed={chosen}
                onClick={() => onAnswer(index)}
                className={cn(
                  'flex min-h-20 w-full items-center gap-4 rounded-xl px-5 py-4 text-left text-xl font-semibold shadow-sm transition focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blush-500 focus-visible:ring-offset-2',
                  style.background,
                  style.text,
                  locked && !chosen && 'opacity-40',
                  chosen && 'ring-4 ring-stone-900 ring-offset-2',
                )}
              >
                <QuizAnswerShape index={index} className="size-10" />
                <LocalizedSpan value={pick(answer.text, answer.textEs)} className="flex-1" />
                {chosen && (
                  <span className="flex items-center gap-1 text-base">
                    <Check aria-hidden className="size-6" />
                    {t('question.chosen')}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <AnswerStatusLine shown={shown} />
    </div>
  );
}

const STATUS_KEYS = {
  sending: 'question.sending',
  retrying: 'question.retrying',
  sent: 'question.sent',
  lost: 'question.notArrived',
  refused: 'question.refused',
} as const;

/** What became of the tap, said at once to a screen reader too. */
function AnswerStatusLine({ shown }: { shown: SentAnswer | null }) {
  const { t } = useStrings('quiz');
  const status = shown?.status;
  const alarming = status === 'lost' || status === 'refused';
  return (
    <p
      role="status"
      className={cn(
        'min-h-8 text-center text-xl font-semibold',
        alarming ? 'text-red-800' : 'text-stone-800',
      )}
    >
      {status && (status === 'refused' && shown.reason ? shown.reason : t(STATUS_KEYS[status]))}
    </p>
  );
}
