import type { MyQuiz, QuizRun } from '../../../protocol/quiz';
import { haptic } from '../../lib/haptics';
import { Localized } from '../../lib/localized';
import { QueryStatus } from '../../lib/query-status';
import { useStrings } from '../../lib/use-strings';
import { GuestPage } from '../../lib/ui/guest-page';
import { JoinForm } from './JoinForm';
import { AnswerButtons, QuestionHeading } from './QuestionView';
import { PodiumView, RevealView, StandingCard } from './ResultViews';
import { answerShown, useAnswerSender } from './useAnswerSender';
import { mineForRun, useLiveQuiz, useLiveQuizPushes, useMyQuiz } from './useLiveQuiz';
import './strings';

const panel = 'grid gap-2 rounded-2xl bg-white p-6 text-center shadow-sm';

/**
 * `/quiz`, a guest's phone playing the live quiz: the state comes from the server (the `quiz`
 * topic, the live read), the phone's own place from `quizApi.mine`, read again after each close.
 * A phone that reloads or lost the Wi-Fi finds its player, score and answer there.
 */
export function QuizPage() {
  const { t } = useStrings('quiz');
  useLiveQuizPushes({ withMine: true });
  const live = useLiveQuiz();
  const run = live.data?.run ?? null;
  const mine = useMyQuiz(run !== null);
  return (
    <GuestPage title={t('page.title')} documentTitle={t('page.title')} width="3xl">
      <QueryStatus
        query={live}
        loadingText={t('page.loading')}
        errorText={t('page.loadFailed')}
        retryText={t('page.retry')}
      />
      {live.isSuccess && !run && (
        <section className={panel}>
          <h2 className="text-2xl font-semibold text-stone-900">{t('none.title')}</h2>
          <p className="text-xl text-stone-700">{t('none.text')}</p>
        </section>
      )}
      {run && (
        <>
          <QueryStatus
            query={mine}
            loadingText={t('page.loading')}
            errorText={t('page.loadFailed')}
            retryText={t('page.retry')}
          />
          {mine.data && <RunView run={run} mine={mineForRun(mine.data, run)} />}
        </>
      )}
    </GuestPage>
  );
}

function RunView({ run, mine }: { run: QuizRun; mine: MyQuiz | undefined }) {
  const { t } = useStrings('quiz');
  const { sent, send } = useAnswerSender(run);
  if (!mine) return <p role="status">{t('page.loading')}</p>;
  const player = mine.player;
  const title = (
    <Localized
      en={run.title}
      es={run.titleEs}
      as="p"
      className="text-center text-lg text-stone-700"
    />
  );
  if (run.phase === 'podium') {
    return (
      <>
        {title}
        <p className="text-center text-2xl font-semibold text-stone-900">{t('podium.title')}</p>
        <PodiumView run={run} mine={mine} />
      </>
    );
  }
  if (!player) {
    return (
      <>
        {title}
        <JoinForm />
      </>
    );
  }
  const playingAs = (
    <p className="text-center text-stone-700">{t('page.playingAs', { name: player.name })}</p>
  );
  const shown = answerShown(run, sent, mine);
  const question = run.question;

  if (run.phase === 'lobby') {
    return (
      <>
        {title}
        <section className={panel} aria-live="polite">
          <h2 className="text-3xl font-semibold text-blush-700">{t('lobby.title')}</h2>
          <p className="text-xl text-stone-800">{t('lobby.text')}</p>
        </section>
        {playingAs}
      </>
    );
  }
  if (run.phase === 'question' && question) {
    // Past the countdown the server still counts answers for its grace: it decides, not the phone.
    const closed = run.paused;
    return (
      <>
        <QuestionHeading run={run} question={question} />
        <AnswerButtons
          question={question}
          shown={shown}
          closed={closed}
          onAnswer={(choice) => {
            haptic('light');
            void send(run.id, question.index, choice);
          }}
        />
        {playingAs}
      </>
    );
  }
  if (run.phase === 'reveal' && question) {
    return (
      <>
        <QuestionHeading run={run} question={question} />
        <RevealView run={run} shown={shown} mine={mine} />
      </>
    );
  }
  return (
    <>
      {title}
      <StandingCard run={run} mine={mine} />
      <p className="text-center text-lg text-stone-700">{t('standing.lookUp')}</p>
      {playingAs}
    </>
  );
}
