import { useState } from 'react';
import type { QuizHostActionBody, QuizRun } from '../../../protocol/quiz';
import { Localized, LocalizedSpan } from '../../lib/localized';
import { useLocalized } from '../../lib/use-localized';
import { useStrings } from '../../lib/use-strings';
import { Button } from '../../lib/ui/button';
import { QuizAnswerShape } from '../../lib/ui/quiz-answer-mark';
import { useSecondsLeft } from '../quiz/quiz-clock';
import './strings';

type Props = {
  run: QuizRun;
  joined: number;
  answered: number;
  busy: boolean;
  onAction: (body: QuizHostActionBody) => void;
};

const big = 'min-h-16 w-full text-xl';

/**
 * The run's phase and the host's buttons for it. Every action names the revision it was shown,
 * so a double tap or a second host page is refused instead of skipping a question. The right
 * answer shows only once the question closed (the host may be playing too).
 */
export function HostRunPanel({ run, joined, answered, busy, onAction }: Props) {
  const { t } = useStrings('quiz-host');
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const act = (action: 'start' | 'next' | 'pause' | 'resume' | 'end') => {
    setConfirmingEnd(false);
    onAction({ action, runId: run.id, revision: run.revision });
  };
  const number = run.questionIndex + 1;
  const last = number >= run.questionCount;

  return (
    <section aria-labelledby="quiz-host-run" className="grid gap-5">
      <div className="grid gap-1 rounded-2xl bg-white p-5 text-center shadow-sm">
        <Localized en={run.title} es={run.titleEs} as="p" className="text-lg text-stone-700" />
        <h2 id="quiz-host-run" className="text-2xl font-semibold text-stone-900">
          {t(`run.phase.${run.phase}`, { number, count: run.questionCount })}
        </h2>
        <RunDetails run={run} joined={joined} answered={answered} />
      </div>

      <div role="group" aria-label={t('actions.label')} className="grid gap-3">
        {run.phase === 'lobby' && (
          <Button size="lg" className={big} disabled={busy} onClick={() => act('start')}>
            {t('actions.start')}
          </Button>
        )}
        {run.phase === 'question' &&
          (run.paused ? (
            <Button size="lg" className={big} disabled={busy} onClick={() => act('resume')}>
              {t('actions.resume')}
            </Button>
          ) : (
            <Button size="lg" className={big} disabled={busy} onClick={() => act('pause')}>
              {t('actions.pause')}
            </Button>
          ))}
        {run.phase === 'reveal' && (
          <Button size="lg" className={big} disabled={busy} onClick={() => act('next')}>
            {t('actions.standings')}
          </Button>
        )}
        {run.phase === 'standings' && (
          <Button size="lg" className={big} disabled={busy} onClick={() => act('next')}>
            {last ? t('actions.podium') : t('actions.nextQuestion')}
          </Button>
        )}
        {busy && (
          <p role="status" className="text-center text-stone-700">
            {t('actions.working')}
          </p>
        )}
        {!confirmingEnd ? (
          <Button
            variant="outline"
            size="lg"
            className={big}
            disabled={busy}
            onClick={() => setConfirmingEnd(true)}
          >
            {t('actions.end')}
          </Button>
        ) : (
          <div
            role="alertdialog"
            aria-labelledby="quiz-host-end"
            className="grid gap-3 rounded-2xl border-2 border-red-700 bg-white p-5"
          >
            <p id="quiz-host-end" className="text-center text-lg font-semibold text-stone-900">
              {t('actions.endConfirm')}
            </p>
            <Button
              variant="destructive"
              size="lg"
              className={big}
              disabled={busy}
              onClick={() => act('end')}
            >
              {t('actions.endYes')}
            </Button>
            <Button
              variant="outline"
              size="lg"
              className={big}
              onClick={() => setConfirmingEnd(false)}
            >
              {t('actions.endNo')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

function RunDetails({ run, joined, answered }: Pick<Props, 'run' | 'joined' | 'answered'>) {
  const { t } = useStrings('quiz-host');
  const { pick } = useLocalized();
  const secondsLeft = useSecondsLeft(run);
  const question = run.question;
  if (run.phase === 'lobby') {
    return (
      <p aria-live="polite" className="text-3xl font-bold text-blush-700">
        {t('run.joined', { count: joined })}
      </p>
    );
  }
  if (run.phase === 'question' && question) {
    return (
      <>
        <LocalizedSpan
          as="p"
          value={pick(question.text, question.textEs)}
          className="text-xl text-stone-900"
        />
        <p role="timer" className="text-xl font-semibold text-blush-700">
          {run.paused
            ? t('run.paused')
            : secondsLeft
              ? t('run.secondsLeft', { count: secondsLeft })
              : t('run.timeUp')}
        </p>
        <p aria-live="polite" className="text-3xl font-bold text-stone-900">
          {t('run.answered', { answered, players: run.players })}
        </p>
      </>
    );
  }
  if (run.phase === 'reveal' && question && run.reveal) {
    const index = run.reveal.correctIndex;
    const correct = question.answers[index];
    return (
      <>
        <LocalizedSpan
          as="p"
          value={pick(question.text, question.textEs)}
          className="text-xl text-stone-900"
        />
        {correct && (
          <p className="flex items-center justify-center gap-2 text-xl font-semibold text-green-800">
            <QuizAnswerShape index={index} className="size-7" />
            {t('run.rightAnswer', { answer: pick(correct.text, correct.textEs).text })}
          </p>
        )}
        <p className="text-lg text-stone-700">
          {t('run.chose', { count: run.reveal.counts[index] ?? 0 })}
        </p>
      </>
    );
  }
  const leader = (run.phase === 'podium' ? run.podium?.[0] : run.standings?.players[0]) ?? null;
  return leader ? (
    <p className="text-xl text-stone-800">
      {t('run.leader', { name: leader.name, score: leader.score })}
    </p>
  ) : null;
}
