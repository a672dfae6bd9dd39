import { Download } from 'lucide-react';
import type { QuizRunSummary } from '../../../protocol/quiz';
import { signalFailure } from '../../lib/failure-feedback';
import { QueryStatus } from '../../lib/query-status';
import { Button } from '../../lib/ui/button';
import { DataTable } from '../../lib/ui/data-table';
import { useStrings } from '../../lib/use-strings';
import { downloadResults, fileNameOf, useQuizRuns } from './useQuizzes';
import './strings-tools';

/** Every run of a quiz: when, how many played, the podium, and its results as CSV. */
export function QuizResults() {
  const { t, i18n } = useStrings('admin-quiz');
  const runs = useQuizRuns();
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const download = (run: QuizRunSummary) =>
    downloadResults(
      run.id,
      `${fileNameOf(run.title, 'quiz')}-${run.startedAt.slice(0, 10)}.csv`,
    ).catch((error: unknown) => signalFailure(t('results.title'), t('results.csvFailed'), error));

  return (
    <section
      aria-labelledby="quiz-results"
      className="grid gap-4 rounded-xl border border-blush-100 bg-white p-4"
    >
      <h3 id="quiz-results" className="text-xl font-semibold text-stone-900">
        {t('results.title')}
      </h3>
      <QueryStatus
        query={runs}
        align="start"
        loadingText={t('results.loading')}
        errorText={t('results.loadError')}
        retryText={t('results.retry')}
      />
      {runs.data?.length === 0 && <p className="text-stone-700">{t('results.empty')}</p>}
      {runs.data && runs.data.length > 0 && (
        <DataTable
          caption={t('results.caption')}
          columns={[
            t('results.quiz'),
            t('results.started'),
            t('results.ended'),
            t('results.players'),
            t('results.podium'),
            t('results.csv'),
          ]}
          tableClassName="w-full text-left"
          headClassName="border-b border-blush-100 text-sm text-stone-700"
          columnClassName="px-3 py-2 font-semibold"
        >
          {runs.data.map((run) => (
            <tr key={run.id} className="border-b border-stone-100 align-top">
              <th scope="row" className="px-3 py-2 font-medium text-stone-900">
                {run.title}
              </th>
              <td className="px-3 py-2">{when(run.startedAt)}</td>
              <td className="px-3 py-2">
                {run.endedAt ? when(run.endedAt) : t('results.running')}
              </td>
              <td className="px-3 py-2">{run.players}</td>
              <td className="px-3 py-2">
                {run.podium?.some(Boolean) ? (
                  <ol className="grid gap-0.5">
                    {run.podium.map((place, index) =>
                      place ? (
                        <li key={index}>
                          {t('results.place', {
                            place: index + 1,
                            name: place.nameTag ? `${place.name} ${place.nameTag}` : place.name,
                            score: place.score,
                          })}
                        </li>
                      ) : null,
                    )}
                  </ol>
                ) : (
                  t('results.noPodium')
                )}
              </td>
              <td className="px-3 py-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={t('results.csvLabel', {
                    title: run.title,
                    date: when(run.startedAt),
                  })}
                  onClick={() => void download(run)}
                >
                  <Download aria-hidden />
                  {t('results.csv')}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
