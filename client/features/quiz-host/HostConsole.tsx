import { ApiError } from '../../lib/api';
import { serverText } from '../../lib/error-text';
import { QueryStatus } from '../../lib/query-status';
import { useStrings } from '../../lib/use-strings';
import type { QuizHostActionBody } from '../../../protocol/quiz';
import { useLiveQuiz, useLiveQuizPushes } from '../quiz/useLiveQuiz';
import { HostRunPanel } from './HostRunPanel';
import { QuizPicker } from './QuizPicker';
import { useAnswered, useHostAction, useQuizScreenPushes, useRoster } from './useQuizHost';
import './strings';

/** The run as it is, and what the host may do with it now. */
export function HostConsole() {
  const { t } = useStrings('quiz-host');
  useLiveQuizPushes({ withMine: false });
  useQuizScreenPushes();
  const live = useLiveQuiz();
  const run = live.data?.run ?? null;
  const roster = useRoster(run?.id);
  const answered = useAnswered();
  const action = useHostAction();

  const send = (body: QuizHostActionBody) => action.mutate(body);
  const refusal = action.error;
  const moved =
    refusal instanceof ApiError &&
    refusal.status === 409 &&
    (refusal.code === 'quiz.staleAction' || !refusal.code);
  return (
    <div className="grid gap-5">
      <QueryStatus
        query={live}
        loadingText={t('page.loading')}
        errorText={t('page.loadFailed')}
        retryText={t('page.retry')}
      />
      {refusal && (
        <p role="alert" className="rounded-xl bg-amber-50 p-4 text-center text-lg text-stone-900">
          {moved ? t('actions.moved') : (serverText(refusal) ?? t('actions.failed'))}
        </p>
      )}
      {live.isSuccess && !run && <QuizPicker onAction={send} busy={action.isPending} />}
      {run && (
        <HostRunPanel
          run={run}
          joined={roster.data?.runId === run.id ? roster.data.count : run.players}
          answered={
            answered?.runId === run.id && answered.questionIndex === run.questionIndex
              ? answered.answered
              : 0
          }
          busy={action.isPending}
          onAction={send}
        />
      )}
    </div>
  );
}
