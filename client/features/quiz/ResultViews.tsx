import { CircleCheck, CircleX, Trophy } from 'lucide-react';
import type { MyQuiz, QuizRun } from '../../../protocol/quiz';
import { LocalizedSpan } from '../../lib/localized';
import { useLocalized } from '../../lib/use-localized';
import { useStrings } from '../../lib/use-strings';
import { cn } from '../../lib/ui/cn';
import { QuizAnswerShape } from '../../lib/ui/quiz-answer-mark';
import { QUIZ_MARK_STYLES, quizMarkOf } from '../../lib/ui/quiz-answer-marks';
import type { SentAnswer } from './useAnswerSender';
import './strings';

const panel = 'grid gap-3 rounded-2xl bg-white p-6 text-center shadow-sm';

/** After the close: right or wrong, the points, the right answer and the phone's place. */
export function RevealView({
  run,
  shown,
  mine,
}: {
  run: QuizRun;
  shown: SentAnswer | null;
  mine: MyQuiz | undefined;
}) {
  const { t } = useStrings('quiz');
  const { pick } = useLocalized();
  const reveal = run.reveal;
  const question = run.question;
  if (!reveal || !question) return null;
  const kept = mine?.answer?.questionIndex === reveal.questionIndex ? mine.answer : null;
  const answered = shown?.status === 'sent' || kept !== null;
  const choice = kept?.choice ?? shown?.choice;
  const right = kept?.correct ?? (answered ? choice === reveal.correctIndex : null);
  const correct = question.answers[reveal.correctIndex];
  const style = QUIZ_MARK_STYLES[quizMarkOf(reveal.correctIndex)];
  return (
    <div className="grid gap-4">
      <section aria-live="polite" className={panel}>
        {!answered ? (
          <p className="text-3xl font-semibold text-stone-800">{t('reveal.noAnswer')}</p>
        ) : (
          <p
            className={cn(
              'flex items-center justify-center gap-3 text-4xl font-bold',
              right ? 'text-green-800' : 'text-red-800',
            )}
          >
            {right ? (
              <CircleCheck aria-hidden className="size-10" />
            ) : (
              <CircleX aria-hidden className="size-10" />
            )}
            {right ? t('reveal.right') : t('reveal.wrong')}
          </p>
        )}
        {answered && (
          <p className="text-2xl text-stone-800">
            {kept?.points != null
              ? t('reveal.points', { count: kept.points })
              : t('reveal.counting')}
          </p>
        )}
      </section>
      {correct && (
        <div className="grid gap-2">
          <p className="text-center text-lg text-stone-700">{t('reveal.rightAnswer')}</p>
          <p
            className={cn(
              'flex items-center gap-4 rounded-xl px-5 py-4 text-xl font-semibold',
              style.background,
              style.text,
            )}
          >
            <QuizAnswerShape index={reveal.correctIndex} className="size-10" />
            <LocalizedSpan value={pick(correct.text, correct.textEs)} />
          </p>
        </div>
      )}
      <StandingCard run={run} mine={mine} />
    </div>
  );
}

/** The phone's own rank and score (and its table's name when tables play as teams). */
export function StandingCard({ run, mine }: { run: QuizRun; mine: MyQuiz | undefined }) {
  const { t } = useStrings('quiz');
  const player = mine?.player;
  if (!player) return null;
  return (
    <section aria-labelledby="quiz-own-standing" className={panel}>
      <h2 id="quiz-own-standing" className="text-lg font-medium text-stone-700">
        {t('standing.title')}
      </h2>
      <p className="text-4xl font-bold text-blush-700">
        {player.rank === null
          ? t('standing.noRank')
          : t('standing.rankOf', { rank: player.rank, count: run.players })}
      </p>
      <p className="text-2xl text-stone-800">{t('standing.score', { count: player.score })}</p>
      {run.teams && player.tableName && (
        <p className="text-lg text-stone-700">{t('standing.table', { name: player.tableName })}</p>
      )}
    </section>
  );
}

/** The end: the podium as the big screen shows it, and the phone's own place. */
export function PodiumView({ run, mine }: { run: QuizRun; mine: MyQuiz | undefined }) {
  const { t } = useStrings('quiz');
  const places = run.podium ?? [null, null, null];
  const placeKeys = ['podium.place1', 'podium.place2', 'podium.place3'] as const;
  return (
    <div className="grid gap-4">
      <section className={panel} aria-labelledby="quiz-podium">
        <h2
          id="quiz-podium"
          className="flex items-center justify-center gap-2 text-2xl font-semibold text-stone-900"
        >
          <Trophy aria-hidden className="size-7 text-gold-400" />
          {t('podium.label')}
        </h2>
        <ol className="grid gap-2 text-left">
          {places.map((place, index) => (
            <li
              key={index}
              className="flex items-baseline justify-between gap-3 rounded-lg bg-blush-50 px-4 py-3 text-xl"
            >
              <span className="font-semibold text-stone-800">{t(placeKeys[index]!)}</span>
              <span className="text-right text-stone-900">
                {place
                  ? `${place.name}${place.nameTag ? ` ${place.nameTag}` : ''} · ${t('standing.score', { count: place.score })}`
                  : t('podium.empty')}
              </span>
            </li>
          ))}
        </ol>
        <p className="text-xl text-stone-800">{t('podium.thanks')}</p>
      </section>
      <StandingCard run={run} mine={mine} />
    </div>
  );
}
