import type { QuizHostActionBody } from '../../../protocol/quiz';
import { Localized } from '../../lib/localized';
import { QueryStatus } from '../../lib/query-status';
import { useLocalized } from '../../lib/use-localized';
import { useStrings } from '../../lib/use-strings';
import { Button } from '../../lib/ui/button';
import { useHostQuizzes } from './useQuizHost';
import './strings';

/** No run open: the host picks a quiz and opens its lobby. */
export function QuizPicker({
  onAction,
  busy,
}: {
  onAction: (body: QuizHostActionBody) => void;
  busy: boolean;
}) {
  const { t } = useStrings('quiz-host');
  const { pick } = useLocalized();
  const quizzes = useHostQuizzes(true);
  return (
    <section aria-labelledby="quiz-host-pick" className="grid gap-4">
      <div className="grid gap-1 text-center">
        <h2 id="quiz-host-pick" className="text-2xl font-semibold text-stone-900">
          {t('pick.title')}
        </h2>
        <p className="text-stone-700">{t('pick.intro')}</p>
      </div>
      <QueryStatus
        query={quizzes}
        loadingText={t('page.loading')}
        errorText={t('page.loadFailed')}
        retryText={t('page.retry')}
      />
      {quizzes.data?.length === 0 && (
        <p className="text-center text-lg text-stone-700">{t('pick.empty')}</p>
      )}
      <ul className="grid gap-3">
        {quizzes.data?.map((quiz) => (
          <li
            key={quiz.id}
            className="grid gap-3 rounded-2xl bg-white p-5 shadow-sm sm:grid-cols-[1fr_auto] sm:items-center"
          >
            <div>
              <Localized
                en={quiz.title}
                es={quiz.titleEs}
                as="h3"
                className="text-xl font-semibold text-stone-900"
              />
              <p className="text-stone-700">{t('pick.questions', { count: quiz.questionCount })}</p>
            </div>
            <Button
              size="lg"
              className="min-h-14 text-lg"
              disabled={busy}
              aria-label={t('pick.openLabel', { title: pick(quiz.title, quiz.titleEs).text })}
              onClick={() => onAction({ action: 'open', quizId: quiz.id })}
            >
              {t('pick.open')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
