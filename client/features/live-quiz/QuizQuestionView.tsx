import type { ReactNode } from 'react';
import type { QuizAnswered, QuizAskedQuestion, QuizRun } from '../../../protocol/quiz';
import { LocalizedSpan } from '../../lib/localized';
import { QuizAnswerShape } from '../../lib/ui/quiz-answer-mark';
import { QUIZ_MARK_STYLES, quizMarkOf } from '../../lib/ui/quiz-answer-marks';
import { cn } from '../../lib/ui/cn';
import { useLocalized } from '../../lib/use-localized';
import { useStrings } from '../../lib/use-strings';
import { answerSize, pictureSize, questionSize } from './layout';
import { QuizCountdown } from './QuizCountdown';
import { useCountdown } from './server-clock';
import './strings';

/** An answer as the room sees it: its colour, its shape and its text. */
export function AnswerTile({
  index,
  text,
  sizeClass,
}: {
  index: number;
  text: ReactNode;
  sizeClass: string;
}) {
  const style = QUIZ_MARK_STYLES[quizMarkOf(index)];
  return (
    <li
      className={cn(
        'flex min-h-0 items-center gap-[calc(var(--u)*1)] overflow-hidden rounded-[calc(var(--u)*1)] px-[calc(var(--u)*1.2)] py-[calc(var(--u)*0.5)] font-semibold leading-[1.2]',
        style.background,
        style.text,
      )}
      data-testid="quiz-answer"
      data-mark={quizMarkOf(index)}
    >
      <QuizAnswerShape index={index} className="size-[calc(var(--u)*3)]" />
      <span className={cn('min-w-0 break-words', sizeClass)} data-testid="quiz-answer-text">
        {text}
      </span>
    </li>
  );
}

function AnsweredLine({ run, answered }: { run: QuizRun; answered: QuizAnswered | null }) {
  const { t } = useStrings('live-quiz');
  const current = answered?.questionIndex === run.questionIndex ? answered : null;
  return (
    <p className="text-[calc(var(--u)*2.4)] font-semibold tabular-nums" data-testid="quiz-answered">
      {t('question.answered', {
        answered: current?.answered ?? 0,
        players: current?.players ?? run.players,
      })}
    </p>
  );
}

/** The open question: its picture, its text, its answers, the countdown and how many answered. */
export function QuizQuestionView({
  run,
  question,
  offsetMs,
  answered,
}: {
  run: QuizRun;
  question: QuizAskedQuestion;
  offsetMs: number;
  answered: QuizAnswered | null;
}) {
  const { t } = useStrings('live-quiz');
  const { pick } = useLocalized();
  const countdown = useCountdown(run, offsetMs);
  const text = pick(question.text, question.textEs);
  const answers = question.answers.map((answer) => pick(answer.text, answer.textEs));
  const answersSize = answerSize(answers.map((answer) => answer.text));
  return (
    <main className="grid min-h-0 grid-rows-[auto_minmax(0,1fr)_auto] gap-[calc(var(--u)*1.2)]">
      <div className="flex min-h-0 items-center gap-[calc(var(--u)*2)]">
        {question.pictureUrl && (
          <img
            src={question.pictureUrl}
            alt=""
            className={cn(
              'shrink-0 rounded-[calc(var(--u)*1)] object-contain',
              pictureSize(text.text),
            )}
            data-testid="quiz-picture"
          />
        )}
        <div className="min-w-0 flex-1">
          <p className="text-[calc(var(--u)*1.7)] leading-tight text-gold-400">
            {t('question.number', { number: question.index + 1, count: run.questionCount })}
          </p>
          <h2
            className={cn('break-words font-serif font-bold', questionSize(text.text))}
            data-testid="quiz-question"
          >
            <LocalizedSpan value={text} />
          </h2>
        </div>
      </div>
      <ul
        aria-label={t('question.answersLabel')}
        className={cn(
          'grid min-h-0 auto-rows-fr gap-[calc(var(--u)*1.2)]',
          answers.length > 2 ? 'grid-cols-2' : 'grid-cols-1',
        )}
      >
        {answers.map((answer, index) => (
          <AnswerTile
            key={index}
            index={index}
            sizeClass={answersSize}
            text={<LocalizedSpan value={answer} />}
          />
        ))}
      </ul>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-[calc(var(--u)*2)]">
        {countdown && <QuizCountdown countdown={countdown} />}
        <AnsweredLine run={run} answered={answered} />
      </div>
    </main>
  );
}
